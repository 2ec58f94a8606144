import { hasBookingRangeLimit } from '@tripfront/domain/booking-range';
import { emptyFlightLeg, MULTI_CITY_LEGS, type FlightSearch, type SearchAirport } from '@tripfront/domain/search';
import { airportOf } from '@tripfront/domain/search/plain-search';
import { useId } from 'react';
import { Controller, type Control, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { airportsQueryOptions } from '../api/search-airports.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { DateInput, DateRangeField } from './date-range-field.tsx';
import { FieldError } from './field-error.tsx';
import { PlaceController } from './place-combobox.tsx';

// The flight search form's parts (flight-search-form.tsx): a round trip or one way, or the legs of a multi-city trip.

const toAirport = airportOf;
const airportLabel = (a: SearchAirport) => a.label;

interface AirportsAndDatesProps {
  form: UseFormReturn<FlightSearch>;
  /** The airports nearest the page's airportLat/airportLong, offered as chips when there is a choice. */
  nearby: readonly SearchAirport[];
  roundTrip: boolean;
  earliest: string;
}

/** From and to (with a swap button and the nearby departure airports), then the travel dates. */
export function AirportsAndDates({ form, nearby, roundTrip, earliest }: AirportsAndDatesProps) {
  const { t } = useSearchTranslation();
  const { control, formState, watch, getValues, setValue } = form;
  const swap = () => {
    const { from, to } = getValues();
    setValue('from', to, { shouldValidate: formState.submitCount > 0 });
    setValue('to', from, { shouldValidate: formState.submitCount > 0 });
  };
  return (
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
                startInputName="depart_date"
                endInputName="return_date"
                endLabel={t('flights.return')}
                value={{ start: depart.value, end: roundTrip ? ret.value : null }}
                onChange={({ start, end }) => {
                  depart.onChange(start);
                  if (roundTrip) ret.onChange(end);
                }}
                earliest={earliest}
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
  );
}

interface MultiCityLegsProps {
  form: UseFormReturn<FlightSearch>;
  legs: UseFieldArrayReturn<FlightSearch, 'legs'>;
  /** The form's id, which the legs' error is named after. */
  id: string;
  earliest: string;
}

/** The legs of a multi-city trip, 2 to 5 of them, each removable while more than the fewest remain. */
export function MultiCityLegs({ form, legs, id, earliest }: MultiCityLegsProps) {
  const { t } = useSearchTranslation();
  const {
    control,
    getValues,
    formState: { errors },
  } = form;
  return (
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
