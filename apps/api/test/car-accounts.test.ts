import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, listOutbox } from '@tripfront/db';
import { formatMoney } from '@tripfront/domain';
import type { CarOfferDetails, CarSearchAnswer } from '@tripfront/domain/booking/car-api';
import type { RecordedAccounts } from '@tripfront/suppliers/testing/recorded-accounts';
import { nordicOnDuffel, type NordicOnDuffel } from './account-helpers.ts';
import { emailTexts, refundTexts } from '../src/lib/email-texts.ts';
import { book, cookie } from './booking-helpers.ts';
import { bookCar, day, DRIVER, holdCar, rental, searchCars, searchCarsRaw } from './car-helpers.ts';
import { NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// Cars through an agency's own Duffel account (decisions 0105, 0108, 0110, 0112): Nordic switches cars to
// its Duffel account (recorded Duffel Cars), Sunrise stays on the sandbox. Duffel Cars offers only
// rates the driver pays at the counter: they are sold as "pay at pick-up", nothing charged now and
// the rental company's price due at pick-up, from the search to the cancellation. The driver's date
// of birth is checked against the stated age on every car.

const NORDIC_KEY = 'duffel_test_NordicCarsKey9x8y7z6w5v4u';

let world: NordicOnDuffel;
let t: TestApp;
let duffel: RecordedAccounts;
let nordicTraveller: string;
let sunriseTraveller: string;

beforeAll(async () => {
  world = await nordicOnDuffel({ key: NORDIC_KEY, label: 'Nordic Duffel', products: ['car'] });
  ({ t, duffel, nordicTraveller, sunriseTraveller } = world);
});
afterAll(() => world.close());

const NOTHING_EUR = { amount: 0, currency: 'EUR' };

describe('cars through an agency’s Duffel account', () => {
  it('Sunrise’s car search stays on the sandbox, calls nobody and charges the whole price when booking', async () => {
    const before = duffel.seen.length;
    const { data } = await searchCars(t, SUNRISE, {}, sunriseTraveller);
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.offers.every((o) => !o.offerId.startsWith('acc~') && !o.driverBirthDateRequired && !o.dueAtPickup && o.price.total.amount > 0)).toBe(true);
    expect(duffel.seen.length).toBe(before);
  });

  it('Nordic’s car search asks its account with its own key and lists the cars paid at pick-up: nothing now, the rental company’s price due at pick-up', async () => {
    const res = await searchCarsRaw(t, NORDIC, { ...rental(), currency: 'USD' }, nordicTraveller);
    expect(res.statusCode, res.body).toBe(200);
    expect(duffel.seen.at(-1)).toMatchObject({ method: 'POST', path: '/cars/search', token: NORDIC_KEY });
    const { data } = res.json() as CarSearchAnswer;
    // The recorded search has a Golf and a Tesla paid at the counter (and a prepaid Fiat the adapter leaves out).
    expect(data.offers.map((o) => o.vehicle.model).sort()).toEqual(['Tesla Model 3', 'Volkswagen Golf']);
    for (const o of data.offers) {
      expect(o.price.total).toEqual({ amount: 0, currency: 'USD' });
      expect(o.dueAtPickup).toMatchObject({ currency: 'EUR', amount: expect.any(Number) });
      expect(o.dueAtPickup!.amount).toBeGreaterThan(0);
    }
    // Compared by what is due at pick-up: cheapest first, and the filters' lowest prices say it.
    expect(data.offers[0]!.dueAtPickup!.amount).toBeLessThanOrEqual(data.offers[1]!.dueAtPickup!.amount);
    expect(data.facets.priceRange?.min).toEqual(data.offers[0]!.dueAtPickup);
    expect(res.body).not.toContain(NORDIC_KEY);
  });

  it('holds and books a car paid at pick-up with nothing charged, and cancels it through Duffel refunding nothing', async () => {
    const { data } = await searchCars(t, NORDIC, { currency: 'EUR' }, nordicTraveller);
    const golf = data.offers.find((o) => o.vehicle.model === 'Volkswagen Golf')!;
    const details = await t.call(NORDIC, {
      method: 'GET',
      url: `/api/car-rental/offers/${encodeURIComponent(golf.offerId)}?currency=EUR`,
      cookies: cookie(nordicTraveller),
    });
    expect(details.statusCode, details.body).toBe(200);
    const offer = details.json().data as CarOfferDetails;
    expect(offer.priceWithExtras.total).toEqual(NOTHING_EUR);
    // Re-priced by Duffel's quote: what the counter will charge.
    expect(offer.dueAtPickup).toEqual({ amount: expect.any(Number), currency: 'EUR' });

    // The hold: nothing charged now, at the quote's price due at pick-up.
    const held = await holdCar(t, NORDIC, nordicTraveller, golf.offerId, NOTHING_EUR);
    expect(held.statusCode, held.body).toBe(201);
    const hold = held.json().data;
    expect(hold.price.total).toEqual(NOTHING_EUR);
    expect(hold.car.dueAtPickup).toEqual(offer.dueAtPickup);

    // Credits cannot pay for nothing.
    const withCredits = await book(t, NORDIC, nordicTraveller, hold, {
      fields: { driver: { ...DRIVER, birthDate: bornFor(30, golf.pickup.dateTime) }, credits: 100 },
    });
    expect(withCredits.statusCode, withCredits.body).toBe(422);

    const before = duffel.seen.length;
    const booked = await bookCar(t, NORDIC, nordicTraveller, hold, { ...DRIVER, birthDate: bornFor(30, golf.pickup.dateTime) });
    expect(booked.statusCode, booked.body).toBe(201);
    const b = booked.json().data;
    // Confirmed by Duffel with no card: no gateway took anything.
    expect(b).toMatchObject({ status: 'confirmed', price: { total: NOTHING_EUR }, payment: { gateway: 'pay_at_pickup', brand: null, last4: null } });
    expect(b.payment.credits).toBeUndefined();
    expect(b.car.dueAtPickup).toEqual(offer.dueAtPickup);
    expect(
      duffel.seen
        .slice(before)
        .filter((c) => c.path === '/cars/bookings')
        .map((c) => c.token),
    ).toEqual([NORDIC_KEY]);

    // My Trips' booking: nothing charged, the amount due at pick-up; cancelling would refund nothing, and says why.
    const read = await t.call(NORDIC, { method: 'GET', url: `/api/bookings/${b.reference}`, cookies: cookie(nordicTraveller) });
    expect(read.json().data).toMatchObject({
      price: { total: NOTHING_EUR },
      car: { dueAtPickup: offer.dueAtPickup },
      // In the booker's language: Nordic's Swedish.
      refundPreview: { refund: NOTHING_EUR, text: refundTexts('sv').nothingCharged },
    });
    const receipts = await t.call(NORDIC, { method: 'GET', url: `/api/bookings/${b.reference}/receipts`, cookies: cookie(nordicTraveller) });
    expect(receipts.json().data).toEqual([]);

    // The confirmation email says nothing was charged and what is due at the counter.
    const tenantId = (await findTenantIdByHost(t.db, NORDIC))!;
    const mails = await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId));
    const confirmation = mails.find((m) => m.subject.includes(b.reference))!;
    const due = formatMoney({ amountMinor: offer.dueAtPickup!.amount, currency: 'EUR' }, { locale: 'sv' });
    expect(confirmation.text).toContain(emailTexts('sv').confirmation.dueAtPickup(due));
    expect(confirmation.text).not.toContain(emailTexts('sv').confirmation.total('').slice(0, 10));

    const cancelled = await t.call(NORDIC, { method: 'POST', url: `/api/bookings/${b.reference}/cancel`, cookies: cookie(nordicTraveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellation: { refund: NOTHING_EUR } });
    expect(cancelled.json().data.history.at(-1).note).toBe('Cancelled by the traveller; nothing was charged, so nothing is refunded');
    expect(duffel.seen.at(-1)).toMatchObject({ method: 'POST', path: expect.stringMatching(/^\/cars\/bookings\/\w+\/actions\/cancel$/), token: NORDIC_KEY });
    const after = await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId));
    const cancellation = after.find((m) => m.subject.includes(b.reference) && m.id !== confirmation.id)!;
    expect(cancellation.text).toContain(refundTexts('sv').nothingCharged);
  });
});

/** A date of birth that makes the driver `age` on the pick-up day (YYYY-MM-DD…). */
const bornFor = (age: number, pickup: string) => `${Number(pickup.slice(0, 4)) - age}-01-01`;

describe('the driver’s date of birth', () => {
  const holdSandboxCar = async () => {
    const { data } = await searchCars(t, SUNRISE, { pickup_date: day(50), dropoff_date: day(53) }, sunriseTraveller);
    const car = data.offers.find((o) => o.minDriverAge <= 30)!;
    const held = await holdCar(t, SUNRISE, sunriseTraveller, car.offerId, car.price.total);
    expect(held.statusCode, held.body).toBe(201);
    return { held: held.json().data, pickupDate: car.pickup.dateTime.slice(0, 10) };
  };

  it('refuses one that does not give the stated age at pick-up, naming the field, before anything is charged', async () => {
    const { held, pickupDate } = await holdSandboxCar();
    const wrong = await bookCar(t, SUNRISE, sunriseTraveller, held, { ...DRIVER, birthDate: bornFor(40, pickupDate) });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'driver.birthDate', message: expect.stringContaining('not 30') });
    const malformed = await bookCar(t, SUNRISE, sunriseTraveller, held, { ...DRIVER, birthDate: '31/12/1990' });
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(malformed.json().field).toBe('driver.birthDate');

    const booked = await bookCar(t, SUNRISE, sunriseTraveller, held, { ...DRIVER, birthDate: bornFor(30, pickupDate) });
    expect(booked.statusCode, booked.body).toBe(201);
    // A sandbox car is paid when booking, by card, as before.
    expect(booked.json().data).toMatchObject({ status: 'confirmed', payment: { gateway: 'sandbox', last4: '4242' } });
    expect(booked.json().data.price.total.amount).toBeGreaterThan(0);
  });
});
