import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import resortsEn from '../../../../public/locales/en/resorts.json';
import { makeAgency, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { RESORTS_NS } from '../hooks/use-resorts-translation.ts';
import { resortCheckoutUrl, resortConfirmationUrl } from '../resort-urls.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { ResortCheckout } from './resort-step-pages.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', RESORTS_NS, resortsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const REF = 'RH-0A1B2C3D4E';
const offerId = 'R1.sbx-r-101-1.suite.2030-03-01.2030-03-04.2-0';
const resort = {
  referenceNumber: REF,
  resortId: 'sbx-r-101-1',
  name: 'Azure Cancún Resort & Spa',
  subregionName: 'Cancún and Riviera Maya',
  countryCode: 'MX',
  roomType: 'suite',
  roomName: 'One-Bedroom Suite',
  checkIn: '2030-03-01',
  checkOut: '2030-03-04',
  nights: 3,
  adults: 2,
  children: 0,
  imageUrl: 'data:image/svg+xml,x',
  freeCancellationUntil: '2030-02-21T01:00:00.000Z',
};
// The server's words for the terms (decision 0097): every page shows them as given, never recomputed.
const TERMS = 'Free cancellation until Feb 20, 2030, 8:00 PM (local time), then non-refundable.';
const policy = { refundable: true, freeCancellationUntil: resort.freeCancellationUntil, description: TERMS };
const price = { base: usd(180000), taxesAndFees: usd(19800), total: usd(199800), perNight: usd(66600) };
const hold = {
  data: {
    product: 'resort',
    holdToken: 'token-0123456789',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    price,
    cancellationPolicy: policy,
    resort,
  },
};
const search = {
  place: { label: 'Cancún and Riviera Maya, Caribbean', regionId: 1, subregionId: 101 },
  checkin: '2030-03-01',
  checkout: '2030-03-04',
  adults: 2,
  children: 0,
};

describe('resort checkout (the room held on the shared checkout)', { timeout: 30_000 }, () => {
  it('holds the room at the total from its URL, shows the stay, its reference, the countdown and what hold-check says', async () => {
    mockApi({
      'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
      'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
      'POST /api/bookings/holds': { status: 201, body: hold },
      'GET /resort-api/properties/hold-check': {
        body: { data: { ...resort, resortName: resort.name, status: 'HELD', expiresAt: hold.data.expiresAt, guests: 2, total: usd(150000) } },
      },
    });
    renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <CheckoutPage />
      </CurrencyProvider>,
      { user: makeUser(), path: resortCheckoutUrl({ offerId, total: usd(199800), resortId: 'sbx-r-101-1', search }), agency: makeAgency() },
    );
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Your unit is held for 1[45]:\d\d$/);
    expect(fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds').map((c) => c.body)).toEqual([
      { product: 'resort', offerId, currency: 'USD', expectedTotal: usd(199800) },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Azure Cancún Resort & Spa' })).toBeInTheDocument();
    expect(screen.getByText('One-Bedroom Suite · 3 nights · 2 guests')).toBeInTheDocument();
    // The reference sits apart, left to right (decision 0099).
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === `Resort reference: ${REF}`)).toBeInTheDocument();
    expect(screen.getByText(REF, { selector: 'bdi[dir="ltr"]' })).toBeInTheDocument();
    expect(screen.getByText(TERMS, { exact: false })).toHaveTextContent(`Cancellation policy: ${TERMS}`);
    expect(screen.getByText('Stay price')).toBeInTheDocument();
    expect(await screen.findByText('The resort is holding this room for you.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchCalls.some((c) => c.url.pathname === '/resort-api/properties/hold-check' && c.url.searchParams.get('reference_number') === REF)).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Pay $1,998' })).toBeInTheDocument();
  });

  it('once paid, lands on the confirmation: the email sent, the card paid with, the stay and its terms as the server words them', async () => {
    const booking = {
      product: 'resort',
      reference: 'TF-RES12345',
      service: 'resorts',
      status: 'confirmed',
      title: resort.name,
      startDate: resort.checkIn,
      endDate: resort.checkOut,
      total: price.total,
      createdAt: '2030-01-01T10:00:00Z',
      cancellationPolicy: policy,
      resort,
      leadGuest: { firstName: 'Tess', lastName: 'Traveller', email: 'tess@example.com' },
      price,
      payment: { gateway: 'sandbox', status: 'captured', brand: 'visa', last4: '4242' },
      supplierReference: 'SBXR-1',
      failureReason: null,
      cancellation: { cancelledAt: null, refundStatus: 'none', refund: null },
      refundPreview: null,
      history: [],
    };
    mockApi({
      'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
      'GET /api/bookings/TF-RES12345': { body: { data: booking } },
    });
    renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <ResortCheckout />
      </CurrencyProvider>,
      { user: makeUser(), path: resortConfirmationUrl('TF-RES12345'), agency: makeAgency() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: bookingEn.confirmation.confirmed })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'A confirmation email was sent to tess@example.com.')).toBeInTheDocument();
    expect(screen.getByText(/card ending in 4242/)).toBeInTheDocument();
    expect(screen.getByText(TERMS, { exact: false })).toHaveTextContent(`Cancellation policy: ${TERMS}`);
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === `Resort reference: ${REF}`)).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.url.pathname === '/api/bookings/holds')).toBe(false);
  });

  it('says the link is incomplete, and holds nothing, without an offer', async () => {
    mockApi({ 'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } } });
    renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <CheckoutPage />
      </CurrencyProvider>,
      { user: makeUser(), path: '/booknow/resort/checkout?resort_id=sbx-r-101-1' },
    );
    expect(await screen.findByText(bookingEn.checkout.incomplete_resort)).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds')).toBe(false);
  });
});
