import { zodResolver } from '@hookform/resolvers/zod';
import { CRUISE_GUESTS, cruiseMonths, cruiseSearchFormSchema, defaultCruiseSearch, type CruiseSearch } from '@tripfront/domain/search';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCruiseShipLines } from '../api/get-cruise-ship-lines.ts';
import { useSearchContext } from '../hooks/use-search-context.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { FieldError } from './field-error.tsx';
import { GuestPicker } from './guest-pickers.tsx';
import type { SearchFormProps } from './hotel-search-form.tsx';
import { SearchFormShell } from './search-form-shell.tsx';

/** Cruise: cruise line (or any), departure month and guests (spec §3: 2 adults by default). */
export function CruiseSearchForm({ initialQuery, onSubmit, label, submitLabel }: SearchFormProps<CruiseSearch>) {
  const { t, i18n } = useSearchTranslation();
  const id = useId();
  const ctx = useSearchContext();
  const schema = useMemo(() => cruiseSearchFormSchema(ctx), [ctx]);
  const shipLines = useCruiseShipLines();
  // Read once, as useForm does; also the registered fields' own defaults: the server's HTML shows (and a form sent without the app sends) them.
  const [defaults] = useState(() => initialQuery ?? defaultCruiseSearch());
  const { control, handleSubmit, formState, register, watch, setValue } = useForm<CruiseSearch>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    reValidateMode: 'onChange',
  });
  const { errors } = formState;
  const monthFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }), [i18n.language]);
  const months = cruiseMonths(ctx.today);
  const lines = shipLines.data?.lines ?? [];
  const linesFailed = shipLines.isError || Boolean(shipLines.data?.error);
  const chosenLine = watch('shipLine');

  return (
    <SearchFormShell
      label={label}
      submitLabel={submitLabel}
      layout="cruise"
      invalid={formState.submitCount > 0 && Object.keys(errors).length > 0}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <div className="tf-field">
        <label htmlFor={`${id}-line`}>{t('cruise.shipLine')}</label>
        <select
          id={`${id}-line`}
          aria-describedby={linesFailed ? `${id}-line-note` : undefined}
          aria-busy={shipLines.isPending || undefined}
          defaultValue={defaults.shipLine ?? ''}
          {...register('shipLine', { setValueAs: (v: string | null) => (v ? v : null) })}
        >
          <option value="">{shipLines.isPending ? t('cruise.loadingLines') : t('cruise.anyLine')}</option>
          {lines.map((line) => (
            <option key={line.id} value={line.id}>
              {line.name}
            </option>
          ))}
          {chosenLine && !lines.some((line) => line.id === chosenLine) && <option value={chosenLine}>{chosenLine}</option>}
        </select>
        {linesFailed && (
          <p id={`${id}-line-note`} className="tf-search__note">
            {shipLines.data?.error ?? t('cruise.linesFailed')}
          </p>
        )}
      </div>
      <div className="tf-field">
        <label htmlFor={`${id}-month`}>{t('cruise.month')}</label>
        <select
          id={`${id}-month`}
          aria-invalid={errors.month ? true : undefined}
          aria-describedby={errors.month ? `${id}-month-error` : undefined}
          defaultValue={defaults.month ?? ''}
          {...register('month', { setValueAs: (v: string | null) => (v ? v : null) })}
        >
          <option value="">{t('cruise.chooseMonth')}</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {monthFormat.format(new Date(`${month}-01T00:00:00Z`))}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-month-error`} message={errors.month?.message} />
      </div>
      <Controller
        control={control}
        name="adults"
        render={({ field }) => (
          <GuestPicker
            label={t('cruise.guests')}
            rules={CRUISE_GUESTS}
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
