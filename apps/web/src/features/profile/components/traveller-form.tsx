import { zodResolver } from '@hookform/resolvers/zod';
import { countryOptions } from '@tripfront/domain/country-names';
import { TRAVELLER_TITLES, type SavedTraveller, type SavedTravellerBody } from '@tripfront/domain/saved-travellers';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { useEnabledCountries } from '../../agency/index.ts';
import { useSaveTraveller } from '../api/saved-travellers.ts';
import { useProfileTranslation, type ProfileT } from '../hooks/use-profile-translation.ts';

type Values = {
  title: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  passportCountry: string;
};

const valuesOf = (t: SavedTraveller | null): Values => ({
  title: t?.title ?? '',
  firstName: t?.firstName ?? '',
  lastName: t?.lastName ?? '',
  birthDate: t?.birthDate ?? '',
  nationality: t?.nationality ?? '',
  passportNumber: t?.passport?.number ?? '',
  passportExpiry: t?.passport?.expiry ?? '',
  passportCountry: t?.passport?.issuingCountry ?? '',
});

/** The form's checks in the page's language; the API checks the same again (domain/saved-travellers.ts). */
const schemaOf = (t: ProfileT) =>
  z
    .object({
      title: z.string(),
      firstName: z.string().trim().min(1, t('travellers.firstNameRequired')).max(60, t('nameTooLong')),
      lastName: z.string().trim().min(1, t('travellers.lastNameRequired')).max(60, t('nameTooLong')),
      birthDate: z.string(),
      nationality: z.string(),
      passportNumber: z
        .string()
        .trim()
        .regex(/^([A-Za-z0-9]{5,20})?$/, t('travellers.passportNumberInvalid')),
      passportExpiry: z.string(),
      passportCountry: z.string(),
    })
    .superRefine((v, ctx) => {
      // A passport is all three or none.
      if (!v.passportNumber) return;
      if (!v.passportExpiry) ctx.addIssue({ code: 'custom', path: ['passportExpiry'], message: t('travellers.passportIncomplete') });
      if (!v.passportCountry) ctx.addIssue({ code: 'custom', path: ['passportCountry'], message: t('travellers.passportIncomplete') });
    });

const bodyOf = (v: Values): SavedTravellerBody => ({
  title: (v.title || null) as SavedTravellerBody['title'],
  firstName: v.firstName,
  lastName: v.lastName,
  birthDate: v.birthDate || null,
  nationality: v.nationality || null,
  passport: v.passportNumber ? { number: v.passportNumber, expiry: v.passportExpiry, issuingCountry: v.passportCountry } : null,
});

/** Add or change one saved traveller: names required, date of birth, nationality and passport optional. */
export function TravellerForm({ traveller, onDone }: { traveller: SavedTraveller | null; onDone: () => void }) {
  const { t, i18n } = useProfileTranslation();
  const id = useId();
  const save = useSaveTraveller();
  const allCountries = useMemo(() => countryOptions(i18n.resolvedLanguage ?? 'en'), [i18n.resolvedLanguage]);
  const countries = useEnabledCountries(allCountries, [traveller?.nationality, traveller?.passport?.issuingCountry]);
  const schema = useMemo(() => schemaOf(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: valuesOf(traveller) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: traveller?.id, body: bodyOf(values) });
      onDone();
    } catch (error) {
      setError('root', { message: error instanceof ApiError && error.status === 409 ? error.message : t('error') });
    }
  });

  const field = (name: keyof Values, label: string, input: Record<string, unknown> = {}) => {
    const message = errors[name]?.message;
    return (
      <div className="tf-form__field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
          {...input}
          {...register(name)}
        />
        {message && (
          <p className="tf-form__error" id={`${id}-${name}-error`}>
            {message}
          </p>
        )}
      </div>
    );
  };
  const country = (name: 'nationality' | 'passportCountry', label: string) => (
    <div className="tf-form__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} aria-invalid={errors[name] ? true : undefined} {...register(name)}>
        <option value="">{t('travellers.none')}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      {errors[name]?.message && <p className="tf-form__error">{errors[name]?.message}</p>}
    </div>
  );

  return (
    <form
      className="tf-form tf-travellers__form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={traveller ? t('travellers.editTitle') : t('travellers.addTitle')}
    >
      {errors.root?.message && (
        <p className="tf-form__alert" role="alert">
          {errors.root.message}
        </p>
      )}
      <div className="tf-form__row">
        <div className="tf-form__field">
          <label htmlFor={`${id}-title`}>{t('travellers.title')}</label>
          <select id={`${id}-title`} {...register('title')}>
            <option value="">{t('travellers.none')}</option>
            {TRAVELLER_TITLES.map((title) => (
              <option key={title} value={title}>
                {t(`travellers.titles.${title}`)}
              </option>
            ))}
          </select>
        </div>
        {field('firstName', t('firstName'), { autoComplete: 'off', maxLength: 60 })}
        {field('lastName', t('lastName'), { autoComplete: 'off', maxLength: 60 })}
      </div>
      <div className="tf-form__row">
        {field('birthDate', t('travellers.birthDate'), { type: 'date' })}
        {country('nationality', t('travellers.nationality'))}
      </div>
      <fieldset className="tf-travellers__passport">
        <legend>{t('travellers.passport')}</legend>
        <div className="tf-form__row">
          {field('passportNumber', t('travellers.passportNumber'), { autoComplete: 'off', dir: 'ltr', maxLength: 20 })}
          {field('passportExpiry', t('travellers.passportExpiry'), { type: 'date' })}
          {country('passportCountry', t('travellers.passportCountry'))}
        </div>
      </fieldset>
      <div className="tf-travellers__actions">
        <button type="submit" className="tf-button tf-button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('travellers.save')}
        </button>
        <button type="button" className="tf-button tf-button--outline" onClick={onDone}>
          {t('travellers.cancel')}
        </button>
      </div>
    </form>
  );
}
