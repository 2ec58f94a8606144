import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, NORDIC, signInPeople, SUNRISE, type TestApp } from './helpers.ts';
import { cookie, holdAndBook, steadyRate } from './booking-helpers.ts';

// "Add to calendar" (decision 0102): GET /api/bookings/{reference}/calendar.ics answers the booking as
// an iCalendar file to its traveller and to the agency's staff, linking to the agency's own host.

/** Sunrise's alias (the seed's second host) and its canonical origin. */
const ALIAS = 'www.sunrise-travel.example:8443';
const CANONICAL = 'http://sunrise.localhost:3000';

let t: TestApp;
let traveller: string;
let otherTraveller: string;
let owner: string;
let nordicOwner: string;
let reference: string;
let checkin: string;

const ics = (ref: string, token: string, host = SUNRISE) => t.call(host, { method: 'GET', url: `/api/bookings/${ref}/calendar.ics`, cookies: cookie(token) });

beforeAll(async () => {
  t = await createTestApp();
  ({ traveller, otherTraveller, owner, nordicOwner } = await signInPeople(t, 'someone-else@example.com'));
  const res = await holdAndBook(t, SUNRISE, traveller, await steadyRate(t, SUNRISE));
  expect(res.statusCode, res.body).toBe(201);
  ({ reference, startDate: checkin } = res.json().data as { reference: string; startDate: string });
});
afterAll(() => t.close());

describe('GET /api/bookings/{reference}/calendar.ics', () => {
  it("answers the traveller's booking as an attachment, an all-day stay linking to the canonical host", async () => {
    const res = await ics(reference, traveller, ALIAS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${reference}.ics"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const text = res.body.replace(/\r\n /g, '');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`\r\nDTSTART;VALUE=DATE:${checkin.replaceAll('-', '')}\r\n`);
    expect(text).toContain(`\r\nUID:${reference}@sunrise.localhost:3000\r\n`);
    // Asked through the alias, the link is still the agency's canonical host.
    expect(text).toContain(`\r\nURL:${CANONICAL}/mytrip/mytrips/${reference}\r\n`);
    expect(text).not.toContain('sunrise-travel.example:8443');
  });

  it('answers the agency owner (staff with the Bookings permission) the same file', async () => {
    const [mine, staff] = await Promise.all([ics(reference, traveller), ics(reference, owner)]);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toBe(mine.body);
  });

  it.each([
    ['another traveller of the agency', () => ics(reference, otherTraveller)],
    ["another agency's owner", () => ics(reference, nordicOwner, NORDIC)],
    ['an unknown reference', () => ics('TF-NOPE0000', traveller)],
  ])('answers 404 to %s', async (_, call) => {
    const res = await call();
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('BEGIN:VCALENDAR');
  });

  it('answers 401 without a session', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}/calendar.ics` });
    expect(res.statusCode).toBe(401);
  });
});
