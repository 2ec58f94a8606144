import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type {
  ActivityAvailabilityAnswer,
  ActivityDetails,
  ActivityParticipant,
  ActivitySearchAnswer,
  ParticipantCounts,
} from '@tripfront/domain/booking/activity-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import type { TestApp } from './helpers.ts';
import { book, cookie, query } from './booking-helpers.ts';

// Shared steps of the activity API tests (issue #18): Lisbon searches, details, the calendar, holds and bookings.

export const LISBON = { destination: 'Lisbon, Portugal', lat: 38.7223, long: -9.1393, country: 'PT' };
export const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
export const party = (over: Partial<ParticipantCounts> = {}): ParticipantCounts => ({ adult: 2, child: 1, infant: 0, senior: 0, ...over });

export async function searchActivities(t: TestApp, host: string, params: Record<string, string | number | undefined> = {}, token?: string) {
  const res = await t.call(host, {
    method: 'GET',
    url: `/api/activities/search?${query({ ...LISBON, start_date: day(30), end_date: day(33), currency: 'USD', ...params })}`,
    ...(token ? { cookies: cookie(token) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ActivitySearchAnswer;
}

export async function activityDetails(t: TestApp, host: string, productCode: string, token?: string): Promise<ActivityDetails> {
  const res = await t.call(host, { method: 'GET', url: `/api/activities/products/${productCode}?currency=USD`, ...(token ? { cookies: cookie(token) } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ActivityDetails }).data;
}

export function availabilityCall(t: TestApp, host: string, productCode: string, from: string, to: string, p: ParticipantCounts, token?: string) {
  return t.call(host, {
    method: 'GET',
    url: `/api/activities/products/${productCode}/availability?${query({ from, to, ...p, currency: 'USD' })}`,
    ...(token ? { cookies: cookie(token) } : {}),
  });
}

export async function availability(t: TestApp, host: string, productCode: string, from: string, to: string, p: ParticipantCounts, token?: string) {
  const res = await availabilityCall(t, host, productCode, from, to, p, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ActivityAvailabilityAnswer).data;
}

/** The first slot in the range the party fits in. */
export async function openSlot(t: TestApp, host: string, productCode: string, p: ParticipantCounts, from = day(30), to = day(40)) {
  const data = await availability(t, host, productCode, from, to, p);
  const d = data.days.find((x) => x.slots.some((s) => s.offerId))!;
  return { date: d.date, slot: d.slots.find((s) => s.offerId)! };
}

export function holdActivity(t: TestApp, host: string, token: string | null, offerId: string, expectedTotal: BookingMoney): Promise<LightMyRequestResponse> {
  return t.call(host, {
    method: 'POST',
    url: '/api/bookings/holds',
    ...(token ? { cookies: cookie(token) } : {}),
    payload: { product: 'activity', offerId, currency: expectedTotal.currency, expectedTotal },
  });
}

export function participantsFor(p: ParticipantCounts): ActivityParticipant[] {
  return (['adult', 'child', 'infant', 'senior'] as const).flatMap((type) =>
    Array.from({ length: p[type] }, (_, i) => ({ type, firstName: ['Ada', 'Grace', 'Alan', 'Edsger'][i % 4]!, lastName: `Lovelace-${type}` })),
  );
}

export const bookActivity = (
  t: TestApp,
  host: string,
  token: string,
  held: { holdToken: string; price: { total: BookingMoney } },
  participants: ActivityParticipant[] | undefined,
): Promise<LightMyRequestResponse> => book(t, host, token, held, { fields: participants ? { participants } : {} });
