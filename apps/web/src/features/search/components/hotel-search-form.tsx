import { zodResolver } from '@hookform/resolvers/zod';
import { defaultHotelSearch, hotelSearchFormSchema, latestStartDate, type HotelSearch } from '@tripfront/domain/search';
import { hasBookingRangeLimit } from '@tripfront/domain/booking-range';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import { searchPlaceOf } from '@tripfront/domain/search/plain-search';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { hotelLocationsQueryOptions } from '../api/suggest-hotel-locations.ts';
import { useSearchContext } from '../hooks/use-search-context.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { DateRangeField } from './date-range-field.tsx';
import { HotelRoomsPicker } from './hotel-rooms-picker.tsx';
import { PlaceController } from './place-combobox.tsx';
import { SearchFormShell } from './search-form-shell.tsx';

export interface SearchFormProps<T> {
  /** Prefilled values, e.g. read from the URL of a results page. */
  initialQuery?: T;
  onSubmit: (values: T) => void;
  /** The form's accessible name. */
  label: string;
  /** The submit button's words, when not "Search". */
  submitLabel?: string;
}

/** A picked suggestion as the form's value (shared with the server's look-up of a typed place). */
export const toSearchPlace = searchPlaceOf;
export const placeLabel = (p: { label: string }) => p.label;

/** Hotels: destination, check-in and check-out, rooms with adults and children's ages. */
export function HotelSearchForm({ initialQuery, onSubmit, label, submitLabel }: SearchFormProps<HotelSearch>) {
  const { t } = useSearchTranslation();
  const ctx = useSearchContext();
  const schema = useMemo(() => hotelSearchFormSchema(ctx), [ctx]);
  const { control, handleSubmit, formState } = useForm<HotelSearch>({
    resolver: zodResolver(schema),
    defaultValues: initialQuery ?? defaultHotelSearch(),
    reValidateMode: 'onChange',
  });
  const { errors } = formState;
  const ageErrors: Record<string, string | undefined> = {};
  errors.rooms?.forEach?.((room, r) => room?.childAges?.forEach?.((age, c) => (ageErrors[`${r}.${c}`] = age?.message)));

  return (
    <SearchFormShell
      label={label}
      submitLabel={submitLabel}
      layout="hotels"
      invalid={formState.submitCount > 0 && Object.keys(errors).length > 0}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <PlaceController
        control={control}
        name="destination"
        label={t('hotels.destination')}
        suggestions={hotelLocationsQueryOptions}
        toValue={toSearchPlace}
        valueLabel={placeLabel}
      />
      <Controller
        control={control}
        name="checkin"
        render={({ field: checkin, fieldState: checkinState }) => (
          <Controller
            control={control}
            name="checkout"
            render={({ field: checkout, fieldState: checkoutState }) => (
              <DateRangeField
                legend={t('hotels.stay')}
                startLabel={t('hotels.checkin')}
                startInputName="checkin_date"
                endInputName="checkout_date"
                endLabel={t('hotels.checkout')}
                value={{ start: checkin.value, end: checkout.value }}
                onChange={({ start, end }) => {
                  checkin.onChange(start);
                  checkout.onChange(end);
                }}
                earliest={earliestSearchDate('hotels', ctx.today, ctx.restriction)}
                latest={latestStartDate(ctx.today)}
                minNights={1}
                capped={hasBookingRangeLimit('hotels')}
                startError={checkinState.error?.message}
                endError={checkoutState.error?.message}
                startRef={checkin.ref}
                endRef={checkout.ref}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="rooms"
        render={({ field }) => <HotelRoomsPicker value={field.value} onChange={field.onChange} ageErrors={ageErrors} />}
      />
    </SearchFormShell>
  );
}
