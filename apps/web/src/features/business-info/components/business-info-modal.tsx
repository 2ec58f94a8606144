import { zodResolver } from '@hookform/resolvers/zod';
import { countryNames } from '@tripfront/domain/country-names';
import { BOOKING_VOLUMES, BUSINESS_USAGES, HEARD_BY, hearByDetail, type BusinessInfo } from '@tripfront/domain/business-info';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import PhoneInput, { getCountries, type Labels } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useEnabledCountries } from '../../agency/index.ts';
import { useSupportManagers } from '../api/get-support-managers.ts';
import { businessInfoFormSchema, EMPTY_BUSINESS_INFO_FORM, toBusinessInfoPayload, type BusinessInfoFormValues } from '../form-schema.ts';
import { EnginesField, HearByDetailField, RequiredMark, SelectField } from './business-info-fields.tsx';
import { useBusinessInfoTranslation, type BusinessInfoKey } from '../hooks/use-business-info-translation.ts';
import './business-info-modal.css';

const VOLUME_KEYS: Record<(typeof BOOKING_VOLUMES)[number], BusinessInfoKey> = {
  '$0, Just getting started': 'volumes.starting',
  'Under $100k': 'volumes.under100k',
  '$100k - $500k': 'volumes.from100kTo500k',
  '$500k - $1M': 'volumes.from500kTo1m',
  '$1M+': 'volumes.over1m',
};
const USAGE_KEYS: Record<(typeof BUSINESS_USAGES)[number], BusinessInfoKey> = {
  'B2C website': 'usages.b2c',
  'B2B platform for clients': 'usages.b2b',
  'API integrated with own product': 'usages.api',
};
const HEARD_BY_KEYS: Record<(typeof HEARD_BY)[number], BusinessInfoKey> = {
  'Social Media': 'heardByOptions.socialMedia',
  'Peer referral': 'heardByOptions.peerReferral',
  Google: 'heardByOptions.google',
  'Customer Support Manager': 'heardByOptions.supportManager',
  Other: 'heardByOptions.other',
};

interface BusinessInfoModalProps {
  /** Called with the payload of spec §7; the caller closes the modal first, then submits. */
  onSubmit: (payload: BusinessInfo) => void;
}

/**
 * The business-information modal (spec §4, §5): cannot be dismissed; the email is checked on blur
 * and, once its error shows, on every change; Submit stays disabled until the form is complete.
 */
export function BusinessInfoModal({ onSubmit }: BusinessInfoModalProps) {
  const { t, i18n } = useBusinessInfoTranslation();
  const id = useId();
  const managers = useSupportManagers();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';

  const schema = useMemo(
    () => businessInfoFormSchema({ emailRequired: t('emailRequired'), emailInvalid: t('emailInvalid'), phoneInvalid: t('phoneInvalid') }, managers),
    [t, managers],
  );
  const {
    control,
    register,
    handleSubmit,
    setValue,
    trigger,
    watch,
    formState: { errors },
  } = useForm<BusinessInfoFormValues>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues: EMPTY_BUSINESS_INFO_FORM });

  const values = watch();
  // Computed from every field on every change, so Submit enables as soon as the last field is set.
  const complete = schema.safeParse(values).success;
  const countries = useMemo(() => countryNames(language, getCountries()), [language]);
  // The HQ country list keeps to the agency's enabled countries; the phone input's stays whole (any number may call).
  const hqCountries = useEnabledCountries(countries, [values.hqCountry]);
  const phoneLabels = useMemo<Labels>(
    () => ({ ...Object.fromEntries(countries.map((c) => [c.code, c.name])), ZZ: t('phoneInternational'), country: t('phoneCountry'), phone: t('phone') }),
    [countries, t],
  );
  const detail = hearByDetail(values.hearBy);

  const emailField = register('contactEmailId', {
    // Spec §5: validated on blur, and on change once an error shows.
    onChange: () => {
      if (errors.contactEmailId) void trigger('contactEmailId');
    },
  });
  const hearByField = register('hearBy', { onChange: () => setValue('hearByName', '') });
  const fieldId = (name: string) => `${id}-${name}`;
  const errorProps = (name: 'contactEmailId' | 'contactPhoneNumber') =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': fieldId(`${name}-error`) } : {};

  const detailLabel: Record<typeof detail, BusinessInfoKey | null> = {
    social: 'detail.social',
    manager: 'detail.manager',
    text: values.hearBy === 'Peer referral' ? 'detail.peerReferral' : 'detail.other',
    none: null,
  };
  const detailKey = detailLabel[detail];

  return (
    <Dialog open title={t('title')} dismissible={false}>
      <form className="tf-bi" noValidate onSubmit={(event) => void handleSubmit((v) => onSubmit(toBusinessInfoPayload(v)))(event)}>
        <p className="tf-bi__intro">{t('intro')}</p>
        <p className="tf-bi__note">{t('requiredNote')}</p>

        <div className="tf-bi__field">
          <label htmlFor={fieldId('email')}>
            {t('email')} <RequiredMark />
          </label>
          <input
            id={fieldId('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            {...errorProps('contactEmailId')}
            {...emailField}
          />
          {errors.contactEmailId && (
            <p id={fieldId('contactEmailId-error')} className="tf-bi__error" role="alert">
              {errors.contactEmailId.message}
            </p>
          )}
        </div>

        <div className="tf-bi__field">
          <label htmlFor={fieldId('phone')}>
            {t('phone')} <span className="tf-bi__optional">({t('optional')})</span>
          </label>
          <Controller
            control={control}
            name="contactPhoneNumber"
            render={({ field }) => (
              <PhoneInput
                id={fieldId('phone')}
                className="tf-bi__phone"
                defaultCountry="US"
                flags={flags}
                labels={phoneLabels}
                autoComplete="tel"
                value={field.value || undefined}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                {...errorProps('contactPhoneNumber')}
              />
            )}
          />
          {errors.contactPhoneNumber && (
            <p id={fieldId('contactPhoneNumber-error')} className="tf-bi__error" role="alert">
              {errors.contactPhoneNumber.message}
            </p>
          )}
        </div>

        <SelectField
          id={fieldId('hq')}
          label={t('hqCountry')}
          registration={register('hqCountry')}
          options={hqCountries.map((c) => ({ value: c.code, label: c.name }))}
        />

        <EnginesField engines={values.engines} onChange={(engines) => setValue('engines', engines, { shouldDirty: true })} />

        <div className="tf-bi__row">
          <SelectField
            id={fieldId('volume')}
            label={t('volume')}
            registration={register('bookingVolume')}
            options={BOOKING_VOLUMES.map((v) => ({ value: v, label: t(VOLUME_KEYS[v]) }))}
          />
          <SelectField
            id={fieldId('usage')}
            label={t('usage')}
            registration={register('useForBusiness')}
            options={BUSINESS_USAGES.map((v) => ({ value: v, label: t(USAGE_KEYS[v]) }))}
          />
        </div>

        <div className="tf-bi__row">
          <SelectField
            id={fieldId('heard')}
            label={t('heardBy')}
            registration={hearByField}
            options={HEARD_BY.map((v) => ({ value: v, label: t(HEARD_BY_KEYS[v]) }))}
          />
          {detailKey && detail !== 'none' && (
            <HearByDetailField id={fieldId('detail')} labelKey={detailKey} detail={detail} managers={managers} registration={register('hearByName')} />
          )}
        </div>

        <div className="tf-bi__actions">
          <button type="submit" className="tf-button tf-button--primary" disabled={!complete} aria-describedby={complete ? undefined : fieldId('hint')}>
            {t('submit')}
          </button>
          {!complete && (
            <p id={fieldId('hint')} className="tf-bi__hint">
              {t('submitHint')}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
