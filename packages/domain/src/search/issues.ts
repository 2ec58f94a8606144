import type { z } from 'zod';
import { nightsBetween, exceedsBookingRange, type IsoDate } from './search-dates.ts';
import type { SameDayRestriction } from '../same-day.ts';

/**
 * Why a search cannot go yet. The web app turns each code into a sentence in the visitor's
 * language; `date` and `time` name the limit where the sentence needs one.
 */
export type SearchIssueCode =
  | 'placeRequired'
  | 'samePlace'
  | 'dateRequired'
  | 'dateTooEarly'
  | 'dateTooLate'
  | 'endNotAfterStart'
  | 'rangeTooLong'
  | 'timeRequired'
  | 'timeNotAfterStart'
  | 'monthRequired'
  | 'monthOutOfRange'
  | 'childAgeRequired'
  | 'driverAge'
  | 'legsRequired'
  | 'party';

export interface SearchIssue {
  /** The form field at fault, dot-separated ('checkin', 'rooms.0.childAges.1'). */
  path: string;
  code: SearchIssueCode;
  date?: IsoDate;
  time?: string;
  /** 'party': which flight party rule fails (booking/passengers.ts PartyIssue). */
  reason?: string;
}

/** What validation needs to know beyond the values: the visitor's today and the agency's restriction. */
export interface SearchContext {
  today: IsoDate;
  restriction: SameDayRestriction;
}

export interface RangeRule {
  startPath: string;
  endPath: string;
  /** First allowed start day. */
  earliest: IsoDate;
  /** Last allowed start day, when the product has one (hotels: calendar.ts latestStartDate). */
  latest?: IsoDate;
  /** 1: the end must come after the start (nights); 0: the same day is fine. */
  minNights: number;
  /** Spec §5: the 60-day rule applies (booking-range.ts hasBookingRangeLimit: not to flights). */
  capped: boolean;
  /** False when the end is optional (one-way flights). */
  endRequired: boolean;
}

/** The issues of a start/end date pair. */
export function rangeIssues(start: IsoDate | null, end: IsoDate | null, rule: RangeRule): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (start === null) issues.push({ path: rule.startPath, code: 'dateRequired' });
  else if (start < rule.earliest) issues.push({ path: rule.startPath, code: 'dateTooEarly', date: rule.earliest });
  else if (rule.latest !== undefined && start > rule.latest) issues.push({ path: rule.startPath, code: 'dateTooLate', date: rule.latest });
  if (end === null) {
    if (rule.endRequired) issues.push({ path: rule.endPath, code: 'dateRequired' });
    return issues;
  }
  const from = start ?? rule.earliest;
  const span = nightsBetween(from, end);
  if (span < rule.minNights) issues.push({ path: rule.endPath, code: rule.minNights > 0 ? 'endNotAfterStart' : 'dateTooEarly', date: from });
  else if (rule.capped && start !== null && exceedsBookingRange(span)) issues.push({ path: rule.endPath, code: 'rangeTooLong' });
  return issues;
}

/** Adds a rule's issues to a zod schema, so react-hook-form shows them on the right fields. */
export function refineWith<T extends z.ZodType>(schema: T, issuesOf: (values: z.output<T>) => SearchIssue[]) {
  return schema.superRefine((values, ctx) => {
    for (const issue of issuesOf(values)) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: issueMessage(issue) });
    }
  });
}

/**
 * A form library keeps one message string per field: the code, with the date or time limit after
 * a '|' ('dateTooEarly|2027-02-21'). parseIssueMessage reads it back.
 */
export function issueMessage(issue: Pick<SearchIssue, 'code' | 'date' | 'time' | 'reason'>): string {
  return [issue.code, issue.date ?? issue.time ?? issue.reason].filter(Boolean).join('|');
}

export function parseIssueMessage(message: string): { code: SearchIssueCode; value: string | undefined } {
  const [code, value] = message.split('|');
  return { code: code as SearchIssueCode, value };
}
