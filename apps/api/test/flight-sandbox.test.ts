import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightOfferChangesPriceOnCheck } from '@tripfront/suppliers';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { cookie } from './booking-helpers.ts';
import { bookFlight, day, holdFlight, offerDetails, passengersFor, searchFlights } from './flight-helpers.ts';

// Issue #17 on the sandbox's own flights and seats (in the test database): a search answers real
// offers, a fare the sandbox re-prices refuses payment until its new total is accepted, and a
// refundable fare cancels with the airline's refund.

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
});
afterAll(() => t.close());

const trip = (ahead: number) => [`LHR.JFK.${day(ahead)}`, `JFK.LHR.${day(ahead + 7)}`];

describe('flights of the sandbox', () => {
  it('searches, and refuses a re-priced fare until the new total is accepted; then books it with the airline’s record locator', async () => {
    const { data, message } = await searchFlights(t, SUNRISE, { slice: trip(40) });
    expect(message).toBeUndefined();
    expect(data.total).toBeGreaterThan(5);
    expect(data.facets.priceRange).not.toBeNull();
    const listed = data.offers.find((o) => flightOfferChangesPriceOnCheck(o.offerId))!;
    expect(listed).toBeDefined();

    const stale = await holdFlight(t, SUNRISE, traveller, listed.offerId, listed.price.total);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'PRICE_CHANGED' });
    const price = stale.json().price as { total: { amount: number; currency: string } };
    expect(price.total.amount).toBeGreaterThan(listed.price.total.amount);

    const live = await offerDetails(t, SUNRISE, listed.offerId, traveller);
    expect(live.price.total).toEqual(price.total);
    const h = await holdFlight(t, SUNRISE, traveller, listed.offerId, price.total);
    expect(h.statusCode, h.body).toBe(201);
    const booked = await bookFlight(t, SUNRISE, traveller, h.json().data, passengersFor(live.passengers, live.firstDate));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data).toMatchObject({
      product: 'flight',
      status: 'confirmed',
      title: 'LHR → JFK',
      total: price.total,
      flight: { recordLocator: expect.stringMatching(/^[A-Z0-9]{6}$/) },
    });
  });

  it('cancels a refundable fare with the airline’s refund under its conditions', async () => {
    const { data } = await searchFlights(t, SUNRISE, { slice: trip(55) });
    const listed = data.offers.find((o) => o.conditions.refundable && !flightOfferChangesPriceOnCheck(o.offerId))!;
    expect(listed).toBeDefined();
    const live = await offerDetails(t, SUNRISE, listed.offerId, traveller);
    const h = await holdFlight(t, SUNRISE, traveller, live.offerId, live.price.total);
    expect(h.statusCode, h.body).toBe(201);
    const booking = (await bookFlight(t, SUNRISE, traveller, h.json().data, passengersFor(live.passengers, live.firstDate))).json().data;
    expect(booking.cancellationPolicy.refundable).toBe(true);
    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${booking.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { cancellation } = cancelled.json().data;
    expect(cancellation.refundStatus).toBe('refunded');
    expect(cancellation.refund.amount).toBeGreaterThan(0);
    expect(cancellation.refund.amount).toBeLessThanOrEqual(booking.total.amount);
  });
});
