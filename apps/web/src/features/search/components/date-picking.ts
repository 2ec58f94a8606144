import { latestEndDate, nightsBetween, type DateRange, type IsoDate } from '@tripfront/domain/search';

// What a day chosen on the calendar does to a range, and which days may be chosen. The range's rules
// (the end a night or more after the start, the 60-day cap) are the domain's: the calendar only
// offers the days they allow, and the date field applies them to whatever is typed as well.

export interface PickingRules {
  /** The first selectable day (today, or later with the same-day restriction). */
  earliest: IsoDate;
  /** The last selectable start day, when the product has one (hotels). */
  latest?: IsoDate | undefined;
  /** 1: the end comes at least a night after the start; 0: the same day is fine. */
  minNights: number;
  /** The end is at most 60 days after the start. */
  capped: boolean;
  /** False: one date only (one-way flights). */
  withEnd: boolean;
}

/** Which date a click sets next: the start (nothing chosen yet, or a whole range) or the end. */
export const pickingEnd = (range: DateRange, rules: Pick<PickingRules, 'withEnd'>): boolean => rules.withEnd && range.start !== null && range.end === null;

/**
 * A chosen day: a new start (clearing the end) unless the start is set and the end is missing and the
 * day can end the range; then the range is complete (`done`). A day before the earliest end starts again.
 */
export function pickDay(range: DateRange, day: IsoDate, rules: Pick<PickingRules, 'minNights' | 'withEnd'>): { range: DateRange; done: boolean } {
  if (!rules.withEnd) return { range: { start: day, end: range.end }, done: true };
  if (pickingEnd(range, rules) && range.start !== null && nightsBetween(range.start, day) >= rules.minNights) {
    return { range: { start: range.start, end: day }, done: true };
  }
  return { range: { start: day, end: null }, done: false };
}

/** The days the calendar offers, as inclusive bounds: from the earliest day to the last allowed one. */
export function selectableDays(range: DateRange, rules: PickingRules): { from: IsoDate; to: IsoDate | null } {
  if (pickingEnd(range, rules) && range.start !== null && rules.capped) return { from: rules.earliest, to: latestEndDate(range.start) };
  if (pickingEnd(range, rules)) return { from: rules.earliest, to: null };
  return { from: rules.earliest, to: rules.latest ?? null };
}

/** A calendar day (local midnight, as the calendar counts) from 'YYYY-MM-DD'. */
export const toLocalDate = (date: IsoDate): Date => new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** 'YYYY-MM-DD' of a calendar day. */
export const fromLocalDate = (date: Date): IsoDate =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
