import { zodResolver } from '@hookform/resolvers/zod';
import { activitySearchFormSchema, defaultActivitySearch, type ActivitySearch } from '@tripfront/domain/search';
import { hasBookingRangeLimit } from '@tripfront/domain/booking-range';
import { earliestSearchDate } from '@tripfront/domain/same-day';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { activityDestinationsQueryOptions } from '../api/suggest-activity-destinations.ts';
import { useSearchContext } from '../hooks/use-search-context.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { DateRangeController } from './date-range-field.tsx';
import { placeLabel, toSearchPlace, type SearchFormProps } from './hotel-search-form.tsx';
import { PlaceController } from './place-combobox.tsx';
import { SearchFormShell } from './search-form-shell.tsx';

/** Activities: destination and the days there. */
export function ActivitySearchForm({ initialQuery, onSubmit, label, submitLabel }: SearchFormProps<ActivitySearch>) {
  const { t } = useSearchTranslation();
  const ctx = useSearchContext();
  const schema = useMemo(() => activitySearchFormSchema(ctx), [ctx]);
  const { control, handleSubmit, formState } = useForm<ActivitySearch>({
    resolver: zodResolver(schema),
    defaultValues: initialQuery ?? defaultActivitySearch(),
    reValidateMode: 'onChange',
  });

  return (
    <SearchFormShell
      label={label}
      submitLabel={submitLabel}
      layout="activities"
      invalid={formState.submitCount > 0 && Object.keys(formState.errors).length > 0}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <PlaceController
        control={control}
        name="destination"
        label={t('activities.destination')}
        suggestions={activityDestinationsQueryOptions}
        toValue={toSearchPlace}
        valueLabel={placeLabel}
      />
      <DateRangeController
        control={control}
        startName="startDate"
        endName="endDate"
        legend={t('activities.when')}
        startLabel={t('activities.from')}
        startInputName="start_date"
        endInputName="end_date"
        endLabel={t('activities.until')}
        earliest={earliestSearchDate('activities', ctx.today, ctx.restriction)}
        minNights={0}
        capped={hasBookingRangeLimit('activities')}
      />
    </SearchFormShell>
  );
}
