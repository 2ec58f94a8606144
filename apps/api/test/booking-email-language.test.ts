import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, listOutbox, schema } from '@tripfront/db';
import { and, eq } from 'drizzle-orm';
import { formatMoney } from '@tripfront/domain';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { recoverBookings } from '../src/booking/recovery.ts';
import { cookie, guest, payment, releaseHold } from './booking-helpers.ts';
import { suite } from './resort-helpers.ts';
import { fakeFlightSupplier, holdFlight, offerDetails, offerIndex, passengersFor, roundTrip, searchFlights } from './flight-helpers.ts';

// Issue #17: the confirmation email speaks the booker's language (domain navigation/language.ts
// bookerLanguage): the signed-in user's language when the agency offers it, else the request's
// Accept-Language, else the agency's default. It is kept on the booking, so recovery's later email
// speaks it too. Sunrise offers all nine languages; its default is English.

const TRAVELLER = 'traveller@sunrise-travel.example';
let t: TestApp;
let airline: ReturnType<typeof fakeFlightSupplier>;
let traveller: string;
let tenantId: string;
beforeAll(async () => {
  airline = fakeFlightSupplier();
  t = await createTestApp({ flightSupplier: airline.supplier, holdLimits: { perUser: 1_000, perIp: 1_000 } });
  traveller = await t.login(SUNRISE, TRAVELLER, 'Traveller#2026');
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

/** The language and direction a mail client reads from the email's <html> tag. */
const pageOf = (html: string) => {
  const tag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  return { lang: /lang="([^"]*)"/.exec(tag)?.[1], dir: /dir="([^"]*)"/.exec(tag)?.[1] };
};

/** The traveller's stored language (a language no agency offers stands for "none that counts"). */
const setLanguage = (language: string) =>
  t.db.withTenant(tenantId, (tx) =>
    tx
      .update(schema.users)
      .set({ language })
      .where(and(eq(schema.users.tenantId, tenantId), eq(schema.users.email, TRAVELLER))),
  );

async function bookTrip(index: number, ahead: number, acceptLanguage?: string) {
  const { data } = await searchFlights(t, SUNRISE, { slice: roundTrip(ahead) });
  const listed = data.offers.find((o) => offerIndex(o.offerId) === index)!;
  const live = await offerDetails(t, SUNRISE, listed.offerId, traveller);
  const h = await holdFlight(t, SUNRISE, traveller, live.offerId, live.price.total);
  expect(h.statusCode, h.body).toBe(201);
  const hold = h.json().data as { holdToken: string; price: { total: { amount: number; currency: string } } };
  return t.call(SUNRISE, {
    method: 'POST',
    url: '/api/bookings',
    cookies: cookie(traveller),
    headers: { 'idempotency-key': randomUUID(), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    payload: {
      holdToken: hold.holdToken,
      guest,
      payment: payment(),
      expectedTotal: hold.price.total,
      passengers: passengersFor(live.passengers, live.firstDate),
    },
  });
}

const mailOf = async (reference: string) => (await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).find((m) => m.subject.includes(reference))!;

describe('the confirmation email language', () => {
  it('is French for a French traveller: subject, body, total the French way, reference and record locator', async () => {
    await setLanguage('fr');
    const res = await bookTrip(4, 50, 'en');
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data;
    const mail = await mailOf(b.reference);
    expect(mail.subject).toBe(`Réservation confirmée : LHR → JFK (${b.reference})`);
    expect(mail.text).toContain(`Votre réservation est confirmée : LHR → JFK. Référence : ${b.reference}.`);
    expect(mail.text).toContain('Aller-retour');
    expect(mail.text).toContain(`Code de réservation de la compagnie (PNR) : ${b.flight.recordLocator}.`);
    expect(b.flight.recordLocator).toMatch(/^PNR/);
    const total = formatMoney({ amountMinor: b.total.amount, currency: b.total.currency }, { locale: 'fr' });
    expect(total).not.toBe(formatMoney({ amountMinor: b.total.amount, currency: b.total.currency }, { locale: 'en' }));
    expect(mail.text).toContain(`Total payé : ${total}.`);
    expect(mail.text).toContain('Voir mes voyages');
    expect(mail.text).not.toContain('Booking confirmed');
    expect(mail.text).toContain('\n\nBonjour Ada,\n\n');
    expect(pageOf(mail.html)).toEqual({ lang: 'fr', dir: 'ltr' });

    // Cancelled (a refundable fare), the same booker hears of the refund made, in French, with its amount.
    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${b.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { refund } = cancelled.json().data.cancellation as { refund: { amount: number; currency: string } };
    expect(refund.amount).toBeGreaterThan(0);
    const cancellation = (await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).find((m) => m.subject.startsWith('Réservation annulée'))!;
    expect(cancellation.subject).toContain(b.reference);
    expect(cancellation.text).toContain('\n\nBonjour Ada,\n\n');
    expect(cancellation.text).toContain(`Remboursement : ${formatMoney({ amountMinor: refund.amount, currency: refund.currency }, { locale: 'fr' })}.`);
  });

  it("reads the request's Accept-Language when the traveller's own language is not offered; Arabic is right to left", async () => {
    await setLanguage('it');
    const res = await bookTrip(2, 51, 'ar-EG,ar;q=0.9,en;q=0.5');
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data;
    const mail = await mailOf(b.reference);
    expect(mail.subject).toBe(`تم تأكيد الحجز: LHR → JFK (${b.reference})`);
    expect(pageOf(mail.html)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(mail.text).toContain(`رمز حجز شركة الطيران (PNR): ${b.flight.recordLocator}.`);
    expect(mail.text).toContain('عرض رحلاتي');
  });

  it("falls back to the agency's default for a language it does not offer", async () => {
    await setLanguage('it');
    const res = await bookTrip(3, 52, 'ja,zh;q=0.8');
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data;
    const mail = await mailOf(b.reference);
    expect(mail.subject).toBe(`Booking confirmed: LHR → JFK (${b.reference})`);
    expect(mail.text).toContain(`Airline reference (PNR): ${b.flight.recordLocator}.`);
    expect(pageOf(mail.html)).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('is the language of the booking when recovery confirms it later, whatever the traveller chose since', async () => {
    await setLanguage('de');
    airline.behaviour.bookTimesOut = true;
    airline.behaviour.lookupDown = true;
    let reference: string;
    try {
      const res = await bookTrip(6, 53);
      expect(res.statusCode, res.body).toBe(202);
      reference = res.json().data.reference;
    } finally {
      airline.behaviour.bookTimesOut = false;
      airline.behaviour.lookupDown = false;
    }
    await setLanguage('sv');
    await recoverBookings(t.app, new Date(Date.now() + 10 * 60_000));
    const mail = await mailOf(reference);
    expect(mail.subject).toBe(`Buchung bestätigt: LHR → JFK (${reference})`);
    expect(mail.text).toContain('Buchungscode der Fluggesellschaft (PNR): PNR');
    expect(mail.text).toContain('Meine Reisen ansehen');
    await setLanguage('en');
  });
});

describe('the terms sentence of a hold', () => {
  it("is in the interface language the page asks in (Accept-Language), not the account's stored one", async () => {
    await setLanguage('en');
    const room = await suite(t, SUNRISE);
    const holdIn = async (acceptLanguage?: string) => {
      const res = await t.call(SUNRISE, {
        method: 'POST',
        url: '/api/bookings/holds',
        cookies: cookie(traveller),
        ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
        payload: { product: 'resort', offerId: room.offerId, currency: 'USD', expectedTotal: room.price.total },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { holdToken: string; cancellationPolicy: { description: string } };
    };
    const arabic = await holdIn('ar');
    expect(arabic.cancellationPolicy.description).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.cancellationPolicy.description).not.toMatch(/cancellation/i);
    const released = await releaseHold(t, SUNRISE, traveller, { holdToken: arabic.holdToken });
    expect(released.statusCode, released.body).toBe(200);
    // Without an interface language, the account's.
    expect((await holdIn()).cancellationPolicy.description).toMatch(/^Free cancellation until /);
  });

  it("of a booking is in the language of the page that reads it, while the email keeps the booker's", async () => {
    await setLanguage('en');
    const res = await bookTrip(5, 54, 'en');
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json().data as { reference: string; cancellationPolicy: { description: string } };
    const english = booked.cancellationPolicy.description;
    expect(english).not.toMatch(/[\u0600-\u06FF]/);
    const read = async (acceptLanguage: string) => {
      const r = await t.call(SUNRISE, { url: `/api/bookings/${booked.reference}`, cookies: cookie(traveller), headers: { 'accept-language': acceptLanguage } });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data as { cancellationPolicy: { description: string } }).cancellationPolicy.description;
    };
    // The confirmation page opened in Arabic reads Arabic terms, the same rule as the English sentence.
    const arabic = await read('ar');
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).not.toBe(english);
    expect(await read('en')).toBe(english);
    expect((await mailOf(booked.reference)).subject).toBe(`Booking confirmed: LHR → JFK (${booked.reference})`);
  });
});
