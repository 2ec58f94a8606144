import { LANGUAGE_NAMES, LANGUAGES } from '@tripfront/domain/agency';
import { useId, useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { SettingsSection } from '../../settings/index.ts';
import type { WebsiteFormValues } from '../form-values.ts';
import { useWebsiteTranslation, type WebsiteKey } from '../hooks/use-website-translation.ts';
import { countryOptions, toggleLanguage } from '../languages.ts';
import { CheckField, describedBy, FieldMessage, TextField, useFieldError } from './fields.tsx';

const ACCESS_FLAGS = [
  'allowNonLoginFlow',
  'isHideLoginOption',
  'isHideSignupOption',
  'hideHeaderforDealProposal',
  'displayTopDestinations',
  'enableHotelsV2',
  'enableFlightsV2',
] as const;

export function AccessSection({ id }: { id: string }) {
  const { t } = useWebsiteTranslation();
  const sameDayHint = useId();
  return (
    <SettingsSection id={id} title={t('access.title')} description={t('access.description')}>
      {ACCESS_FLAGS.map((flag) => (
        <CheckField key={flag} name={`agency.${flag}`} label={t(`access.${flag}`)} hint={t(`access.${flag}Hint` as WebsiteKey)} />
      ))}
      <fieldset className="tf-website__group" aria-describedby={sameDayHint}>
        <legend>{t('access.sameDay')}</legend>
        <p id={sameDayHint} className="tf-form__hint">
          {t('access.sameDayHint')}
        </p>
        {(['hotel', 'activities', 'car'] as const).map((product) => (
          <CheckField key={product} name={`agency.disallowSameDayBooking.${product}`} label={t(`access.${product}`)} />
        ))}
      </fieldset>
    </SettingsSection>
  );
}

export function LanguagesSection({ id }: { id: string }) {
  const { t, i18n } = useWebsiteTranslation();
  const ids = useId();
  const { control, register } = useFormContext<WebsiteFormValues>();
  const { field: languagesField } = useController({ control, name: 'agency.languages' });
  const defaultLanguage = useWatch({ control, name: 'agency.defaultLanguage' });
  const offered = languagesField.value ?? [];
  const defaultError = useFieldError('agency.defaultLanguage') ? t('errors.defaultLanguage') : undefined;
  const countryError = useFieldError('agency.defaultCountry');
  const countries = useMemo(() => countryOptions(i18n.resolvedLanguage ?? 'en'), [i18n.resolvedLanguage]);

  return (
    <SettingsSection id={id} title={t('languages.title')} description={t('languages.description')}>
      <fieldset className="tf-website__group" aria-describedby={`${ids}-default-hint`}>
        <legend>{t('languages.offered')}</legend>
        <div className="tf-website__languages">
          {LANGUAGES.map((code) => {
            const checked = offered.some((o) => o.code === code);
            return (
              <div key={code} className="tf-form__check">
                <input
                  id={`${ids}-${code}`}
                  type="checkbox"
                  checked={checked}
                  // The default language stays offered: choose another default first.
                  disabled={code === defaultLanguage}
                  onChange={(event) => languagesField.onChange(toggleLanguage(offered, code, event.target.checked))}
                />
                <label htmlFor={`${ids}-${code}`} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </label>
              </div>
            );
          })}
        </div>
        <p id={`${ids}-default-hint`} className="tf-form__hint">
          {t('languages.defaultHint')}
        </p>
      </fieldset>
      <div className="tf-form__row">
        <div className="tf-form__field">
          <label htmlFor={`${ids}-default`}>{t('languages.defaultLanguage')}</label>
          <select id={`${ids}-default`} {...describedBy(`${ids}-default`, null, defaultError)} {...register('agency.defaultLanguage')}>
            {offered.map((o) => (
              <option key={o.code} value={o.code} lang={o.code}>
                {LANGUAGE_NAMES[o.code]}
              </option>
            ))}
          </select>
          <FieldMessage id={`${ids}-default-error`} message={defaultError} />
        </div>
        <div className="tf-form__field">
          <label htmlFor={`${ids}-country`}>{t('languages.defaultCountry')}</label>
          <select id={`${ids}-country`} {...describedBy(`${ids}-country`, null, countryError)} {...register('agency.defaultCountry')}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldMessage id={`${ids}-country-error`} message={countryError} />
        </div>
      </div>
    </SettingsSection>
  );
}

export function AnalyticsSection({ id }: { id: string }) {
  const { t } = useWebsiteTranslation();
  return (
    <SettingsSection id={id} title={t('analytics.title')} description={t('analytics.description')}>
      <CheckField name="agency.analytics.isEnabled" label={t('analytics.enabled')} />
      <div className="tf-form__row">
        <TextField name="agency.analytics.googleAnalyticsId" label={t('analytics.google')} hint={t('analytics.googleHint')} dir="ltr" />
        <TextField name="agency.analytics.facebookAnalyticsId" label={t('analytics.facebook')} dir="ltr" />
      </div>
      <CheckField name="agency.askAnalyticsConsent" label={t('analytics.consent')} hint={t('analytics.consentHint')} />
    </SettingsSection>
  );
}

/** Ads (decision 0149): one AdSense unit on the public pages, after the same consent as analytics. */
export function AdvertisingSection({ id }: { id: string }) {
  const { t } = useWebsiteTranslation();
  return (
    <SettingsSection id={id} title={t('advertising.title')} description={t('advertising.description')}>
      <CheckField name="agency.advertising.isEnabled" label={t('advertising.enabled')} />
      <div className="tf-form__row">
        <TextField
          name="agency.advertising.adsenseClientId"
          label={t('advertising.client')}
          hint={t('advertising.clientHint')}
          invalidMessage={t('errors.adsenseClientId')}
          dir="ltr"
        />
        <TextField
          name="agency.advertising.adsenseSlotId"
          label={t('advertising.slot')}
          hint={t('advertising.slotHint')}
          invalidMessage={t('errors.adsenseSlotId')}
          dir="ltr"
        />
      </div>
    </SettingsSection>
  );
}

/** The maps' tile provider (decision 0101): a MapLibre style URL; empty, the platform's or the bundled world map. */
export function MapsSection({ id }: { id: string }) {
  const { t } = useWebsiteTranslation();
  return (
    <SettingsSection id={id} title={t('maps.title')} description={t('maps.description')}>
      <TextField name="agency.mapStyleUrl" type="url" label={t('maps.styleUrl')} hint={t('maps.styleUrlHint')} dir="ltr" />
    </SettingsSection>
  );
}
