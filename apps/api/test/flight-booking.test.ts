import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, listOutbox, schema } from '@tripfront/db';
import { eq } from 'drizzle-orm';
import type { FlightPassenger } from '@tripfront/domain/booking/flight-api';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { recoverBookings } from '../src/booking/recovery.ts';
import { cookie, expectOneTermsSentence, payment } from './booking-helpers.ts';
import {
  bookFlight,
  fakeFlightSupplier,
  holdFlight,
  offerDetails,
  offerIndex,
  passengersFor,
  REPRICED,
  roundTrip,
  searchFlights,
  TICKET_SOON,
} from './flight-helpers.ts';

// Issue #17: a flight booked end to end on the product-agnostic pipeline, on an in-memory airline:
// hold at the live price (a re-priced fare refuses payment until accepted), passengers checked
// against the offer before anything is charged, Idempotency-Key, the airline's record locator,
// document numbers masked, My Trips and the back-office, cancellation under the fare's conditions,
// and another agency seeing none of it.

let t: TestApp;
let airline: ReturnType<typeof fakeFlightSupplier>;
let traveller: string;
let owner: string;
let tenantId: string;
beforeAll(async () => {
  airline = fakeFlightSupplier();
  t = await createTestApp({ flightSupplier: airline.supplier, holdLimits: { perUser: 1_000, perIp: 1_000 } });
  [traveller, owner] = await Promise.all([
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
  ]);
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

const bookingsInDb = () => t.db.withTenant(tenantId, (tx) => tx.select().from(schema.bookings).where(eq(schema.bookings.tenantId, tenantId)));

/** An offer of the trip by index, seen in the search and then re-priced live (the offer details). */
async function liveOffer(index: number, params: Record<string, string | number | string[]> = {}) {
  const { data } = await searchFlights(t, SUNRISE, params);
  const listed = data.offers.find((o) => offerIndex(o.offerId) === index)!;
  return { listed, live: await offerDetails(t, SUNRISE, listed.offerId, traveller) };
}

async function held(index: number, params: Record<string, string | number | string[]> = {}) {
  const { listed, live } = await liveOffer(index, params);
  const h = await holdFlight(t, SUNRISE, traveller, live.offerId, live.price.total);
  expect(h.statusCode, h.body).toBe(201);
  return {
    listed,
    live,
    hold: h.json().data as {
      holdToken: string;
      expiresAt: string;
      price: { total: { amount: number; currency: string } };
      flight: { ticketingDeadline: string };
      cancellationPolicy: { description: string };
    },
  };
}

describe('holding a flight', () => {
  it('refuses a re-priced fare until the new total is accepted, then holds it with the itinerary', async () => {
    const { listed } = await liveOffer(REPRICED, { slice: roundTrip(41) });
    const stale = await holdFlight(t, SUNRISE, traveller, listed.offerId, listed.price.total);
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.code).toBe('PRICE_CHANGED');
    expect(body.message).toMatch(/^The price of these seats has changed from \$[\d,.]+ to \$[\d,.]+\. Please review the new price to continue\.$/);
    expect(body.price.total.amount).toBeGreaterThan(listed.price.total.amount);
    // Nothing is kept for the refused hold.
    expect(airline.sold.get(listed.offerId) ?? 0).toBe(0);

    const accepted = await holdFlight(t, SUNRISE, traveller, listed.offerId, body.price.total);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const data = accepted.json().data;
    expect(data).toMatchObject({
      product: 'flight',
      price: { total: body.price.total },
      flight: { fareBrand: expect.any(String), passengers: { adults: 1, children: 0, infants: 0 }, documentRequired: true },
    });
    expect(data.flight.slices.map((s: { origin: { iata: string } }) => s.origin.iata)).toEqual(['LHR', 'JFK']);
    expect(data).not.toHaveProperty('hotel');
  });

  it('never keeps the seats past the ticketing deadline', async () => {
    const { hold } = await held(TICKET_SOON, { slice: roundTrip(42) });
    expect(hold.expiresAt).toBe(hold.flight.ticketingDeadline);
    expect(Date.parse(hold.expiresAt) - Date.now()).toBeLessThan(11 * 60_000);
  });
});

describe('booking a flight', () => {
  it('refuses passengers of the wrong type or age with the field paths, and charges nothing', async () => {
    const { live, hold } = await held(0, { slice: roundTrip(43), adults: 2, infants: 1 });
    const right = passengersFor(live.passengers, live.firstDate);
    const before = (await bookingsInDb()).length;
    const wrong: FlightPassenger[] = right.map((p, i) => (i === 1 ? { ...p, birthDate: `${Number(live.firstDate.slice(0, 4)) - 5}-01-01` } : p));
    const typeMismatch = await bookFlight(t, SUNRISE, traveller, hold, wrong);
    expect(typeMismatch.statusCode).toBe(400);
    expect(typeMismatch.json()).toMatchObject({ field: 'passengers.1.birthDate' });
    expect(typeMismatch.json().message).toMatch(/^passengers\.1\.birthDate: makes this passenger a child \(2 to 12\)/);

    const tooFew = await bookFlight(t, SUNRISE, traveller, hold, right.slice(0, 2));
    expect(tooFew.json()).toMatchObject({ statusCode: 400, field: 'passengers' });
    const noDocument = await bookFlight(
      t,
      SUNRISE,
      traveller,
      hold,
      right.map(({ document: _d, ...p }, i) => (i === 2 ? p : right[i]!)),
    );
    expect(noDocument.json()).toMatchObject({ statusCode: 400, field: 'passengers.2.document' });
    const none = await bookFlight(t, SUNRISE, traveller, hold, undefined as unknown as FlightPassenger[]);
    expect(none.json()).toMatchObject({ statusCode: 400, field: 'passengers' });
    expect((await bookingsInDb()).length).toBe(before);
    expect(airline.behaviour.calls.book).toBe(0);

    // The same hold still books once the passengers are right.
    const ok = await bookFlight(t, SUNRISE, traveller, hold, right);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('books once per Idempotency-Key, keeps the record locator, masks document numbers, and lists it in My Trips and the back-office', async () => {
    const { live, hold } = await held(2, { slice: roundTrip(44) });
    const passengers = passengersFor(live.passengers, live.firstDate);
    const key = randomUUID();
    const pay = payment();
    const booksBefore = airline.behaviour.calls.book;
    const [a, b] = await Promise.all([
      bookFlight(t, SUNRISE, traveller, hold, passengers, { key, pay }),
      bookFlight(t, SUNRISE, traveller, hold, passengers, { key, pay }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']]).toContain('true');
    const replay = await bookFlight(t, SUNRISE, traveller, hold, passengers, { key, pay });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(airline.behaviour.calls.book - booksBefore).toBe(1);

    const booking = a.json().data;
    expect(booking).toMatchObject({
      product: 'flight',
      service: 'flights',
      status: 'confirmed',
      title: 'LHR → JFK',
      location: 'New York, US',
      startDate: live.firstDate,
      flight: { recordLocator: expect.stringMatching(/^PNR\d{3}$/), fareBrand: live.fareBrand, ticketingDeadline: hold.flight.ticketingDeadline },
      passengers: [{ type: 'adult', givenName: passengers[0]!.givenName, familyName: passengers[0]!.familyName }],
      payment: { status: 'captured' },
    });
    const number = passengers[0]!.document!.number;
    expect(booking.passengers[0].document.number).toBe(`${'•'.repeat(number.length - 3)}${number.slice(-3)}`);
    expect(a.body).not.toContain(number);
    const rows = (await bookingsInDb()).filter((r) => r.reference === booking.reference);
    expect(rows).toHaveLength(1);
    // The documents were for the airline's order only: the booking keeps none of them.
    expect(JSON.stringify(rows[0]!.details)).not.toContain(number);

    const mail = (await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).find((m) => m.subject.includes(booking.reference))!;
    expect(mail.subject).toBe(`Booking confirmed: LHR → JFK (${booking.reference})`);
    expect(mail.text).toContain(`Airline reference (PNR): ${booking.flight.recordLocator}.`);
    // The fare's terms: checkout, confirmation, My Trips and the email word them alike (decision 0097).
    await expectOneTermsSentence(t, SUNRISE, traveller, hold, booking, mail.text);

    const trips = await t.call(SUNRISE, { method: 'GET', url: '/api/bookings', cookies: cookie(traveller) });
    expect(trips.json().data).toContainEqual(
      expect.objectContaining({ reference: booking.reference, product: 'flight', service: 'flights', title: 'LHR → JFK' }),
    );
    const details = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${booking.reference}`, cookies: cookie(traveller) });
    expect(details.statusCode).toBe(200);
    expect(details.body).not.toContain(number);

    const office = await t.call(SUNRISE, { method: 'GET', url: `/api/agent/bookings?q=${booking.reference}`, cookies: cookie(owner) });
    expect(office.statusCode, office.body).toBe(200);
    expect(office.json().data).toContainEqual(expect.objectContaining({ reference: booking.reference, title: 'LHR → JFK' }));
    const one = await t.call(SUNRISE, { method: 'GET', url: `/api/agent/bookings/${booking.reference}`, cookies: cookie(owner) });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.body).not.toContain(number);
    expect(one.json().data.booking).toMatchObject({ product: 'flight', flight: { recordLocator: booking.flight.recordLocator } });
  });

  it('cancels under the fare’s conditions: a refundable fare refunds the total less its fee, a non-refundable one nothing', async () => {
    const refundable = await held(0, { slice: roundTrip(45) });
    const r = (await bookFlight(t, SUNRISE, traveller, refundable.hold, passengersFor(refundable.live.passengers, refundable.live.firstDate))).json().data;
    expect(r.cancellationPolicy.refundable).toBe(true);
    // The offer in the search and on its details page words the terms as its hold and booking do (decision 0097).
    const words = (o: { cancellationPolicy: { description: string } }) => o.cancellationPolicy.description;
    expect(refundable.listed.cancellationPolicy).toMatchObject({ refundable: true, freeCancellationUntil: r.cancellationPolicy.freeCancellationUntil });
    expect([words(refundable.listed), words(refundable.live), words(refundable.hold)]).toEqual([words(r), words(r), words(r)]);
    const fee = r.flight.conditions.refundFee as { amount: number; currency: string };
    expect(fee.amount).toBeGreaterThan(0);
    const promised = { amount: r.total.amount - fee.amount, currency: r.total.currency };
    expect(r.refundPreview).toMatchObject({ refund: promised, kind: 'less_fee', fee });
    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${r.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellation: { refundStatus: 'refunded', refund: promised } });

    const fixed = await held(1, { slice: roundTrip(46) });
    const n = (await bookFlight(t, SUNRISE, traveller, fixed.hold, passengersFor(fixed.live.passengers, fixed.live.firstDate))).json().data;
    expect(n.cancellationPolicy.refundable).toBe(false);
    expect(fixed.listed.cancellationPolicy.refundable).toBe(false);
    expect([words(fixed.listed), words(fixed.live), words(fixed.hold)]).toEqual([words(n), words(n), words(n)]);
    const kept = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${n.reference}/cancel`, cookies: cookie(traveller) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ status: 'cancelled', cancellation: { refundStatus: 'not_refundable', refund: { amount: 0 } } });
  });

  it('recovers a flight whose order timed out by asking the airline, keeping its record locator and dropping the documents', async () => {
    const { live, hold } = await held(6, { slice: roundTrip(48) });
    const passengers = passengersFor(live.passengers, live.firstDate);
    airline.behaviour.bookTimesOut = true;
    airline.behaviour.lookupDown = true;
    let reference: string;
    try {
      const res = await bookFlight(t, SUNRISE, traveller, hold, passengers);
      expect(res.statusCode, res.body).toBe(202); // unknown outcome: left pending
      expect(res.json().data).toMatchObject({ product: 'flight', status: 'pending', flight: { recordLocator: null } });
      reference = res.json().data.reference;
    } finally {
      airline.behaviour.bookTimesOut = false;
      airline.behaviour.lookupDown = false;
    }
    const pending = (await bookingsInDb()).find((r) => r.reference === reference)!;
    expect(JSON.stringify(pending.details)).toContain(passengers[0]!.document!.number); // kept for the airline until it answers
    await recoverBookings(t.app, new Date(Date.now() + 10 * 60_000));
    const after = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, cookies: cookie(traveller) });
    expect(after.json().data).toMatchObject({ product: 'flight', status: 'confirmed', flight: { recordLocator: expect.stringMatching(/^PNR/) } });
    const done = (await bookingsInDb()).find((r) => r.reference === reference)!;
    expect(JSON.stringify(done.details)).not.toContain(passengers[0]!.document!.number);
  });

  it('shows another agency none of it', async () => {
    const { live, hold } = await held(4, { slice: roundTrip(47) });
    const booking = (await bookFlight(t, SUNRISE, traveller, hold, passengersFor(live.passengers, live.firstDate))).json().data;
    const nordicOwner = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    const list = await t.call(NORDIC, { method: 'GET', url: '/api/agent/bookings', cookies: cookie(nordicOwner) });
    expect(list.json().data.map((b: { reference: string }) => b.reference)).not.toContain(booking.reference);
    expect((await t.call(NORDIC, { method: 'GET', url: `/api/agent/bookings/${booking.reference}`, cookies: cookie(nordicOwner) })).statusCode).toBe(404);
    expect((await t.call(NORDIC, { method: 'GET', url: `/api/bookings/${booking.reference}`, cookies: cookie(nordicOwner) })).statusCode).toBe(404);
    // A Sunrise hold token means nothing on the other agency's host either.
    const stolen = await bookFlight(t, NORDIC, nordicOwner, hold, passengersFor(live.passengers, live.firstDate));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ field: 'holdToken' });
  });
});

describe('flight routes by role', () => {
  // Server-side truth: who may hold, and who sees the agent rows, is the API's call, not the page's.
  it('refuses a visitor a hold (401), and shows travellers and restricted agents no wholesale or markup rows', async () => {
    const restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
    const { listed, live } = await liveOffer(2, { slice: roundTrip(52) });
    const asVisitor = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings/holds',
      payload: { product: 'flight', offerId: live.offerId, currency: 'USD', expectedTotal: live.price.total },
    });
    expect(asVisitor.statusCode).toBe(401);

    for (const who of [undefined, traveller, restricted]) {
      const { data } = await searchFlights(t, SUNRISE, { slice: roundTrip(52) }, who);
      expect(data.offers.length).toBeGreaterThan(0);
      for (const o of data.offers) expect(o.price, `search as ${who ? 'a signed-in user' : 'a visitor'}`).not.toHaveProperty('markup');
      const details = await offerDetails(t, SUNRISE, listed.offerId, who);
      expect(details.price).not.toHaveProperty('wholesale');
      expect(details.priceByPassenger[0]).not.toHaveProperty('markup');
    }
    const h = await holdFlight(t, SUNRISE, restricted, live.offerId, live.price.total);
    expect(h.statusCode, h.body).toBe(201);
    expect(h.json().data.price).not.toHaveProperty('markup');
    expect(h.json().data.price).not.toHaveProperty('wholesale');
    // The agency's owner sees them on the same offer.
    const asOwner = await offerDetails(t, SUNRISE, listed.offerId, owner);
    expect(asOwner.price).toMatchObject({ markup: { currency: 'USD' }, wholesale: { currency: 'USD' } });
  });
});
