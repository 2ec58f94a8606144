import { zodResolver } from '@hookform/resolvers/zod';
import type { PlaceSuggestion } from '@tripfront/domain/inventory';
import {
  CABINS,
  defaultFlightSearch,
  earliestSearchDate,
  FLIGHT_GUESTS,
  flightSearchFormSchema,
  TRIP_TYPES,
  type FlightSearch,
  type SearchAirport,
} from '@tripfront/domain/search';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { airportsQueryOptions } from '../api/search-airports.ts';
import { useSearchContext } from '../hooks/use-search-context.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { DateRangeField } from './date-range-field.tsx';
import { GuestPicker } from './guest-pickers.tsx';
import type { SearchFormProps } from './hotel-search-form.tsx';
import { PlaceController } from './place-combobox.tsx';
import { SearchFormShell } from './search-form-shell.tsx';

const toAirport = (s: PlaceSuggestion): SearchAirport => ({ iata: s.iata ?? s.id.replace(/^airport:/, ''), label: s.label });
const airportLabel = (a: SearchAirport) => a.label;

/** Flights: trip type, from and to airports, dates, cabin and passengers (spec §3 age bands). */
export function FlightSearchForm({ initialQuery, onSubmit, label }: SearchFormProps<FlightSearch>) {
  const { t } = useSearchTranslation();
  const id = useId();
  const ctx = useSearchContext();
  const schema = useMemo(() => flightSearchFormSchema(ctx), [ctx]);
  const { control, handleSubmit, formState, watch, getValues, setValue, register } = useForm<FlightSearch>({
    resolver: zodResolver(schema),
    defaultValues: initialQuery ?? defaultFlightSearch(),
    reValidateMode: 'onChange',
  });
  const { errors } = formState;
  const roundTrip = watch('tripType') === 'roundtrip';

  const swap = () => {
    const { from, to } = getValues();
    setValue('from', to, { shouldValidate: formState.submitCount > 0 });
    setValue('to', from, { shouldValidate: formState.submitCount > 0 });
  };

  return (
    <SearchFormShell
      label={label}
      layout="flights"
      invalid={formState.submitCount > 0 && Object.keys(errors).length > 0}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <div className="tf-search-form__row tf-search-form__options">
        <fieldset className="tf-segmented">
          <legend className="tf-sr-only">{t('flights.tripType')}</legend>
          {TRIP_TYPES.map((type) => (
            <label key={type} className="tf-segmented__option">
              <input type="radio" value={type} {...register('tripType')} />
              <span>{t(`flights.${type}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="tf-field tf-field--inline">
          <label htmlFor={`${id}-cabin`}>{t('flights.cabin')}</label>
          <select id={`${id}-cabin`} {...register('cabin')}>
            {CABINS.map((cabin) => (
              <option key={cabin} value={cabin}>
                {t(`flights.cabins.${cabin}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="tf-airports">
        <PlaceController
          control={control}
          name="from"
          label={t('flights.from')}
          suggestions={airportsQueryOptions}
          toValue={toAirport}
          valueLabel={airportLabel}
        />
        <button type="button" className="tf-airports__swap" aria-label={t('flights.swap')} title={t('flights.swap')} onClick={swap}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 7h11l-3-3 1.4-1.4L21.8 8l-5.4 5.4L15 12l3-3H7V7zm10 10H6l3 3-1.4 1.4L2.2 16l5.4-5.4L9 12l-3 3h11v2z" />
          </svg>
        </button>
        <PlaceController control={control} name="to" label={t('flights.to')} suggestions={airportsQueryOptions} toValue={toAirport} valueLabel={airportLabel} />
      </div>
      <Controller
        control={control}
        name="departDate"
        render={({ field: depart, fieldState: departState }) => (
          <Controller
            control={control}
            name="returnDate"
            render={({ field: ret, fieldState: retState }) => (
              <DateRangeField
                legend={t('flights.travelDates')}
                startLabel={t('flights.depart')}
                endLabel={t('flights.return')}
                value={{ start: depart.value, end: roundTrip ? ret.value : null }}
                onChange={({ start, end }) => {
                  depart.onChange(start);
                  if (roundTrip) ret.onChange(end);
                }}
                earliest={earliestSearchDate('flights', ctx.today, ctx.restriction)}
                minNights={0}
                capped={false}
                withEnd={roundTrip}
                startError={departState.error?.message}
                endError={roundTrip ? retState.error?.message : undefined}
                startRef={depart.ref}
                endRef={ret.ref}
              />
            )}
          />
        )}
      />
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
              field.onChange(counts.adults);
              setValue('children', counts.children);
              setValue('infants', counts.infants);
            }}
          />
        )}
      />
    </SearchFormShell>
  );
}
