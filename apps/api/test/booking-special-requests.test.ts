import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, findUserByEmail, insertBooking, listOutbox } from '@tripfront/db';
import { SYSTEM_ACTORS } from '@tripfront/domain/audit';
import { SPECIAL_REQUESTS_CLOSED, SPECIAL_REQUESTS_NOT_TAKEN } from '@tripfront/domain/booking/special-requests';
import { createTestApp, NORDIC, signInPeople, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, hold, steadyRate, storedBooking } from './booking-helpers.ts';

// Special requests of a stay (decision 0102): given at checkout, in the confirmation email, read by
// the agency's staff, and changed by the traveller on the booking until check-in.

let t: TestApp;
let traveller: string;
let otherTraveller: string;
let owner: string;
let nordicOwner: string;
let reference: string;

const patch = (ref: string, token: string, payload: unknown, host = SUNRISE) =>
  t.call(host, { method: 'PATCH', url: `/api/bookings/${ref}/special-requests`, cookies: cookie(token), payload: payload as object });

async function bookStay(specialRequests?: string) {
  const rate = await steadyRate(t, SUNRISE);
  const h = await hold(t, SUNRISE, traveller, rate);
  expect(h.statusCode, h.body).toBe(201);
  const res = await book(t, SUNRISE, traveller, h.json().data, { fields: specialRequests === undefined ? {} : { specialRequests } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { reference: string; specialRequests?: string; specialRequestsEditable?: boolean };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ traveller, otherTraveller, owner, nordicOwner } = await signInPeople(t, 'requests-other@example.com'));
  const booked = await bookStay('  Late arrival, around 23:00; a quiet room, please.  ');
  reference = booked.reference;
  expect(booked).toMatchObject({ specialRequests: 'Late arrival, around 23:00; a quiet room, please.', specialRequestsEditable: true });
});
afterAll(() => t.close());

describe('special requests at checkout', () => {
  it('are in the confirmation email, and the agency staff read them on the back-office booking', async () => {
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const mails = await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId));
    const confirmation = mails.find((m) => m.subject.includes(reference))!;
    expect(confirmation.text).toContain('Your special requests: Late arrival, around 23:00; a quiet room, please.');
    const staff = await t.call(SUNRISE, { method: 'GET', url: `/api/agent/bookings/${reference}`, cookies: cookie(owner) });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(JSON.stringify(staff.json())).toContain('Late arrival, around 23:00; a quiet room, please.');
  });

  it('refuses more than 500 characters with a 400 naming the field, booking nothing', async () => {
    const rate = await steadyRate(t, SUNRISE);
    const h = await hold(t, SUNRISE, traveller, rate);
    const res = await book(t, SUNRISE, traveller, h.json().data, { fields: { specialRequests: 'x'.repeat(501) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('specialRequests');
  });
});

describe('PATCH /api/bookings/{reference}/special-requests', () => {
  it('changes them (trimmed) for the traveller, and blank removes them', async () => {
    const res = await patch(reference, traveller, { specialRequests: '  Twin beds.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.specialRequests).toBe('Twin beds.');
    const read = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, cookies: cookie(traveller) });
    expect(read.json().data.specialRequests).toBe('Twin beds.');

    const cleared = await patch(reference, traveller, { specialRequests: '   ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.specialRequests).toBeUndefined();
  });

  it.each([
    ['over 500 characters', { specialRequests: 'x'.repeat(501) }],
    ['not text', { specialRequests: 42 }],
    ['no field', {}],
  ])('answers 400 to %s', async (_, body) => {
    const res = await patch(reference, traveller, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it.each([
    ['another traveller', () => patch(reference, otherTraveller, { specialRequests: 'Mine now' })],
    ['the agency owner (the traveller writes them, staff read them)', () => patch(reference, owner, { specialRequests: 'Staff note' })],
    ["another agency's owner", () => patch(reference, nordicOwner, { specialRequests: 'Other agency' }, NORDIC)],
  ])('answers 404 to %s and changes nothing', async (_, call) => {
    const before = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, cookies: cookie(traveller) });
    expect((await call()).statusCode).toBe(404);
    const after = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, cookies: cookie(traveller) });
    expect(after.json().data.specialRequests).toBe(before.json().data.specialRequests);
  });

  it('answers 400 for a booking of a product without a property (a flight), naming the field', async () => {
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const travellerId = (await t.db.withTenant(tenantId, (tx) => findUserByEmail(tx, tenantId, 'traveller@sunrise-travel.example')))!.id;
    const flight = await t.db.withTenant(tenantId, (tx) =>
      insertBooking(
        tx,
        storedBooking(tenantId, travellerId, {
          reference: 'TF-FLIGHT01',
          service: 'flights',
          title: 'LHR → JFK',
          checkin: '2099-03-01',
          checkout: '2099-03-08',
          totalMinor: 90_000,
        }),
        'test',
        SYSTEM_ACTORS.operator,
      ),
    );
    const res = await patch(flight.reference, traveller, { specialRequests: 'Window seat' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: SPECIAL_REQUESTS_NOT_TAKEN, field: 'specialRequests' });
  });

  it('answers 409 once the booking is cancelled, and the booking says they can no longer be changed', async () => {
    const stay = await bookStay();
    const cancel = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${stay.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.specialRequestsEditable).toBe(false);
    const res = await patch(stay.reference, traveller, { specialRequests: 'Too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: SPECIAL_REQUESTS_CLOSED, field: 'specialRequests' });
  });
});
