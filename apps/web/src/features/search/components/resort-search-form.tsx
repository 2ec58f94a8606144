import { zodResolver } from '@hookform/resolvers/zod';
import { resortPlaceOf } from '@tripfront/domain/search/plain-search';
import { defaultResortSearch, RESORT_GUESTS, resortSearchFormSchema, type ResortPlace, type ResortSearch } from '@tripfront/domain/search';
import { hasBookingRangeLimit } from '@tripfront/domain/booking-range';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { regionsErrorMessage, useResortRegions, useResortSubregions } from '../api/get-resort-regions.ts';
import { resortPlacesQueryOptions } from '../api/suggest-resort-places.ts';
import { useSearchContext } from '../hooks/use-search-context.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { DateRangeController } from './date-range-field.tsx';
import { GuestPicker } from './guest-pickers.tsx';
import { placeLabel, type SearchFormProps } from './hotel-search-form.tsx';
import { PlaceCombobox } from './place-combobox.tsx';
import { SearchFormShell } from './search-form-shell.tsx';

const toResortPlace = resortPlaceOf;

interface RegionSelectsProps {
  value: ResortPlace | null;
  onChange: (place: ResortPlace | null) => void;
}

/** The resort menu: regions, then the areas of the chosen region (GET /regions, then ?ids=…&children=true). */
function RegionSelects({ value, onChange }: RegionSelectsProps) {
  const { t } = useSearchTranslation();
  const id = useId();
  const regions = useResortRegions();
  const regionId = value?.regionId ?? null;
  const subregions = useResortSubregions(regionId);
  const region = regions.data?.find((r) => r.id === regionId);
  const failure = regions.error ?? subregions.error;
  return (
    <fieldset className="tf-regions">
      <legend className="tf-regions__legend">{t('resorts.browse')}</legend>
      <div className="tf-field">
        <label htmlFor={`${id}-region`}>{t('resorts.region')}</label>
        <select
          id={`${id}-region`}
          value={regionId ?? ''}
          aria-busy={regions.isPending || undefined}
          onChange={(event) => {
            const next = regions.data?.find((r) => r.id === Number(event.target.value));
            onChange(next ? { label: next.name, regionId: next.id, subregionId: null } : null);
          }}
        >
          <option value="">{t('resorts.chooseRegion')}</option>
          {regions.data?.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="tf-field">
        <label htmlFor={`${id}-area`}>{t('resorts.area')}</label>
        <select
          id={`${id}-area`}
          value={value?.subregionId ?? ''}
          disabled={regionId === null}
          onChange={(event) => {
            if (regionId === null) return;
            const area = subregions.data?.find((s) => s.id === Number(event.target.value));
            const regionName = region?.name ?? value?.label ?? '';
            onChange(
              area
                ? { label: regionName ? `${area.name}, ${regionName}` : area.name, regionId, subregionId: area.id }
                : { label: regionName, regionId, subregionId: null },
            );
          }}
        >
          <option value="">{t('resorts.anyArea')}</option>
          {subregions.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {failure && (
        <p className="tf-search__error" role="alert">
          {regionsErrorMessage(failure) ?? t('resorts.regionsFailed')}
        </p>
      )}
    </fieldset>
  );
}

/** Resorts: a region or area (typed or browsed), stay dates and guests. */
export function ResortSearchForm({ initialQuery, onSubmit, label, submitLabel }: SearchFormProps<ResortSearch>) {
  const { t } = useSearchTranslation();
  const ctx = useSearchContext();
  const schema = useMemo(() => resortSearchFormSchema(ctx), [ctx]);
  const { control, handleSubmit, formState, watch, setValue } = useForm<ResortSearch>({
    resolver: zodResolver(schema),
    defaultValues: initialQuery ?? defaultResortSearch(),
    reValidateMode: 'onChange',
  });

  return (
    <SearchFormShell
      label={label}
      submitLabel={submitLabel}
      layout="resorts"
      invalid={formState.submitCount > 0 && Object.keys(formState.errors).length > 0}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <Controller
        control={control}
        name="place"
        render={({ field, fieldState }) => (
          <div className="tf-resort-place">
            <PlaceCombobox
              label={t('resorts.place')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              suggestions={resortPlacesQueryOptions}
              toValue={toResortPlace}
              valueLabel={placeLabel}
              error={fieldState.error?.message}
            />
            <RegionSelects value={field.value} onChange={field.onChange} />
          </div>
        )}
      />
      <DateRangeController
        control={control}
        startName="checkin"
        endName="checkout"
        legend={t('resorts.stay')}
        startLabel={t('resorts.checkin')}
        startInputName="checkin_date"
        endInputName="checkout_date"
        endLabel={t('resorts.checkout')}
        earliest={earliestSearchDate('resorts', ctx.today, ctx.restriction)}
        minNights={1}
        capped={hasBookingRangeLimit('resorts')}
      />
      <Controller
        control={control}
        name="adults"
        render={({ field }) => (
          <GuestPicker
            label={t('resorts.guests')}
            rules={RESORT_GUESTS}
            value={{ adults: field.value, children: watch('children'), infants: 0 }}
            onChange={(counts) => {
              field.onChange(counts.adults);
              setValue('children', counts.children);
            }}
          />
        )}
      />
    </SearchFormShell>
  );
}
