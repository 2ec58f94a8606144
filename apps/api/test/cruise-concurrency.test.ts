import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { eq } from 'drizzle-orm';
import { bookingMessages } from '@tripfront/domain/booking/products';
import { cabinCapacity, LAST_CABIN_CATEGORY } from '@tripfront/suppliers';
import { createTestApp, racingTravellers, SUNRISE, type TestApp } from './helpers.ts';
import { bookCabin, couple, guestsFor, holdCabin, sailing, searchCruises } from './cruise-helpers.ts';

// Issue #19: the last cabin of a category goes to exactly one of 50 concurrent travellers; the
// others get SOLD_OUT and never a 5xx. On the sandbox's unit store in the test database (rows locked
// per bucket): meaningful on PostgreSQL (TF_TEST_PG_URL), and must hold on PGlite. Every sailing
// whose id ends in '-1' has exactly one suite (the sandbox's documented last-cabin case).

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

describe('the last cabin of a category', () => {
  it('goes to exactly one of 50 concurrent travellers', { timeout: 120_000 }, async () => {
    const { data } = await searchCruises(t, SUNRISE, { ship_line: 'celebrity' });
    const id = data.sailings.find((s) => s.sailingId.endsWith('-1'))!.sailingId;
    expect(cabinCapacity(id, LAST_CABIN_CATEGORY)).toBe(1);
    const suite = (await sailing(t, SUNRISE, id)).cabins.find((c) => c.category === LAST_CABIN_CATEGORY)!;
    expect(suite.cabinsLeft).toBe(1);
    const attempt = async (i: number) => {
      const token = travellers[i % travellers.length]!;
      const h = await holdCabin(t, SUNRISE, token, suite.offerId!, suite.price.total);
      if (h.statusCode !== 201) return h;
      return bookCabin(t, SUNRISE, token, h.json().data, guestsFor(couple));
    };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(i)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refusals = answers.filter((a) => a.statusCode === 409);
    expect(refusals).toHaveLength(49);
    for (const r of refusals) expect(r.json()).toMatchObject({ code: 'SOLD_OUT', message: bookingMessages('cruise').soldOut });
    const rows = await t.db.withTenant(tenantId, (tx) => tx.select().from(schema.bookings).where(eq(schema.bookings.tenantId, tenantId)));
    expect(rows.filter((b) => b.status === 'confirmed' && b.service === 'cruise')).toHaveLength(1);
    const after = (await sailing(t, SUNRISE, id)).cabins.find((c) => c.category === LAST_CABIN_CATEGORY)!;
    expect(after).toMatchObject({ cabinsLeft: 0, unavailable: 'soldOut' });
    expect(after).not.toHaveProperty('offerId');
  });
});
