import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isVersionConflict, useAgencySettings, useReloadSettings, useSaveSettings } from '../../settings/index.ts';
import { useWalletTranslation, type WalletT } from '../hooks/use-wallet-translation.ts';

type Outcome = 'saved' | 'conflict' | 'error' | null;

const formSchema = (t: WalletT) =>
  z.object({
    url: z
      .string()
      .trim()
      .max(500, t('academy.urlError'))
      .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), t('academy.urlError')),
  });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

/** The address of the agency's academy (settings section 'academy'): agents open it from the side navigation. Owners and admins. */
export function AcademySettingsForm() {
  const { t } = useWalletTranslation();
  const settings = useAgencySettings();
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!settings.data) return null;
  return (
    <LoadedForm key={settings.data.version} version={settings.data.version} url={settings.data.academy.url} t={t} outcome={outcome} onOutcome={setOutcome} />
  );
}

function LoadedForm({ version, url, t, outcome, onOutcome }: { version: number; url: string; t: WalletT; outcome: Outcome; onOutcome: (o: Outcome) => void }) {
  const id = useId();
  const save = useSaveSettings('academy');
  const reload = useReloadSettings();
  const resolver = useMemo(() => zodResolver(formSchema(t)), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ resolver, defaultValues: { url } });
  const submit = handleSubmit(async (values) => {
    onOutcome(null);
    try {
      await save.mutateAsync({ version, settings: { url: values.url } });
      onOutcome('saved');
    } catch (error) {
      onOutcome(isVersionConflict(error) ? 'conflict' : 'error');
    }
  });
  return (
    <form className="tf-card tf-wallet-settings" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('academy.title')}</h2>
      <div className="tf-wallet-settings__field">
        <label htmlFor={`${id}-url`}>{t('academy.url')}</label>
        <input
          id={`${id}-url`}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={`${id}-url-hint`}
          {...register('url')}
        />
        <p id={`${id}-url-hint`} className={errors.url ? 'tf-wallet-settings__error' : 'tf-wallet-lede'}>
          {errors.url?.message ?? t('academy.hint')}
        </p>
      </div>
      <div className="tf-wallet-settings__actions">
        <button type="submit" className="tf-button tf-button--primary" disabled={save.isPending || !isDirty}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </button>
        {outcome === 'saved' && <p role="status">{t('settings.saved')}</p>}
        {outcome === 'error' && <p role="alert">{t('settings.error')}</p>}
        {outcome === 'conflict' && (
          <div role="alert">
            <p>{t('settings.conflict')}</p>
            <button type="button" className="tf-button tf-button--outline" onClick={() => void reload()}>
              {t('settings.reload')}
            </button>
          </div>
        )}
      </div>
    </form>
  );
}
