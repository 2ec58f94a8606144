import { describe, expect, it } from 'vitest';
import type { RatePlan, RoomType } from './hotel-api.ts';
import { leadingRates, lowestBookableRate } from './hotel-offer.ts';

const money = (amount: number) => ({ amount, currency: 'USD' });
const rate = (rateId: string, total: number, refundable = false): RatePlan => ({
  rateId,
  name: rateId,
  board: 'room_only',
  cancellationPolicy: { refundable, freeCancellationUntil: null, description: refundable ? 'Free cancellation' : 'Non-refundable' },
  price: { base: money(total), taxesAndFees: money(0), total: money(total), perNight: money(total) },
});
const room = (roomTypeId: string, roomsLeft: number, rates: RatePlan[]): RoomType => ({
  roomTypeId,
  name: roomTypeId,
  description: '',
  bed: '',
  sizeSqm: 20,
  maxOccupancy: 2,
  amenities: [],
  photo: '',
  roomsLeft,
  rates,
});

describe('lowestBookableRate', () => {
  it.each<[string, RoomType[], string | null]>([
    ['no rooms', [], null],
    ['the cheapest rate of any room', [room('a', 2, [rate('a1', 500), rate('a2', 300)]), room('b', 1, [rate('b1', 400)])], 'a2'],
    ['a sold-out room does not count, however cheap', [room('a', 0, [rate('a1', 100)]), room('b', 3, [rate('b1', 400)])], 'b1'],
    ['everything sold out', [room('a', 0, [rate('a1', 100)])], null],
    ['a tie keeps the first listed', [room('a', 1, [rate('a1', 300)]), room('b', 1, [rate('b1', 300)])], 'a1'],
  ])('%s', (_, rooms, expected) => {
    expect(lowestBookableRate(rooms)?.rate.rateId ?? null).toBe(expected);
  });
});

describe('leadingRates', () => {
  it.each<[string, RatePlan[], string[]]>([
    ['no rates', [], []],
    ['a refundable cheapest rate alone', [rate('r1', 500, true), rate('r2', 300, true), rate('r3', 400)], ['r2']],
    [
      'a non-refundable cheapest rate, then the cheapest refundable one, in the room’s order',
      [rate('r1', 500, true), rate('r2', 300), rate('r3', 400, true)],
      ['r2', 'r3'],
    ],
    ['no refundable rate: the cheapest alone', [rate('r1', 500), rate('r2', 300)], ['r2']],
    ['a tie keeps the first listed', [rate('r1', 300, true), rate('r2', 300, true)], ['r1']],
  ])('%s', (_, rates, expected) => {
    expect(leadingRates(rates).map((r) => r.rateId)).toEqual(expected);
  });
});
