import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import hotelsEn from '../../../../public/locales/en/hotels.json';
import { makeAgency, makeSavedTraveller, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { hotelCheckoutUrl } from '../hotel-urls.ts';
import { HOTELS_NS } from '../hooks/use-hotels-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { bookingAnswer, hotelHoldAnswer, usd } from '../../../test/booking-fixtures.ts';

beforeAll(() => {
  i18next.addResourceBundle('en', HOTELS_NS, hotelsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const hold = hotelHoldAnswer({ stay: { checkin: '2030-03-01', checkout: '2030-03-03', nights: 2, occupancy: ['2-5', '1'] } });
const search = {
  destination: { label: 'Paris', latitude: 48.85, longitude: 2.35, countryCode: 'FR' },
  checkin: '2030-03-01',
  checkout: '2030-03-03',
  rooms: [
    { adults: 2, childAges: [5] },
    { adults: 1, childAges: [] },
  ],
};

function renderAt(path: string, agency = makeAgency()) {
  mockApi({
    'GET /api/user/travellers': { body: { data: [makeSavedTraveller()] } },
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <CheckoutPage />
    </CurrencyProvider>,
    { user: makeUser(), path, agency },
  );
}

async function payWithTestCard(user: ReturnType<typeof renderAt>['user']) {
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Tess Traveller');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('hotel checkout (the hotel plugged into the shared checkout)', { timeout: 30_000 }, () => {
  it('holds the rate at the total from its URL and shows the stay beside the form', async () => {
    mockApi({ 'POST /api/bookings/holds': { status: 201, body: hold } });
    renderAt(hotelCheckoutUrl({ propertyId: 'sbx-h-1', rateId: 'rate-0123456789', total: usd(40000), search }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Your room is held for 1[45]:\d\d$/);
    expect(fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds').map((c) => c.body)).toEqual([
      { product: 'hotel', offerId: 'rate-0123456789', currency: 'USD', expectedTotal: usd(40000) },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Hôtel Lumière' })).toBeInTheDocument();
    // The supplier's room and rate names each read in their own direction (bdi).
    expect(screen.getByText((_, el) => el?.tagName === 'DD' && el.textContent === 'Standard Room · Room only')).toBeInTheDocument();
    expect(screen.getByText('2 rooms, 3 adults, 1 child')).toBeInTheDocument();
    expect(screen.getByText('Room price')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $400' })).toBeInTheDocument();
    // The sandbox's rates have nothing due at the property: no line says so.
    expect(screen.queryByText(/due at the property/)).toBeNull();
  });

  it('says the taxes and fees due at the property under the price, in their own currency, apart from the total paid now', async () => {
    mockApi({ 'POST /api/bookings/holds': { status: 201, body: hotelHoldAnswer({ dueAtProperty: { amount: 2400, currency: 'EUR' } }) } });
    renderAt(hotelCheckoutUrl({ propertyId: 'sbx-h-1', rateId: 'rate-0123456789', total: usd(40000), search }));
    await screen.findByRole('timer');
    const due = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '+ €24 taxes and fees due at the property');
    // Under the breakdown, not a row of it: the total and the payment stay the price paid now.
    expect(due.previousElementSibling).toHaveClass('tf-booking-breakdown');
    expect(screen.getByRole('button', { name: 'Pay $400' })).toBeInTheDocument();
  });

  it('sends "Back to the hotel" to this stay on the details route the agency uses', async () => {
    mockApi({ 'POST /api/bookings/holds': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Sold out', code: 'SOLD_OUT' } } });
    renderAt(hotelCheckoutUrl({ propertyId: 'sbx-h-1', rateId: 'rate-0123456789', total: usd(40000), search }), makeAgency({ enableHotelsV2: true }));
    expect(await screen.findByText('Sorry, this room has just sold out. Please choose another room.')).toBeInTheDocument();
    const back = new URL(screen.getByRole('link', { name: 'Back to the hotel' }).getAttribute('href')!, 'http://x');
    expect(back.pathname).toBe('/booknow/hotels/v2/details');
    expect(back.searchParams.get('propertyId')).toBe('sbx-h-1');
    expect(back.searchParams.get('occupancies')).toBe('2-5_1');
  });

  it('says the link is incomplete, and holds nothing, without a rate or total', async () => {
    renderAt('/booknow/hotels/checkout?propertyId=sbx-h-1');
    expect(await screen.findByText('This checkout link is incomplete. Please choose your room again.')).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds')).toBe(false);
  });

  it('saves the lead guest the traveller ticks "Save this traveller" for, by their names', async () => {
    const url = hotelCheckoutUrl({ propertyId: 'sbx-h-1', rateId: 'rate-0123456789', total: usd(40000), search });
    mockApi({
      'POST /api/bookings/holds': { status: 201, body: hold },
      'POST /api/bookings': { status: 201, body: bookingAnswer() },
      'POST /api/user/travellers': {
        status: 201,
        body: { data: makeSavedTraveller({ id: '00000000-0000-4000-8000-000000000009', firstName: 'Grace', lastName: 'Hopper' }) },
      },
    });
    const { user } = renderAt(url);
    await screen.findByRole('timer');
    const guest = screen.getByRole('group', { name: 'Guest details' });
    await user.clear(within(guest).getByLabelText('First name'));
    await user.type(within(guest).getByLabelText('First name'), 'Grace');
    await user.clear(within(guest).getByLabelText('Last name'));
    await user.type(within(guest).getByLabelText('Last name'), 'Hopper');
    await user.click(within(guest).getByRole('checkbox', { name: 'Save this traveller to my profile' }));
    await payWithTestCard(user);
    const saves = () => fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/user/travellers');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('does not save again a lead guest the account already holds', async () => {
    const url = hotelCheckoutUrl({ propertyId: 'sbx-h-1', rateId: 'rate-0123456789', total: usd(40000), search });
    mockApi({
      'POST /api/bookings/holds': { status: 201, body: hold },
      'POST /api/bookings': { status: 201, body: bookingAnswer() },
    });
    const { user } = renderAt(url);
    await screen.findByRole('timer');
    const guest = screen.getByRole('group', { name: 'Guest details' });
    await user.selectOptions(await within(guest).findByLabelText('Choose a saved traveller'), 'Ms Ada Lovelace');
    await user.click(within(guest).getByRole('checkbox', { name: 'Save this traveller to my profile' }));
    await payWithTestCard(user);
    await waitFor(() => expect(fetchCalls.some((c) => c.method === 'POST' && c.url.pathname === '/api/bookings')).toBe(true));
    expect(fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/user/travellers')).toHaveLength(0);
  });
});
