import type { OpenHold } from '@tripfront/domain/booking/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import bookingAr from '../../../../public/locales/ar/booking.json';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeOpenHold, makeUser } from '../../../test/factories.ts';
import { hotelHoldAnswer, makeHotelPlug, usd } from '../../../test/booking-fixtures.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import { BookingCheckout } from './checkout.tsx';

// The traveller's open holds on the checkout (decision 0096): listed with their time left and
// Release, with the too-many-holds notice too, so a traveller at the cap is never stuck.

beforeAll(() => {
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});
afterEach(() => i18next.changeLanguage('en'));

const openHold = (holdId: string, label: string, offerId: string, minutes: number, product: OpenHold['product'] = 'flight') =>
  makeOpenHold({ holdId, label, offerId, minutes, product });
const hold = hotelHoldAnswer({ holdToken: 'hold-token-car', price: { base: usd(9000), taxesAndFees: usd(900), total: usd(9900), perNight: usd(4950) } });
const plug = makeHotelPlug(9900);

const tooMany = (holds: OpenHold[]) => ({
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'You already have 3 holds open. Book one of them, or wait up to 15 minutes for a hold to end, before holding another room.',
  code: 'TOO_MANY_HOLDS',
  holds,
});

function renderCheckout() {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <BookingCheckout {...plug} />
    </CurrencyProvider>,
    { user: makeUser(), path: '/booknow/hotels/checkout?rateId=rate-0123456789' },
  );
}

const releases = () => fetchCalls.filter((c) => c.url.pathname === '/api/bookings/holds/release').map((c) => c.body);

describe('open holds on the checkout', { timeout: 30_000 }, () => {
  it('at the cap, lists the traveller’s holds with their time left and Release; releasing one holds this offer at once', async () => {
    // Worded on the page from the code and the list, not the server's (English) sentence.
    const message = 'You already have as many holds open as you can. Book or release one of them below, or wait for one to end, then try again.';
    const held = [
      openHold('h-1', 'CDG → JFK', 'offer-1', 12),
      openHold('h-2', 'CDG → JFK', 'offer-2', 13),
      openHold('h-3', 'Toyota Corolla or similar', 'car-1', 14, 'car'),
    ];
    let released = false;
    mockApi({
      'POST /api/bookings/holds': () => (released ? { status: 201, body: hold } : { status: 429, body: tooMany(held) }),
      'POST /api/bookings/holds/release': () => {
        released = true;
        return { body: { data: { released: true } } };
      },
    });
    const { user } = renderCheckout();
    const notice = (await screen.findByText(message)).closest('section')!;
    const list = within(notice).getByRole('region', { name: 'Your open holds' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^CDG → JFK\$520 · 12:\d\d leftRelease$/),
      expect.stringMatching(/^CDG → JFK\$520 · 13:\d\d leftRelease$/),
      expect.stringMatching(/^Toyota Corolla or similar\$520 · 14:\d\d leftRelease$/),
    ]);
    await user.click(within(list).getByRole('button', { name: 'Release the hold on Toyota Corolla or similar' }));
    await waitFor(() => expect(releases()).toEqual([{ holdId: 'h-3' }]));
    // The offer is held at once: the countdown and Pay show.
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $99' })).toBeInTheDocument();
  });

  it('words the notice in the interface language (Arabic), with the list, rather than the server’s English', async () => {
    i18next.addResourceBundle('ar', BOOKING_NS, bookingAr, true, true);
    await i18next.changeLanguage('ar');
    mockApi({ 'POST /api/bookings/holds': { status: 429, body: tooMany([openHold('h-1', 'CDG → JFK', 'offer-1', 12)]) } });
    renderCheckout();
    const notice = (await screen.findByText(bookingAr.openHolds.tooMany)).closest('section')!;
    expect(within(notice).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/You already have/)).toBeNull();
  });

  it('lists the traveller’s other open holds beside the form, not the one of this offer', async () => {
    mockApi({
      'POST /api/bookings/holds': { status: 201, body: hold },
      'GET /api/bookings/holds': {
        body: { data: [openHold('h-9', 'CDG → JFK', 'offer-1', 9), openHold('h-0', 'Hôtel Lumière', 'rate-0123456789', 15, 'hotel')] },
      },
    });
    renderCheckout();
    const list = await screen.findByRole('region', { name: 'Your open holds' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.querySelector('strong')?.textContent),
    ).toEqual(['CDG → JFK']);
  });

  it('gives the hold back on leaving after a Pay refused for what was typed (400): no booking owns it', async () => {
    mockApi({
      'POST /api/bookings/holds': { status: 201, body: hold },
      'POST /api/bookings/holds/release': { body: { data: { released: true } } },
      'POST /api/bookings': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'guest.email: must be a valid email address', field: 'guest.email' },
      },
    });
    const { user, unmount } = renderCheckout();
    await screen.findByRole('timer');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Tess Traveller');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await screen.findByRole('alert');
    unmount();
    await waitFor(() => expect(releases()).toEqual([{ holdToken: 'hold-token-car' }]));
  });
});
