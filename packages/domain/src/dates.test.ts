import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateLocale, formatDateRange, formatDateTime, formatDisplayDate, MISSING_DATE_TEXT } from './dates.ts';
import type { DateInput } from './dates.ts';

describe('formatDisplayDate (spec §5: MMM DD, YYYY)', () => {
  it.each<[string, DateInput, string]>([
    ['a calendar date', '2027-02-21', 'Feb 21, 2027'],
    ['a single-digit day keeps its zero', '2027-03-05', 'Mar 05, 2027'],
    ['a Date', new Date(2027, 11, 31), 'Dec 31, 2027'],
    ['a dayjs value', dayjs('2026-07-04'), 'Jul 04, 2026'],
    ['a leap day', '2028-02-29', 'Feb 29, 2028'],
    ['missing (null)', null, 'Select date'],
    ['missing (undefined)', undefined, 'Select date'],
    ['blank', '  ', 'Select date'],
    ['not a date', 'tomorrow', 'Select date'],
    ['a day that does not exist', '2027-02-30', 'Select date'],
    ['no leap day that year', '2027-02-29', 'Select date'],
    ['an invalid Date', new Date('nope'), 'Select date'],
  ])('%s → %s', (_label, value, expected) => {
    expect(formatDisplayDate(value)).toBe(expected);
  });

  it('keeps English month names whatever locale dayjs was switched to elsewhere', () => {
    expect(formatDisplayDate(dayjs('2027-05-01').locale('xx'))).toBe('May 01, 2027');
  });
});

describe('formatDateRange (spec §5: start | end)', () => {
  it.each<[DateInput, DateInput, string]>([
    ['2027-02-21', '2027-02-24', 'Feb 21, 2027 | Feb 24, 2027'],
    ['2027-02-21', null, 'Feb 21, 2027 | Select date'],
    [null, undefined, 'Select date | Select date'],
  ])('%j to %j reads %s', (start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });

  it("reads a page's own words for a missing date, and never for a chosen one", () => {
    expect(formatDateRange('2027-02-21', null, 'اختر التاريخ')).toBe('Feb 21, 2027 | اختر التاريخ');
    expect(formatDisplayDate('2027-02-30', 'Datum wählen')).toBe('Datum wählen');
  });
});

describe('formatDisplayDate in the interface language (decision 0099: Latin digits)', () => {
  it.each<[string, DateInput, string]>([
    ['en', '2026-12-29', 'Dec 29, 2026'],
    ['en-GB', '2026-12-29', 'Dec 29, 2026'],
    ['ar', '2026-12-29', '29 ديسمبر 2026'],
    ['ar', '2027-03-05', '05 مارس 2027'],
    ['AR', new Date(2027, 0, 1), '01 يناير 2027'],
    ['fr', '2027-03-05', '05 mars 2027'],
    ['de', '2027-03-05', '05. März 2027'],
    ['es', '2027-03-05', '05 mar 2027'],
  ])('%s: %j → %s', (language, value, expected) => {
    expect(formatDisplayDate(value, MISSING_DATE_TEXT, language)).toBe(expected);
  });

  it.each(['ar', 'fr', 'de', 'pt', 'es', 'da', 'no', 'sv'])('%s writes Latin digits, never Arabic-Indic ones', (language) => {
    expect(formatDisplayDate('2027-08-19', MISSING_DATE_TEXT, language)).toMatch(/19.*2027/);
    expect(formatDisplayDate('2027-08-19', MISSING_DATE_TEXT, language)).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it("reads the page's word for a missing date in any language", () => {
    expect(formatDisplayDate('2027-02-30', 'اختر التاريخ', 'ar')).toBe('اختر التاريخ');
  });

  it('writes a range in the language on both sides', () => {
    expect(formatDateRange('2026-12-29', '2027-01-03', 'اختر التاريخ', 'ar')).toBe('29 ديسمبر 2026 | 03 يناير 2027');
    expect(formatDateRange('2026-12-29', null, 'اختر التاريخ', 'ar')).toBe('29 ديسمبر 2026 | اختر التاريخ');
  });

  it.each<[string, string]>([
    ['ar', 'ar-u-nu-latn'],
    ['ar-EG', 'ar-u-nu-latn'],
    ['pt_BR', 'pt-u-nu-latn'],
    ['', 'en-u-nu-latn'],
  ])('dateLocale(%j) → %s', (language, locale) => {
    expect(dateLocale(language)).toBe(locale);
  });
});

describe('formatDateTime (decision 0099)', () => {
  it.each<[string, DateInput, RegExp]>([
    ['en', new Date(2026, 11, 29, 14, 30), /^Dec 29, 2026, 2:30\sPM$/],
    ['ar', new Date(2026, 11, 29, 14, 30), /^29 ديسمبر 2026، 2:30\sم$/],
    ['de', new Date(2026, 11, 29, 14, 30), /^29\. Dez\. 2026, 14:30$/],
  ])('%s: %j', (language, value, expected) => {
    expect(formatDateTime(value, language)).toMatch(expected);
  });

  it('reads the missing text for no date', () => {
    expect(formatDateTime(null, 'ar', '—')).toBe('—');
  });
});
