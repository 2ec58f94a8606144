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
import { resortCheckoutUrl } from '../resort-urls.ts';
import { CheckoutPage } from './checkout-page.tsx';

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
const hold = {
  data: {
    product: 'resort',
    holdToken: 'token-0123456789',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    price: { base: usd(180000), taxesAndFees: usd(19800), total: usd(199800), perNight: usd(66600) },
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
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === `Hold reference ${REF}`)).toBeInTheDocument();
    expect(screen.getByText(REF, { selector: 'bdi[dir="ltr"]' })).toBeInTheDocument();
    expect(await screen.findByText('The resort is holding this room for you.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchCalls.some((c) => c.url.pathname === '/resort-api/properties/hold-check' && c.url.searchParams.get('reference_number') === REF)).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Pay $1,998' })).toBeInTheDocument();
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
