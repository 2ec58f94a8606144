import { describe, expect, it } from 'vitest';
import { earliestStartDate, SAME_DAY_SHIFT_DAYS, type SameDayProduct } from './same-day.ts';

describe('the same-day table (spec §9)', () => {
  it('moves hotels and activities 3 days, cars 2', () => expect(SAME_DAY_SHIFT_DAYS).toEqual({ hotel: 3, activities: 3, car: 2 }));

  it.each<[SameDayProduct, boolean, string]>([
    ['hotel', false, '2026-11-21'],
    ['hotel', true, '2026-11-24'],
    ['activities', true, '2026-11-24'],
    ['car', true, '2026-11-23'],
    ['car', false, '2026-11-21'],
  ])('%s with the restriction %s starts on %s', (product, disallow, expected) => {
    expect(earliestStartDate(product, '2026-11-21', disallow)).toBe(expected);
  });

  it('crosses a month end', () => expect(earliestStartDate('hotel', '2026-12-30', true)).toBe('2027-01-02'));
});
