import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

export type DateInput = string | number | Date | Dayjs | null | undefined;

/** Spec §5: how a date reads everywhere in the storefront. */
export const DISPLAY_DATE_FORMAT = 'MMM DD, YYYY';
export const MISSING_DATE_TEXT = 'Select date';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses a date, or returns null. A calendar date ('2027-02-21') is read in local time and must
 * exist: '2027-02-30' is invalid rather than rolled over into March.
 */
export function parseDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    const parsed = dayjs(text);
    if (!parsed.isValid()) return null;
    if (DATE_ONLY.test(text) && parsed.format('YYYY-MM-DD') !== text) return null;
    return parsed;
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/**
 * The Intl locale a date is written in: the interface language with Latin digits, so a date's
 * digits match the prices, card numbers and references beside it (decision 0099).
 */
export function dateLocale(language: string): string {
  const base = language.trim().toLowerCase().split(/[-_]/)[0] || 'en';
  return `${base}-u-nu-latn`;
}

const displayFormats = new Map<string, Intl.DateTimeFormat>();

function displayFormat(language: string): Intl.DateTimeFormat {
  const locale = dateLocale(language);
  let format = displayFormats.get(locale);
  if (!format) {
    // Spec §5's MMM DD, YYYY in the language's own order and month names; no time zone, as
    // parseDate reads a calendar date in local time.
    format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric' });
    displayFormats.set(locale, format);
  }
  return format;
}

/**
 * 'Feb 21, 2027' in English, '21 فبراير 2027' in Arabic, '21. Feb. 2027' in German; 'Select date'
 * when missing or invalid (or `missing`: the page's translation of it). English keeps spec §5's
 * pattern exactly; other languages write the same parts (short month, two-digit day, year) with Intl.
 */
export function formatDisplayDate(value: DateInput, missing: string = MISSING_DATE_TEXT, language = 'en'): string {
  const date = parseDate(value);
  if (!date) return missing;
  if (dateLocale(language) === dateLocale('en')) return date.locale('en').format(DISPLAY_DATE_FORMAT);
  return displayFormat(language).format(date.toDate());
}

/** 'Feb 21, 2027 | Feb 24, 2027'; each side reads 'Select date' (or `missing`) when missing. */
export function formatDateRange(start: DateInput, end: DateInput, missing: string = MISSING_DATE_TEXT, language = 'en'): string {
  return `${formatDisplayDate(start, missing, language)} | ${formatDisplayDate(end, missing, language)}`;
}

/**
 * A moment with its time ('Dec 29, 2026, 2:30 PM'; '29 ديسمبر 2026، 2:30 م'), in the interface
 * language with Latin digits (decision 0099), in the reader's time zone; `missing` when invalid.
 */
export function formatDateTime(value: DateInput, language = 'en', missing = ''): string {
  const date = parseDate(value);
  if (!date) return missing;
  // The display date's parts (two-digit day, short month) and the time: Arabic's 'medium' style is numeric.
  const parts = { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
  return new Intl.DateTimeFormat(dateLocale(language), parts).format(date.toDate());
}
