import { formatDateRange, formatDateTime, formatDisplayDate, type DateInput } from '@tripfront/domain/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface DisplayDates {
  /** Spec §5's MMM DD, YYYY in the interface language; `missing` when there is no date. */
  date(value: DateInput, missing?: string): string;
  /** 'start | end' in the interface language. */
  range(start: DateInput, end: DateInput, missing?: string): string;
  /** A moment with its time, in the interface language. */
  dateTime(value: DateInput): string;
  language: string;
}

/** The storefront's one date display, bound to the interface language (decision 0099). */
export function useDisplayDate(): DisplayDates {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(
    () => ({
      language,
      date: (value, missing) => formatDisplayDate(value, missing, language),
      range: (start, end, missing) => formatDateRange(start, end, missing, language),
      dateTime: (value) => formatDateTime(value, language),
    }),
    [language],
  );
}
