import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CruiseGuest, CruiseGuestCounts, CruiseSearchAnswer, SailingDetails } from '@tripfront/domain/booking/cruise-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import type { TestApp } from './helpers.ts';
import { book, cookie, query } from './booking-helpers.ts';

// Shared steps of the cruise API tests (issue #19): searches of a month three months ahead, sailing details, holds and bookings.

/** A month whose sailings are all bookable and at least 100 days ahead (full refunds on every line) (YYYY-MM). */
export const MONTH = new Date(Date.now() + 130 * 86_400_000).toISOString().slice(0, 7);
export const couple: CruiseGuestCounts = { adult: 2, child: 0, infant: 0 };

export async function searchCruises(t: TestApp, host: string, params: Record<string, string | number | undefined> = {}, token?: string) {
  const res = await t.call(host, {
    method: 'GET',
    url: `/api/cruise/search?${query({ month: MONTH, currency: 'USD', ...params })}`,
    ...(token ? { cookies: cookie(token) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CruiseSearchAnswer;
}

export function sailingCall(t: TestApp, host: string, sailingId: string, g: CruiseGuestCounts = couple, token?: string) {
  return t.call(host, {
    method: 'GET',
    url: `/api/cruise/sailings/${sailingId}?${query({ adults: g.adult, children: g.child, infants: g.infant, currency: 'USD' })}`,
    ...(token ? { cookies: cookie(token) } : {}),
  });
}

export async function sailing(t: TestApp, host: string, sailingId: string, g: CruiseGuestCounts = couple, token?: string): Promise<SailingDetails> {
  const res = await sailingCall(t, host, sailingId, g, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SailingDetails }).data;
}

export function holdCabin(t: TestApp, host: string, token: string | null, offerId: string, expectedTotal: BookingMoney): Promise<LightMyRequestResponse> {
  return t.call(host, {
    method: 'POST',
    url: '/api/bookings/holds',
    ...(token ? { cookies: cookie(token) } : {}),
    payload: { product: 'cruise', offerId, currency: expectedTotal.currency, expectedTotal },
  });
}

export function guestsFor(g: CruiseGuestCounts): CruiseGuest[] {
  const age = { adult: 41, child: 9, infant: 1 } as const;
  return (['adult', 'child', 'infant'] as const).flatMap((type) =>
    Array.from({ length: g[type] }, (_, i) => ({ type, firstName: ['Ada', 'Grace', 'Alan', 'Edsger'][i % 4]!, lastName: `Lovelace-${type}`, age: age[type] })),
  );
}

export const bookCabin = (
  t: TestApp,
  host: string,
  token: string,
  held: { holdToken: string; price: { total: BookingMoney } },
  guests: CruiseGuest[] | undefined,
): Promise<LightMyRequestResponse> => book(t, host, token, held, { fields: guests ? { guests } : {} });
