import { zodResolver } from '@hookform/resolvers/zod';
import { airportOf } from '@tripfront/domain/search/plain-search';
import { CABINS, defaultFlightSearch, FLIGHT_GUESTS, flightSearchFormSchema, TRIP_TYPES, type FlightSearch } from '@tripfront/domain/search';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useNearestAirports } from '../api/search-airports.ts';
import { useSearchContext } from '../hooks/use-search-context.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { FieldError } from './field-error.tsx';
import { GuestPicker } from './guest-pickers.tsx';
import type { SearchFormProps } from './hotel-search-form.tsx';
import { AirportsAndDates, MultiCityLegs } from './flight-search-fields.tsx';
import { SearchFormShell } from './search-form-shell.tsx';

const toAirport = airportOf;

/** airportLat/airportLong of a page's query (spec §2), or null when either is missing or not a coordinate. */
function airportPoint(query: string): { latitude: number; longitude: number } | null {
  const params = new URLSearchParams(query);
  const latitude = Number(params.get('airportLat') ?? 'x');
  const longitude = Number(params.get('airportLong') ?? 'x');
  if (!params.get('airportLat') || !params.get('airportLong') || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/**
 * Flights: trip type (round trip, one way, multi-city with 2 to 5 legs), from and to airports, dates,
 * cabin and passengers (spec §3 age bands). A party the booking would refuse (an infant without an
 * adult's lap, more than 9 seats) is refused here with the reason (booking/passengers.ts).
 */
export function FlightSearchForm({ initialQuery, onSubmit, label, submitLabel }: SearchFormProps<FlightSearch>) {
  const { t } = useSearchTranslation();
  const id = useId();
  const ctx = useSearchContext();
  const schema = useMemo(() => flightSearchFormSchema(ctx), [ctx]);
  // Read once, as useForm does; also the registered fields' own defaults: the server's HTML shows (and a form sent without the app sends) them.
  const [defaults] = useState(() => initialQuery ?? defaultFlightSearch());
  const form = useForm<FlightSearch>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, formState, watch, getValues, setValue, register } = form;
  const { errors } = formState;
  const tripType = watch('tripType');
  const roundTrip = tripType === 'roundtrip';
  const multi = tripType === 'multicity';
  const legs = useFieldArray({ control, name: 'legs' });
  const earliest = earliestSearchDate('flights', ctx.today, ctx.restriction);
  // Spec §2: airportLat/airportLong in the page's URL offer the airports nearest that point as the departure.
  const { search: pageQuery } = useLocation();
  const point = useMemo(() => airportPoint(pageQuery), [pageQuery]);
  const nearest = useNearestAirports(point);
  const nearby = useMemo(() => (nearest.data?.items ?? []).map(toAirport), [nearest.data]);
  useEffect(() => {
    if (nearby[0] && getValues('from') === null) setValue('from', nearby[0]);
  }, [nearby, getValues, setValue]);

  return (
    <SearchFormShell
      label={label}
      submitLabel={submitLabel}
      layout="flights"
      invalid={formState.submitCount > 0 && Object.keys(errors).length > 0}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <div className="tf-search-form__row tf-search-form__options">
        <fieldset className="tf-segmented">
          <legend className="tf-sr-only">{t('flights.tripType')}</legend>
          {TRIP_TYPES.map((type) => (
            <label key={type} className="tf-segmented__option">
              <input
                type="radio"
                value={type}
                defaultChecked={defaults.tripType === type}
                {...register('tripType', {
                  // Multi-city starts from the trip typed so far: its first leg, then back (or on).
                  onChange: (e: { target: { value: string } }) => {
                    if (e.target.value !== 'multicity' || getValues('legs').length > 0) return;
                    const { from, to, departDate, returnDate } = getValues();
                    legs.replace([
                      { from, to, date: departDate },
                      { from: to, to: null, date: returnDate },
                    ]);
                  },
                })}
              />
              <span>{t(`flights.${type}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="tf-field tf-field--inline">
          <label htmlFor={`${id}-cabin`}>{t('flights.cabin')}</label>
          <select id={`${id}-cabin`} defaultValue={defaults.cabin} {...register('cabin')}>
            {CABINS.map((cabin) => (
              <option key={cabin} value={cabin}>
                {t(`flights.cabins.${cabin}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {multi ? (
        <MultiCityLegs form={form} legs={legs} id={id} earliest={earliest} />
      ) : (
        <AirportsAndDates form={form} nearby={nearby} roundTrip={roundTrip} earliest={earliest} />
      )}
      <Controller
        control={control}
        name="adults"
        render={({ field }) => (
          <GuestPicker
            label={t('flights.passengers')}
            rules={FLIGHT_GUESTS}
            withAgeHints
            value={{ adults: field.value, children: watch('children'), infants: watch('infants') }}
            onChange={(counts) => {
              const check = { shouldValidate: formState.submitCount > 0 };
              field.onChange(counts.adults);
              setValue('children', counts.children, check);
              setValue('infants', counts.infants, check);
            }}
          />
        )}
      />
      <div className="tf-flight-party" aria-live="polite">
        <FieldError id={`${id}-party-error`} message={errors.infants?.message} />
      </div>
    </SearchFormShell>
  );
}
