import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { details, query, PARIS, searchParis } from './booking-helpers.ts';

// Issue #13 (Low 11): the timeZone header decided "today" for the past-date and same-day rules, so
// `Etc/GMT+12` let a traveller search and book yesterday. Today is now the destination's.

let t: TestApp;
let propertyId: string;
beforeAll(async () => {
  t = await createTestApp();
  propertyId = (await searchParis(t, SUNRISE)).data.hotels[0]!.propertyId;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const day = (d: Date, offset = 0) => new Date(d.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('past check-in dates', () => {
  it('are refused with 400 when it is already the next day at the destination, whatever timeZone the client sends', async () => {
    // 10:00 UTC (noon in Paris): in UTC−12 it is still the day before.
    const real = new Date();
    const now = new Date(`${day(real, 1)}T10:00:00Z`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const yesterday = day(now, -1);
    const stay = { checkin_date: yesterday, checkout_date: day(now, 2), occupancy: 2 };
    for (const timeZone of ['Etc/GMT+12', 'Pacific/Pago_Pago', 'Europe/Paris', undefined]) {
      const headers = timeZone ? { timezone: timeZone } : {};
      const search = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/search?${query({ ...PARIS, ...stay })}`, headers });
      expect(search.statusCode, `search, ${timeZone}`).toBe(400);
      expect(search.json()).toMatchObject({ field: 'checkin_date', message: 'checkin_date: Check-in cannot be in the past.' });
      const rates = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/properties/${propertyId}?${query(stay)}`, headers });
      expect(rates.statusCode, `details, ${timeZone}`).toBe(400);
    }
    // Today in Paris is fine, with the header of a zone where it is still yesterday too.
    const today = { checkin_date: day(now), checkout_date: day(now, 2), occupancy: 2 };
    const ok = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/search?${query({ ...PARIS, ...today })}`, headers: { timezone: 'Etc/GMT+12' } });
    expect(ok.statusCode, ok.body).toBe(200);
    vi.useRealTimers();
    expect((await details(t, SUNRISE, propertyId)).propertyId).toBe(propertyId);
  });
});
