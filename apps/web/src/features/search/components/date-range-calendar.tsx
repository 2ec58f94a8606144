import type { DateRange, IsoDate } from '@tripfront/domain/search';
import { useEffect, useRef } from 'react';
import { DayPicker, type Matcher, type PropsBase } from 'react-day-picker';
import { ar, enUS } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { directionOf } from '../../language/index.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { fromLocalDate, pickDay, pickingEnd, selectableDays, toLocalDate, type PickingRules } from './date-picking.ts';
import './date-range-calendar.css';

export interface DateRangeCalendarProps extends PickingRules {
  value: DateRange;
  /** A day was chosen; `done` when the range (or the single date) is complete. */
  onPick: (range: DateRange, done: boolean) => void;
}

const LOCALES = { ar, en: enUS } as const;

/**
 * The calendar inside the date field's dialog (loaded on first open, with react-day-picker and its
 * locale): a grid of days that the arrow keys move through and Enter or Space choose, in the
 * interface language and its direction. Days the range may not take (before the earliest, past the
 * last start or past the 60-day cap once a start is chosen) are disabled.
 */
export default function DateRangeCalendar({ value, onPick, ...rules }: DateRangeCalendarProps) {
  const { t, i18n } = useSearchTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const locale = language.startsWith('ar') ? LOCALES.ar : LOCALES.en;
  const dir = directionOf(language);
  const { from, to } = selectableDays(value, rules);
  const disabled: Matcher[] = [{ before: toLocalDate(from) }];
  if (to !== null) disabled.push({ after: toLocalDate(to) });
  const start = value.start ? toLocalDate(value.start) : undefined;
  const end = value.end ? toLocalDate(value.end) : undefined;
  const first = start ?? toLocalDate(from);
  const last = to ?? rules.latest ?? null;
  const hint = !rules.withEnd ? null : pickingEnd(value, rules) ? t('dates.pickEnd') : t('dates.pickStart');

  // The day to start from (the chosen start, today or the first one allowed; react-day-picker gives it
  // tabindex 0) takes the focus once the dialog has placed its own, so the arrow keys work at once.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => root.current?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]')?.focus());
    return () => clearTimeout(timer);
  }, []);

  const choose = (day: Date) => {
    const next = pickDay(value, fromLocalDate(day) as IsoDate, rules);
    onPick(next.range, next.done);
  };
  // What both calendars share; only the mode, the selection and the number of months differ.
  const shared = {
    disabled,
    locale,
    dir,
    defaultMonth: first,
    startMonth: toLocalDate(rules.earliest),
    endMonth: last ? toLocalDate(last) : undefined,
  } satisfies Partial<PropsBase>;
  return (
    <div ref={root} className="tf-calendar" dir={dir}>
      {hint && (
        <p className="tf-calendar__hint" role="status">
          {hint}
        </p>
      )}
      {rules.withEnd ? (
        <DayPicker
          {...shared}
          mode="range"
          selected={start ? { from: start, to: end } : undefined}
          onSelect={(_range, day) => choose(day)}
          numberOfMonths={2}
        />
      ) : (
        <DayPicker {...shared} mode="single" selected={start} onSelect={(_day, day) => choose(day)} numberOfMonths={1} />
      )}
    </div>
  );
}
