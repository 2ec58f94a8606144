import { zodResolver } from '@hookform/resolvers/zod';
import { carSearchFormSchema, defaultCarSearch, DRIVER_AGE, type CarSearch } from '@tripfront/domain/search';
import { hasBookingRangeLimit } from '@tripfront/domain/booking-range';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useEnabledCountries } from '../../agency/index.ts';
import { useCarCountries } from '../api/get-car-countries.ts';
import { carLocationsQueryOptions } from '../api/suggest-car-locations.ts';
import { useSearchContext } from '../hooks/use-search-context.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { DateRangeController } from './date-range-field.tsx';
import { FieldError } from './field-error.tsx';
import { placeLabel, toSearchPlace, type SearchFormProps } from './hotel-search-form.tsx';
import { PlaceController } from './place-combobox.tsx';
import { SearchFormShell } from './search-form-shell.tsx';

/** Half-hour slots of the day, 'HH:mm'. */
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`);
const AGES = Array.from({ length: DRIVER_AGE.max - DRIVER_AGE.min + 1 }, (_, i) => DRIVER_AGE.min + i);
/** Until the car countries load. */
const NO_COUNTRIES: ReadonlyArray<{ code: string; name: string }> = [];

/** Cars: pick-up (and optionally a different drop-off) place, dates and times, driver's age. */
export function CarSearchForm({ initialQuery, onSubmit, label, submitLabel }: SearchFormProps<CarSearch>) {
  const { t } = useSearchTranslation();
  const id = useId();
  const ctx = useSearchContext();
  const schema = useMemo(() => carSearchFormSchema(ctx), [ctx]);
  // Read once, as useForm does; also the registered fields' own defaults: the server's HTML shows (and a form sent without the app sends) them.
  const [defaults] = useState(() => initialQuery ?? defaultCarSearch());
  const { control, handleSubmit, formState, watch, register } = useForm<CarSearch>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    reValidateMode: 'onChange',
  });
  const { errors } = formState;
  const differentDropoff = watch('differentDropoff');
  const pickupTime = watch('pickupTime');
  // A time in the URL that is not on the half-hour grid still shows as chosen.
  const times = (current: string) => (TIMES.includes(current) ? TIMES : [...TIMES, current].sort());
  // The countries load with the form; until then (or should they fail) the chosen one still shows.
  const countries = useEnabledCountries(useCarCountries().data ?? NO_COUNTRIES);
  const residences = (current: string) => (countries.some((c) => c.code === current) ? countries : [{ code: current, name: current }, ...countries]);

  return (
    <SearchFormShell
      label={label}
      submitLabel={submitLabel}
      layout="cars"
      invalid={formState.submitCount > 0 && Object.keys(errors).length > 0}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <div className="tf-search-form__places">
        <PlaceController
          control={control}
          name="pickup"
          label={t('cars.pickup')}
          suggestions={carLocationsQueryOptions}
          toValue={toSearchPlace}
          valueLabel={placeLabel}
        />
        {differentDropoff && (
          <PlaceController
            control={control}
            name="dropoff"
            label={t('cars.dropoff')}
            suggestions={carLocationsQueryOptions}
            toValue={toSearchPlace}
            valueLabel={placeLabel}
          />
        )}
        <label className="tf-check">
          <input type="checkbox" defaultChecked={defaults.differentDropoff} {...register('differentDropoff')} />
          <span>{t('cars.differentDropoff')}</span>
        </label>
      </div>
      <DateRangeController
        control={control}
        startName="pickupDate"
        endName="dropoffDate"
        legend={t('cars.rental')}
        startLabel={t('cars.pickupDate')}
        startInputName="pickup_date"
        endInputName="dropoff_date"
        endLabel={t('cars.dropoffDate')}
        earliest={earliestSearchDate('cars', ctx.today, ctx.restriction)}
        minNights={0}
        capped={hasBookingRangeLimit('cars')}
      />
      <div className="tf-search-form__row tf-search-form__times">
        <div className="tf-field">
          <label htmlFor={`${id}-pickup-time`}>{t('cars.pickupTime')}</label>
          <select id={`${id}-pickup-time`} defaultValue={defaults.pickupTime} {...register('pickupTime')}>
            {times(pickupTime).map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        </div>
        <div className="tf-field">
          <label htmlFor={`${id}-dropoff-time`}>{t('cars.dropoffTime')}</label>
          <select
            id={`${id}-dropoff-time`}
            aria-invalid={errors.dropoffTime ? true : undefined}
            aria-describedby={errors.dropoffTime ? `${id}-dropoff-time-error` : undefined}
            defaultValue={defaults.dropoffTime}
            {...register('dropoffTime')}
          >
            {times(watch('dropoffTime')).map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
          <FieldError id={`${id}-dropoff-time-error`} message={errors.dropoffTime?.message} />
        </div>
        <div className="tf-field">
          <label htmlFor={`${id}-age`}>{t('cars.driverAge')}</label>
          <select id={`${id}-age`} defaultValue={defaults.driverAge} {...register('driverAge', { valueAsNumber: true })}>
            {AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
        </div>
        <div className="tf-field">
          <label htmlFor={`${id}-residence`}>{t('cars.residence')}</label>
          <select id={`${id}-residence`} defaultValue={defaults.residence} {...register('residence')}>
            {residences(watch('residence')).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </SearchFormShell>
  );
}
