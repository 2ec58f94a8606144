import { zodResolver } from '@hookform/resolvers/zod';
import { airportOf } from '@tripfront/domain/search/plain-search';
import {
  CABINS,
  defaultFlightSearch,
  emptyFlightLeg,
  FLIGHT_GUESTS,
  flightSearchFormSchema,
  MULTI_CITY_LEGS,
  TRIP_TYPES,
  type FlightSearch,
  type SearchAirport,
} from '@tripfront/domain/search';
import { hasBookingRangeLimit } from '@tripfront/domain/booking-range';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { useLocation } from 'react-router';
import { airportsQueryOptions, useNearestAirports } from '../api/search-airports.ts';
import { useSearchContext } from '../hooks/use-search-context.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { DateInput, DateRangeField } from './date-range-field.tsx';
import { FieldError } from './field-error.tsx';
import { GuestPicker } from './guest-pickers.tsx';
import type { SearchFormProps } from './hotel-search-form.tsx';
import { PlaceController } from './place-combobox.tsx';
import { SearchFormShell } from './search-form-shell.tsx';

const toAirport = airportOf;
const airportLabel = (a: SearchAirport) => a.label;

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
              <input
                type="radio"
                value={type}
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
          <select id={`${id}-cabin`} {...register('cabin')}>
            {CABINS.map((cabin) => (
              <option key={cabin} value={cabin}>
                {t(`flights.cabins.${cabin}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {multi ? (
        <fieldset className="tf-flight-legs">
          <legend className="tf-sr-only">{t('flights.legs')}</legend>
          {legs.fields.map((leg, index) => (
            <LegFields
              key={leg.id}
              control={control}
              index={index}
              earliest={earliest}
              onRemove={legs.fields.length > MULTI_CITY_LEGS.min ? () => legs.remove(index) : null}
            />
          ))}
          <FieldError id={`${id}-legs-error`} message={errors.legs?.root?.message ?? errors.legs?.message} />
          {legs.fields.length < MULTI_CITY_LEGS.max && (
            <button
              type="button"
              className="tf-button tf-button--outline tf-flight-legs__add"
              onClick={() => legs.append({ ...emptyFlightLeg(), from: getValues(`legs.${legs.fields.length - 1}.to`) ?? null })}
            >
              {t('flights.addLeg')}
            </button>
          )}
        </fieldset>
      ) : (
        <>
          <div className="tf-airports">
            <div className="tf-airports__from">
              <PlaceController
                control={control}
                name="from"
                label={t('flights.from')}
                suggestions={airportsQueryOptions}
                toValue={toAirport}
                valueLabel={airportLabel}
              />
              {nearby.length > 1 && (
                <div className="tf-airports__nearby" role="group" aria-label={t('flights.nearby')}>
                  <span aria-hidden="true">{t('flights.nearby')}</span>
                  {nearby.map((a) => (
                    <button
                      key={a.iata}
                      type="button"
                      className="tf-airports__chip"
                      aria-pressed={watch('from')?.iata === a.iata}
                      aria-label={a.label}
                      onClick={() => setValue('from', a, { shouldValidate: formState.submitCount > 0 })}
                    >
                      {a.iata}
                    </button>
                  ))}
                </div>
              )}
            </div>
            <button type="button" className="tf-airports__swap" aria-label={t('flights.swap')} title={t('flights.swap')} onClick={swap}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M7 7h11l-3-3 1.4-1.4L21.8 8l-5.4 5.4L15 12l3-3H7V7zm10 10H6l3 3-1.4 1.4L2.2 16l5.4-5.4L9 12l-3 3h11v2z" />
              </svg>
            </button>
            <PlaceController
              control={control}
              name="to"
              label={t('flights.to')}
              suggestions={airportsQueryOptions}
              toValue={toAirport}
              valueLabel={airportLabel}
            />
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
                    startInputName="depart_date"
                    endInputName="return_date"
                    endLabel={t('flights.return')}
                    value={{ start: depart.value, end: roundTrip ? ret.value : null }}
                    onChange={({ start, end }) => {
                      depart.onChange(start);
                      if (roundTrip) ret.onChange(end);
                    }}
                    earliest={earliestSearchDate('flights', ctx.today, ctx.restriction)}
                    minNights={0}
                    capped={hasBookingRangeLimit('flights')}
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
        </>
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

interface LegFieldsProps {
  control: Control<FlightSearch>;
  index: number;
  earliest: string;
  /** Null when the trip has the fewest legs multi-city allows. */
  onRemove: (() => void) | null;
}

/** One leg of a multi-city trip: from, to and the day. */
function LegFields({ control, index, earliest, onRemove }: LegFieldsProps) {
  const { t } = useSearchTranslation();
  const id = useId();
  const number = index + 1;
  return (
    <div className="tf-flight-leg" role="group" aria-label={t('flights.leg', { number })}>
      <span className="tf-flight-leg__number" aria-hidden="true">
        {number}
      </span>
      <PlaceController
        control={control}
        name={`legs.${index}.from`}
        label={t('flights.legFrom', { number })}
        suggestions={airportsQueryOptions}
        toValue={toAirport}
        valueLabel={airportLabel}
      />
      <PlaceController
        control={control}
        name={`legs.${index}.to`}
        label={t('flights.legTo', { number })}
        suggestions={airportsQueryOptions}
        toValue={toAirport}
        valueLabel={airportLabel}
      />
      <Controller
        control={control}
        name={`legs.${index}.date`}
        render={({ field, fieldState }) => (
          <DateInput
            id={`${id}-date`}
            label={t('flights.legDate', { number })}
            value={field.value}
            min={earliest}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            describedBy=""
            inputRef={field.ref}
          />
        )}
      />
      {onRemove && (
        <button type="button" className="tf-button tf-button--ghost tf-flight-leg__remove" onClick={onRemove}>
          {t('flights.removeLeg', { number })}
        </button>
      )}
    </div>
  );
}
