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
 * 'Feb 21, 2027'; 'Select date' when missing or invalid (or `missing`: the page's translation of
 * it). Month names are always English.
 */
export function formatDisplayDate(value: DateInput, missing: string = MISSING_DATE_TEXT): string {
  const date = parseDate(value);
  return date ? date.locale('en').format(DISPLAY_DATE_FORMAT) : missing;
}

/** 'Feb 21, 2027 | Feb 24, 2027'; each side reads 'Select date' (or `missing`) when missing. */
export function formatDateRange(start: DateInput, end: DateInput, missing: string = MISSING_DATE_TEXT): string {
  return `${formatDisplayDate(start, missing)} | ${formatDisplayDate(end, missing)}`;
}
