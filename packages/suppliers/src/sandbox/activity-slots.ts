import { hashString } from '../prng.ts';
import { createRng } from '../prng.ts';
import { weekday } from './calendar.ts';
import type { RawActivity } from './raw-types.ts';

// When the sandbox's tours run and how many places each time slot has (issue #18, decision 0050):
// 1–3 daily time slots by the tour's length, a capacity per slot, one weekly closing day on some
// tours and a few closed days besides. Deterministic by product code and date. Two days a month are
// fixed for tests: on LAST_PLACE_DAY_OF_MONTH a tour's first slot has one place left, and on
// FULL_SLOT_DAY_OF_MONTH its first slot is full; neither day is ever closed.

export const LAST_PLACE_DAY_OF_MONTH = 17;
export const FULL_SLOT_DAY_OF_MONTH = 18;

const SHORT_TIMES = ['09:00', '10:30', '14:00', '16:30'] as const;
const EVENING_TIMES = ['18:30', '20:00', '21:30'] as const;

/** The slot's bucket in the unit store (decision 0047): the party's places are held in it. */
export const slotBucket = (productCode: string, date: string, time: string): string => `activity:${productCode}:${date}:${time}`;

interface Schedule {
  times: string[];
  capacity: number;
  /** 0–6 (Sunday–Saturday), or null when open every day of the week. */
  closedWeekday: number | null;
}

function schedule(a: RawActivity): Schedule {
  const r = createRng('activity-slots', a.product_code);
  const closedWeekday = r.chance(0.4) ? r.int(0, 6) : null;
  if (a.duration_minutes >= 1440) return { times: ['09:00'], capacity: 200, closedWeekday };
  if (a.duration_minutes > 240) return { times: [r.pick(['07:30', '08:00', '08:30'])], capacity: r.int(10, 16), closedWeekday };
  const evening = /night|sunset|wine/i.test(a.title);
  const pool = evening ? EVENING_TIMES : SHORT_TIMES;
  const times = r.sample(pool, r.int(1, 3)).sort();
  return { times, capacity: r.int(8, 30), closedWeekday };
}

const dayOfMonth = (date: string) => Number(date.slice(8, 10));
const fixedForTests = (date: string) => dayOfMonth(date) === LAST_PLACE_DAY_OF_MONTH || dayOfMonth(date) === FULL_SLOT_DAY_OF_MONTH;

/** Whether the tour does not run that day (its weekly closing day, or one of a few days off). */
export function isClosed(a: RawActivity, date: string): boolean {
  if (fixedForTests(date)) return false;
  const s = schedule(a);
  return s.closedWeekday === weekday(date) || hashString(`activity-closed:${a.product_code}:${date}`) % 19 === 0;
}

/** The day's time slots with their capacity before anyone books; none when closed. */
export function slotsOn(a: RawActivity, date: string): { time: string; capacity: number }[] {
  if (isClosed(a, date)) return [];
  const s = schedule(a);
  return s.times.map((time, i) => {
    if (i === 0 && dayOfMonth(date) === LAST_PLACE_DAY_OF_MONTH) return { time, capacity: 1 };
    if (i === 0 && dayOfMonth(date) === FULL_SLOT_DAY_OF_MONTH) return { time, capacity: 0 };
    return { time, capacity: s.capacity };
  });
}

/** The capacity of a slot's bucket (0 when the tour does not run then). */
export function slotCapacity(a: RawActivity, date: string, time: string): number {
  return slotsOn(a, date).find((s) => s.time === time)?.capacity ?? 0;
}

const nextDayOfMonth = (date: string, day: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, d <= day ? m - 1 : m, day)).toISOString().slice(0, 10);
};

/** For tests: the first day on or after `date` whose first slot of every tour has exactly one place. */
export const lastPlaceDateFrom = (date: string): string => nextDayOfMonth(date, LAST_PLACE_DAY_OF_MONTH);
/** For tests: the first day on or after `date` whose first slot of every tour is full (listed, placesLeft 0). */
export const fullSlotDateFrom = (date: string): string => nextDayOfMonth(date, FULL_SLOT_DAY_OF_MONTH);
