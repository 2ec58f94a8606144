import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { formatMoney } from '@tripfront/domain';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import type { Product } from '@tripfront/domain/booking/products';
import { placeDay } from '@tripfront/domain/booking/place-time';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import { addCalendarDays } from '@tripfront/domain/calendar';
import { bookActivity, holdActivity, openSlot, participantsFor, party, searchActivities } from './activity-helpers.ts';
import { cookie, hold, book, stay, steadyRate } from './booking-helpers.ts';
import { DRIVER, bookCar, carOffer, holdCar, rental, searchCars } from './car-helpers.ts';
import { bookCabin, couple, guestsFor, holdCabin, sailing, searchCruises } from './cruise-helpers.ts';
import { bookFlight, day, holdFlight, offerDetails, passengersFor, roundTrip, searchFlights } from './flight-helpers.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { bookRoom, holdRoom, suite } from './resort-helpers.ts';

// Issue #38: the refund a traveller is promised is the refund they get. For every product on the
// sandbox suppliers and each policy (before and after the deadline, a fare's fee, each cruise tier,
// non-refundable), the booking answer's refund preview (computed by the server) equals the refund
// the cancellation then makes, and the cancellation email states it. The policy is set on the
// booking's stored terms, as a booking made under it keeps them.

let t: TestApp;
let traveller: string;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

interface Booked {
  reference: string;
  total: BookingMoney;
}

const confirmed = (res: { statusCode: number; body: string; json: () => { data: Booked } }): Booked => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

/** One confirmed booking of each product on the sandbox, `n` spreading them over dates so none runs out. */
const BOOK: Record<Product, (n: number) => Promise<Booked>> = {
  async hotel(n) {
    const dates = stay(40 + n, 2);
    const rate = await steadyRate(t, SUNRISE, dates);
    const h = await hold(t, SUNRISE, traveller, rate);
    expect(h.statusCode, h.body).toBe(201);
    return confirmed(await book(t, SUNRISE, traveller, h.json().data));
  },
  async flight(n) {
    // A refundable fare with a refund fee (the sandbox's Flex fares).
    const { data } = await searchFlights(t, SUNRISE, { slice: roundTrip(40 + n) });
    const listed = data.offers.find((o) => o.conditions.refundable && o.conditions.refundFee !== null)!;
    const live = await offerDetails(t, SUNRISE, listed.offerId, traveller);
    const h = await holdFlight(t, SUNRISE, traveller, live.offerId, live.price.total);
    expect(h.statusCode, h.body).toBe(201);
    return confirmed(await bookFlight(t, SUNRISE, traveller, h.json().data, passengersFor(live.passengers, live.firstDate)));
  },
  async car(n) {
    const { data } = await searchCars(t, SUNRISE, { ...rental(40 + n), freeCancellation: 'true' });
    const d = await carOffer(t, SUNRISE, data.offers[0]!.offerId, traveller);
    const h = await holdCar(t, SUNRISE, traveller, d.offerId, d.price.total);
    expect(h.statusCode, h.body).toBe(201);
    return confirmed(await bookCar(t, SUNRISE, traveller, h.json().data, DRIVER));
  },
  async activity(n) {
    const { data } = await searchActivities(t, SUNRISE, { freeCancellation: 'true' });
    const p = party();
    const { slot } = await openSlot(t, SUNRISE, data.activities[n % data.activities.length]!.productCode, p, day(30 + n), day(45 + n));
    const h = await holdActivity(t, SUNRISE, traveller, slot.offerId!, slot.price.total);
    expect(h.statusCode, h.body).toBe(201);
    return confirmed(await bookActivity(t, SUNRISE, traveller, h.json().data, participantsFor(p)));
  },
  async cruise(n) {
    const { data } = await searchCruises(t, SUNRISE);
    const d = await sailing(t, SUNRISE, data.sailings[n % data.sailings.length]!.sailingId);
    const cabin = d.cabins.find((c) => c.offerId)!;
    const h = await holdCabin(t, SUNRISE, traveller, cabin.offerId!, cabin.price.total);
    expect(h.statusCode, h.body).toBe(201);
    return confirmed(await bookCabin(t, SUNRISE, traveller, h.json().data, guestsFor(couple)));
  },
  async resort(n) {
    const room = await suite(t, SUNRISE, { checkin_date: day(30 + n), checkout_date: day(32 + n) });
    const h = await holdRoom(t, SUNRISE, traveller, room.offerId!, room.price.total);
    expect(h.statusCode, h.body).toBe(201);
    return confirmed(await bookRoom(t, SUNRISE, traveller, h.json().data));
  },
};

const rowOf = async (reference: string) =>
  (await t.db.withTenant(tenantId, (tx) => tx.select().from(schema.bookings).where(eq(schema.bookings.reference, reference))))[0]!;

/** Sets the booking's stored terms: the policy the case is about. */
async function setTerms(reference: string, change: (terms: CancellationTerms) => CancellationTerms) {
  const row = await rowOf(reference);
  const details = row.details as { terms: CancellationTerms };
  await t.db.withTenant(tenantId, (tx) =>
    tx
      .update(schema.bookings)
      .set({ details: { ...row.details, terms: change(details.terms) } })
      .where(eq(schema.bookings.id, row.id)),
  );
  return change(details.terms);
}

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
/**
 * The tiers moved so that today at the sailing's place (where the server reads a tier's last day,
 * decision 0097) is the last day of tier `k` (k = tiers.length: all passed, the last ended yesterday).
 */
function tiersAt({ tiers, timeZone }: CancellationTerms, k: number) {
  if (!tiers) throw new Error('a cruise books with tiers');
  const anchor = k < tiers.length ? tiers[k]!.until : addCalendarDays(tiers[tiers.length - 1]!.until, 1);
  const shift = daysBetween(anchor, placeDay(new Date(), timeZone));
  return tiers.map((x) => ({ ...x, until: addCalendarDays(x.until, shift) }));
}

type Policy = { name: string; terms: (terms: CancellationTerms) => CancellationTerms; refund: (total: number, terms: CancellationTerms) => number };

const BEFORE: Policy = {
  name: 'before the free-cancellation deadline',
  terms: (x) => ({ ...x, refundable: true, freeCancellationUntil: hoursFromNow(48) }),
  refund: (total, x) => total - (x.feeMinor ?? 0),
};
const AFTER: Policy = {
  name: 'after the free-cancellation deadline',
  terms: (x) => ({ ...x, refundable: true, freeCancellationUntil: hoursFromNow(-1) }),
  refund: () => 0,
};
const NON_REFUNDABLE: Policy = { name: 'non-refundable', terms: (x) => ({ ...x, refundable: false, freeCancellationUntil: null }), refund: () => 0 };
/** The terms as the product's supplier gave them at booking (a flight's fee, a cruise's first tier). */
const AS_BOOKED: Policy = {
  name: 'as booked',
  terms: (x) => x,
  refund: (total, x) => (x.tiers ? Math.round(total * x.tiers[0]!.refundShare) : total - (x.feeMinor ?? 0)),
};

const cruiseTier = (k: number): Policy => ({
  name: `cruise tier ${k + 1}`,
  terms: (x) => ({ ...x, tiers: tiersAt(x, k) }),
  refund: (total, x) => Math.round(total * (x.tiers![k]?.refundShare ?? 0)),
});

const CASES: [Product, Policy][] = [
  ...(['hotel', 'car', 'activity', 'resort'] as const).flatMap((p): [Product, Policy][] => [
    [p, AS_BOOKED],
    [p, AFTER],
    [p, NON_REFUNDABLE],
  ]),
  ['flight', AS_BOOKED],
  ['flight', BEFORE],
  ['flight', AFTER],
  ['flight', NON_REFUNDABLE],
  ['cruise', AS_BOOKED],
  ...[0, 1, 2, 3].map((k): [Product, Policy] => ['cruise', cruiseTier(k)]),
  ['cruise', { name: 'every cruise tier passed', terms: (x) => ({ ...x, tiers: tiersAt(x, x.tiers!.length) }), refund: () => 0 }],
  ['cruise', NON_REFUNDABLE],
];

describe('the refund preview is the refund made, for every product and policy', { timeout: 60_000 }, () => {
  const n: Partial<Record<Product, number>> = {};
  it.each(CASES.map(([product, policy]) => [product, policy.name, policy] as const))('%s, %s', async (product, _name, policy) => {
    n[product] = (n[product] ?? 0) + 1;
    const booked = await BOOK[product](n[product]);
    const terms = await setTerms(booked.reference, policy.terms);
    const expected = Math.max(0, policy.refund(booked.total.amount, terms));

    const details = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${booked.reference}`, cookies: cookie(traveller) });
    expect(details.statusCode, details.body).toBe(200);
    const preview = details.json().data.refundPreview as { refund: BookingMoney; text: string };
    expect(preview.refund).toEqual({ amount: expected, currency: booked.total.currency });
    expect(preview.text).toMatch(/^Cancelling now refunds /);

    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${booked.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancellation: { refundStatus: expected > 0 ? 'refunded' : 'not_refundable', refund: preview.refund },
      refundPreview: null,
    });

    const { data: mail } = (await t.call(SUNRISE, { method: 'GET', url: '/api/dev/outbox' })).json() as { data: { subject: string; text: string }[] };
    const email = mail.find((m) => m.subject.startsWith('Booking cancelled') && m.subject.includes(booked.reference));
    expect(email?.text).toContain(
      expected > 0 ? `Refund: ${formatMoney({ amountMinor: expected, currency: booked.total.currency }, { locale: 'en' })}.` : 'No refund is due',
    );
  });
});
