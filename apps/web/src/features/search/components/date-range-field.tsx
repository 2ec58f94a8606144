import { addCalendarDays, adjustRange, capRange, latestEndDate, readCalendarDate, type DateRange, type IsoDate } from '@tripfront/domain/search';
import { lazy, Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { FieldError } from './field-error.tsx';
import { useDisplayDate } from '../../../lib/use-display-date.ts';

// react-day-picker and its locales load with the first calendar opened, not with every search form
// (the home page's start-up script has a budget, docs/benchmarks.md).
const DateRangeCalendar = lazy(() => import('./date-range-calendar.tsx'));

/** A typed year passes through 0002, 0020, 0202 before 2027: those are not dates yet. */
const plausible = (raw: string): IsoDate | null => {
  const date = readCalendarDate(raw);
  return date !== null && date >= '1900-01-01' ? date : null;
};

interface DateInputProps {
  id: string;
  /** The search query's name of the date, for a form the browser sends itself. */
  name?: string | undefined;
  label: string;
  value: IsoDate | null;
  min?: IsoDate | undefined;
  max?: IsoDate | undefined;
  onChange: (value: IsoDate | null) => void;
  onBlur?: (() => void) | undefined;
  error?: string | undefined;
  describedBy: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A native date input (the browser's own keyboard-usable picker). It keeps what is typed while
 * the date is incomplete, and reports a date only once it is a real one.
 */
export function DateInput({ id, name, label, value, min, max, onChange, onBlur, error, describedBy, inputRef }: DateInputProps) {
  const [raw, setRaw] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setRaw(value ?? '');
  }
  const errorId = `${id}-error`;
  return (
    <div className="tf-field tf-dates__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        ref={inputRef}
        type="date"
        value={raw}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          const next = event.target.value;
          setRaw(next);
          const date = plausible(next);
          setShown(date);
          if (date !== value) onChange(date);
        }}
        onBlur={onBlur}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export interface DateRangeFieldProps {
  legend: string;
  startLabel: string;
  endLabel: string;
  /** The search query's names of the two dates (checkin_date …), for a form the browser sends itself. */
  startInputName?: string;
  endInputName?: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  onBlur?: () => void;
  /** The first selectable day (today, or later with the same-day restriction). */
  earliest: IsoDate;
  /** The last selectable start day, when the product has one (hotels). */
  latest?: IsoDate | undefined;
  /** 1: the end comes at least a night after the start; 0: the same day is fine. */
  minNights: number;
  /** Spec §5: the end is at most 60 days after the start. */
  capped: boolean;
  /** False hides the end (one-way flights). */
  withEnd?: boolean;
  startError?: string | undefined;
  endError?: string | undefined;
  startRef?: Ref<HTMLInputElement>;
  endRef?: Ref<HTMLInputElement>;
}

/**
 * A start and end date. The chosen dates read 'MMM DD, YYYY' (or 'Select date', translated) as 'start | end'
 * (spec §5); a new start clears an end that no longer follows it, and an end more than 60 days
 * after the start moves back to the 60th day, with a note saying so.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const dates = useDisplayDate();
  const {
    legend,
    startLabel,
    endLabel,
    startInputName,
    endInputName,
    value,
    onChange,
    onBlur,
    earliest,
    latest,
    minNights,
    capped,
    withEnd = true,
    startError,
    endError,
    startRef,
    endRef,
  } = props;
  const { t } = useSearchTranslation();
  const id = useId();
  const [cappedTo, setCappedTo] = useState<IsoDate | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Closing the calendar (a range chosen, Escape, the close button) puts the focus back on its button.
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !calendarOpen) trigger.current?.focus();
    wasOpen.current = calendarOpen;
  }, [calendarOpen]);
  // The bounds depend on the visitor's today, which a server-rendered (and cached) page cannot know:
  // they are set once the page is hydrated (no mismatch); the server checks a browser-sent search.
  const hydrated = useHydrated();

  const setStart = (start: IsoDate | null) => {
    const next = withEnd ? adjustRange({ start, end: value.end }, minNights) : { start, end: value.end, capped: false };
    const overCap = capped && next.capped;
    setCappedTo(overCap ? next.end : null);
    onChange({ start: next.start, end: capped || !next.capped ? next.end : value.end });
  };
  const setEnd = (end: IsoDate | null) => {
    const range = capped && end !== null && value.start !== null ? capRange(value.start, end) : null;
    if (range?.capped) {
      setCappedTo(range.end);
      onChange({ start: value.start, end: range.end });
      return;
    }
    setCappedTo(null);
    onChange({ start: value.start, end });
  };

  /** A range chosen on the calendar goes through the same rules as typed dates. */
  const pick = (range: DateRange, done: boolean) => {
    if (!withEnd) setStart(range.start);
    else if (range.end === null) {
      setCappedTo(null);
      onChange({ start: range.start, end: null });
    } else setEnd(range.end);
    if (done) {
      setCalendarOpen(false);
      onBlur?.();
    }
  };

  const summaryId = `${id}-summary`;
  const missing = t('dates.missing');
  const summary = withEnd ? dates.range(value.start, value.end, missing) : dates.date(value.start, missing);
  const endMin = value.start ? addCalendarDays(value.start, minNights) : addCalendarDays(earliest, minNights);
  return (
    <fieldset className="tf-dates">
      <legend className="tf-dates__legend">{legend}</legend>
      {/* The chosen dates, and the button that opens the calendar; the inputs below stay for typing. */}
      <button
        ref={trigger}
        type="button"
        className="tf-dates__trigger"
        aria-haspopup="dialog"
        aria-expanded={calendarOpen}
        onClick={() => setCalendarOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="tf-sr-only">{t('dates.open')} </span>
        <span id={summaryId} className="tf-dates__summary" data-testid="date-summary">
          {summary}
        </span>
      </button>
      <Dialog open={calendarOpen} title={legend} onClose={() => setCalendarOpen(false)}>
        <Suspense fallback={<p className="tf-calendar__loading">{t('dates.loading')}</p>}>
          <DateRangeCalendar value={value} onPick={pick} earliest={earliest} latest={latest} minNights={minNights} capped={capped} withEnd={withEnd} />
        </Suspense>
      </Dialog>
      <div className={`tf-dates__inputs${withEnd ? '' : ' tf-dates__inputs--single'}`}>
        <DateInput
          id={`${id}-start`}
          name={startInputName}
          label={startLabel}
          value={value.start}
          min={hydrated ? earliest : undefined}
          max={hydrated ? latest : undefined}
          onChange={setStart}
          onBlur={onBlur}
          error={startError}
          describedBy={summaryId}
          inputRef={startRef}
        />
        {withEnd && (
          <DateInput
            id={`${id}-end`}
            name={endInputName}
            label={endLabel}
            value={value.end}
            min={hydrated ? endMin : undefined}
            max={hydrated && capped && value.start ? latestEndDate(value.start) : undefined}
            onChange={setEnd}
            onBlur={onBlur}
            error={endError}
            describedBy={summaryId}
            inputRef={endRef}
          />
        )}
      </div>
      <p className="tf-dates__note" role="status">
        {cappedTo ? t('dates.capped', { date: dates.date(cappedTo) }) : ''}
      </p>
    </fieldset>
  );
}

type DateRangeControllerProps<T extends FieldValues> = Omit<DateRangeFieldProps, 'value' | 'onChange' | 'startError' | 'endError' | 'startRef' | 'endRef'> & {
  control: Control<T>;
  startName: FieldPathByValue<T, IsoDate | null>;
  endName: FieldPathByValue<T, IsoDate | null>;
};

/** A DateRangeField bound to two react-hook-form fields (start and end), with their errors and focus targets. */
export function DateRangeController<T extends FieldValues>({ control, startName, endName, ...field }: DateRangeControllerProps<T>) {
  return (
    <Controller
      control={control}
      name={startName}
      render={({ field: start, fieldState: startState }) => (
        <Controller
          control={control}
          name={endName}
          render={({ field: end, fieldState: endState }) => (
            <DateRangeField
              {...field}
              value={{ start: start.value as IsoDate | null, end: end.value as IsoDate | null }}
              onChange={(range) => {
                start.onChange(range.start);
                end.onChange(range.end);
              }}
              startError={startState.error?.message}
              endError={endState.error?.message}
              startRef={start.ref}
              endRef={end.ref}
            />
          )}
        />
      )}
    />
  );
}
