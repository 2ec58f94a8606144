import { GENDERS } from '@tripfront/domain/booking/flight-api';
import { useMemo, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { countryOptions } from '@tripfront/domain/country-names';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import type { PassengerFields, PassengersForm } from '../passenger-rules.ts';
import { SavedTravellerPicker } from '../../booking/index.ts';
import { useEnabledCountries } from '../../agency/index.ts';
import type { SavedTraveller } from '@tripfront/domain/saved-travellers';

interface PassengerFieldsProps {
  form: UseFormReturn<PassengersForm, unknown, PassengersForm>;
  documentRequired: boolean;
  lastDate: string;
  /** "Save this traveller" for passenger `i` (the checkout's useSaveTravellers). */
  saveCheck?: ((index: number) => ReactNode) | undefined;
}

/** Every passenger as on their travel document, grouped by passenger; each message under its field. */
export function PassengerFieldsets({ form, documentRequired, lastDate, saveCheck }: PassengerFieldsProps) {
  const { t, i18n } = useFlightsTranslation();
  const allCountries = useMemo(() => countryOptions(i18n.resolvedLanguage ?? 'en'), [i18n.resolvedLanguage]);
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  // The agency's enabled countries, and any a saved traveller brought in.
  const countries = useEnabledCountries(
    allCountries,
    form.watch('passengers').flatMap((p) => [p.nationality, p.documentCountry]),
  );
  /** A saved traveller's names, date of birth, nationality and passport into passenger `i`'s fields (decision 0102). */
  const fill = (i: number, p: SavedTraveller) => {
    const set = (name: Exclude<keyof PassengerFields, 'type'>, value: string | null | undefined) => {
      if (value) setValue(`passengers.${i}.${name}`, value, { shouldValidate: true });
    };
    set('givenName', p.firstName);
    set('familyName', p.lastName);
    set('birthDate', p.birthDate);
    set('nationality', p.nationality);
    set('documentNumber', p.passport?.number);
    set('documentExpiry', p.passport?.expiry);
    set('documentCountry', p.passport?.issuingCountry);
  };
  const passengers = getValues('passengers');
  const numbers = { adult: 0, child: 0, infant: 0 };

  return (
    <section className="tf-flight-passengers" aria-labelledby="passengers-title">
      <h2 id="passengers-title">{t('passengers.title')}</h2>
      <p className="tf-flight-muted">{t('passengers.asOnDocument')}</p>
      {passengers.map((p, i) => {
        numbers[p.type] += 1;
        const e = errors.passengers?.[i];
        const field = (
          name: 'givenName' | 'familyName' | 'birthDate' | 'documentNumber' | 'documentExpiry',
          label: string,
          props: Record<string, unknown> = {},
        ) => {
          const id = `passenger-${i}-${name}`;
          const message = e?.[name]?.message;
          return (
            <div className="tf-booking-field">
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
                {...props}
                {...register(`passengers.${i}.${name}`)}
              />
              {message && (
                <p className="tf-booking-field__error" id={`${id}-error`}>
                  {message}
                </p>
              )}
            </div>
          );
        };
        const select = (name: 'gender' | 'nationality' | 'documentCountry', label: string, options: Array<{ value: string; label: string }>) => {
          const id = `passenger-${i}-${name}`;
          const message = e?.[name]?.message;
          return (
            <div className="tf-booking-field">
              <label htmlFor={id}>{label}</label>
              <select
                id={id}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
                {...register(`passengers.${i}.${name}`)}
              >
                <option value="">{t('passengers.choose')}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              {message && (
                <p className="tf-booking-field__error" id={`${id}-error`}>
                  {message}
                </p>
              )}
            </div>
          );
        };
        const countryList = countries.map((c) => ({ value: c.code, label: c.name }));
        return (
          <fieldset key={i} className="tf-card tf-flight-passenger">
            <legend>{t(`passengers.legend.${p.type}`, { number: numbers[p.type] })}</legend>
            <SavedTravellerPicker onChoose={(chosen) => fill(i, chosen)} />
            <div className="tf-booking-row">
              {field('givenName', t('passengers.givenName'), { autoComplete: i === 0 ? 'given-name' : 'off' })}
              {field('familyName', t('passengers.familyName'), { autoComplete: i === 0 ? 'family-name' : 'off' })}
            </div>
            <div className="tf-booking-row">
              {field('birthDate', t('passengers.birthDate'), { type: 'date', max: lastDate })}
              {select(
                'gender',
                t('passengers.gender'),
                GENDERS.map((g) => ({ value: g, label: t(`passengers.genders.${g}`) })),
              )}
            </div>
            {select('nationality', t('passengers.nationality'), countryList)}
            {documentRequired && (
              <>
                <div className="tf-booking-row">
                  {field('documentNumber', t('passengers.documentNumber'), { autoCapitalize: 'characters', spellCheck: false })}
                  {field('documentExpiry', t('passengers.documentExpiry'), { type: 'date', min: lastDate })}
                </div>
                {select('documentCountry', t('passengers.documentCountry'), countryList)}
              </>
            )}
            {saveCheck?.(i)}
          </fieldset>
        );
      })}
    </section>
  );
}
