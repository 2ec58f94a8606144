import { addCalendarDays } from '@tripfront/domain/calendar';
import type { ResortHold } from '@tripfront/domain/inventory';
import { fail, ok } from '../result.ts';
import type { SupplierResult } from '../result.ts';
import { RESORT_AREAS } from '../world/resort-regions.ts';
import { resortsOf } from './resorts.ts';

/** Demo holds: a few resorts in different regions, weeks ahead of `today`; references are fixed. */
export const DEMO_HOLDS = [
  { reference: 'RH-204817', area: 101, inDays: 30, nights: 5, guests: 2 },
  { reference: 'RH-318452', area: 501, inDays: 45, nights: 7, guests: 2 },
  { reference: 'RH-472093', area: 701, inDays: 60, nights: 4, guests: 4 },
] as const;

export const HOLD_NOT_FOUND = 'Booking hold not found';
export const HOLD_ALREADY_RELEASED = 'Booking hold already released';

/** The holds of one supplier instance; releasing changes only that instance's set. */
export function createResortHolds(today: string) {
  const holds = new Map<string, ResortHold>();
  for (const h of DEMO_HOLDS) {
    const area = RESORT_AREAS.find((a) => a.id === h.area);
    const resort = area ? resortsOf(area)[0] : undefined;
    if (!resort) continue;
    const checkIn = addCalendarDays(today, h.inDays);
    holds.set(h.reference, {
      referenceNumber: h.reference,
      status: 'HELD',
      resortId: resort.resort_id,
      resortName: resort.name,
      checkIn,
      checkOut: addCalendarDays(checkIn, h.nights),
      guests: h.guests,
      total: { amountMinor: Math.round(((resort.rate.net_cents + resort.rate.tax_cents) * h.nights * h.guests) / 2), currency: 'USD' },
    });
  }
  const find = (reference: string) => holds.get(reference.trim().toUpperCase());
  return {
    references: (): string[] => [...holds.keys()],
    check(reference: string): SupplierResult<ResortHold> {
      const hold = find(reference);
      return hold ? ok({ ...hold }) : fail(HOLD_NOT_FOUND, false);
    },
    release(reference: string): SupplierResult<ResortHold> {
      const hold = find(reference);
      if (!hold) return fail(HOLD_NOT_FOUND, false);
      if (hold.status === 'RELEASED') return fail(HOLD_ALREADY_RELEASED, false);
      hold.status = 'RELEASED';
      return ok({ ...hold });
    },
  };
}
