import { zodResolver } from '@hookform/resolvers/zod';
import { LOGO_PLACEMENTS, themeSettingsSchema, type AgencySettings, type ThemeSettings } from '@tripfront/domain/settings';
import { parseHexColor } from '@tripfront/domain/theme';
import { useEffect, useId } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useAgency } from '../../agency/index.ts';
import {
  SaveBar,
  saveFailure,
  SettingsPage,
  SettingsSection,
  useReloadSettings,
  useSaveSettings,
  useUnsavedChangesGuard,
  type SectionValues,
} from '../../settings/index.ts';
import { useThemeTranslation, type ThemeT } from '../hooks/use-theme-translation.ts';
import { ColourContrast } from './colour-contrast.tsx';
import { ThemePreview } from './theme-preview.tsx';
import './theme-settings.css';

type ThemeFormValues = SectionValues<'theme'>;
const isHex = (value: string | undefined): value is string => /^#[0-9a-fA-F]{6}$/.test(value ?? '');

/** Customize Theme: editable for the owner and admins; others see the current theme read-only (spec §6). */
export function ThemeSettingsPage() {
  const { t } = useThemeTranslation();
  return (
    <SettingsPage title={t('title')} description={t('description')} readOnly={<ReadOnlyTheme />}>
      {(settings) => <ThemeForm settings={settings} />}
    </SettingsPage>
  );
}

/** For a sales agent: the agency's current theme (from the public agency) and why it cannot change. */
function ReadOnlyTheme() {
  const { t } = useThemeTranslation();
  const agency = useAgency();
  return (
    <div className="tf-theme">
      <p className="tf-settings__notice">{t('readOnly')}</p>
      <SettingsSection title={t('colour.title')}>
        <p className="tf-theme__current">
          <span className="tf-theme__swatch" style={{ background: agency.primaryColor }} aria-hidden="true" />
          <bdi dir="ltr">{agency.primaryColor}</bdi>
        </p>
        <p>{t(agency.logoPlacement === 'center' ? 'placement.center' : 'placement.start')}</p>
      </SettingsSection>
      <PreviewSection value={{ primaryColor: agency.primaryColor, logoPlacement: agency.logoPlacement }} t={t} />
    </div>
  );
}

function PreviewSection({ value, t }: { value: ThemeSettings; t: ThemeT }) {
  return (
    <SettingsSection title={t('preview.title')} description={t('preview.description')}>
      <ThemePreview {...value} />
    </SettingsSection>
  );
}

function ThemeForm({ settings }: { settings: AgencySettings }) {
  const { t } = useThemeTranslation();
  const id = useId();
  const form = useForm<ThemeFormValues, unknown, ThemeSettings>({
    resolver: zodResolver(themeSettingsSchema, { error: () => t('colour.invalid') }),
    defaultValues: settings.theme,
    mode: 'onChange',
  });
  const {
    control,
    register,
    reset,
    setValue,
    setError,
    handleSubmit,
    formState: { isDirty, errors },
  } = form;
  const save = useSaveSettings('theme');
  const reload = useReloadSettings();
  const guard = useUnsavedChangesGuard(isDirty);
  useEffect(() => reset(settings.theme), [settings, reset]);

  const typed = useWatch({ control, name: 'primaryColor' });
  const logoPlacement = useWatch({ control, name: 'logoPlacement' }) ?? 'start';
  // While the code is being typed the preview keeps the last whole colour.
  const primaryColor = isHex(typed) ? typed.toLowerCase() : settings.theme.primaryColor;
  const colourError = errors.primaryColor ? t('colour.invalid') : undefined;
  const failure = save.error ? saveFailure(save.error) : null;

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { version: settings.version, settings: { ...values, primaryColor: values.primaryColor.toLowerCase() } },
      {
        onError: (error) => {
          const found = saveFailure(error);
          if (found.kind === 'field') setError(found.field as Path<ThemeFormValues>, { type: 'server', message: found.message }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <form className="tf-form tf-theme" noValidate onSubmit={(event) => void onSubmit(event)}>
      <SettingsSection title={t('colour.title')} description={t('colour.description')}>
        <div className="tf-theme__colour">
          <div className="tf-form__field tf-theme__picker">
            <label htmlFor={`${id}-picker`}>{t('colour.picker')}</label>
            <input
              id={`${id}-picker`}
              type="color"
              value={parseHexColor(primaryColor) ? primaryColor : '#000000'}
              onChange={(event) => setValue('primaryColor', event.target.value, { shouldDirty: true, shouldValidate: true })}
            />
          </div>
          <div className="tf-form__field">
            <label htmlFor={`${id}-hex`}>{t('colour.hex')}</label>
            <input
              id={`${id}-hex`}
              type="text"
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
              maxLength={7}
              aria-invalid={colourError ? true : undefined}
              aria-describedby={`${id}-hex-hint${colourError ? ` ${id}-hex-error` : ''}`}
              {...register('primaryColor')}
            />
            <p id={`${id}-hex-hint`} className="tf-form__hint">
              {t('colour.hexHint')}
            </p>
            {colourError && (
              <p id={`${id}-hex-error`} className="tf-form__error" role="alert">
                {errors.primaryColor?.type === 'server' ? errors.primaryColor.message : colourError}
              </p>
            )}
          </div>
        </div>
        <ColourContrast primaryColor={primaryColor} />
      </SettingsSection>

      <SettingsSection title={t('placement.title')} description={t('placement.description')}>
        <div className="tf-theme__placements" role="radiogroup" aria-label={t('placement.title')}>
          {LOGO_PLACEMENTS.map((placement) => (
            <div key={placement} className="tf-form__check">
              <input id={`${id}-${placement}`} type="radio" value={placement} {...register('logoPlacement')} />
              <label htmlFor={`${id}-${placement}`}>{t(`placement.${placement}`)}</label>
            </div>
          ))}
        </div>
      </SettingsSection>

      <PreviewSection value={{ primaryColor, logoPlacement }} t={t} />

      <SaveBar
        dirty={isDirty}
        saving={save.isPending}
        onDiscard={() => {
          save.reset();
          reset(settings.theme);
        }}
        conflict={failure?.kind === 'conflict' ? failure.message : null}
        onReload={() => {
          save.reset();
          void reload();
        }}
        error={failure?.kind === 'other' ? failure.message : failure?.kind === 'field' ? failure.message : null}
      />
      {guard}
    </form>
  );
}
