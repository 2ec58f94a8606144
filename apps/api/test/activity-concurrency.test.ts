import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { eq } from 'drizzle-orm';
import { bookingMessages } from '@tripfront/domain/booking/products';
import { lastPlaceDateFrom } from '@tripfront/suppliers';
import { createTestApp, racingTravellers, SUNRISE, type TestApp } from './helpers.ts';
import { availability, bookActivity, day, holdActivity, participantsFor, party, searchActivities } from './activity-helpers.ts';

// Issue #18: the last place of a time slot goes to exactly one of 50 concurrent bookings; the
// others get SOLD_OUT and never a 5xx. On the sandbox's unit store in the test database (rows
// locked per bucket): meaningful on PostgreSQL (TF_TEST_PG_URL), and must hold on PGlite. The 50
// racers are 50 travellers (distinct accounts and sessions) with the per-address cap lifted, as all
// requests come from one address here.

let t: TestApp;
let travellers: string[];
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  // 50 travellers: one would get their own hold back (decision 0096), not race for it.
  travellers = await racingTravellers(t, SUNRISE, 50);
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

describe('the last place of a time slot', () => {
  it('goes to exactly one of 50 concurrent bookings', { timeout: 120_000 }, async () => {
    const { data } = await searchActivities(t, SUNRISE);
    const code = data.activities[0]!.productCode;
    // On the sandbox's last-place day every tour's first slot has one place.
    const date = lastPlaceDateFrom(day(30));
    const one = party({ adult: 1, child: 0 });
    const cal = await availability(t, SUNRISE, code, date, date, one);
    const slot = cal.days[0]!.slots[0]!;
    expect(slot.placesLeft).toBe(1);
    const attempt = async (i: number) => {
      const token = travellers[i % travellers.length]!;
      const h = await holdActivity(t, SUNRISE, token, slot.offerId!, slot.price.total);
      if (h.statusCode !== 201) return h;
      return bookActivity(t, SUNRISE, token, h.json().data, participantsFor(one));
    };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(i)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refusals = answers.filter((a) => a.statusCode === 409);
    expect(refusals).toHaveLength(49);
    for (const r of refusals) expect(r.json()).toMatchObject({ code: 'SOLD_OUT', message: bookingMessages('activity').soldOut });
    const rows = await t.db.withTenant(tenantId, (tx) => tx.select().from(schema.bookings).where(eq(schema.bookings.tenantId, tenantId)));
    expect(rows.filter((b) => b.status === 'confirmed' && b.service === 'activities')).toHaveLength(1);
    const after = await availability(t, SUNRISE, code, date, date, one);
    expect(after.days[0]!.slots[0]).toMatchObject({ placesLeft: 0 });
    expect(after.days[0]!.slots[0]).not.toHaveProperty('offerId');
  });
});
