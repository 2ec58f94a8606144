import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import walletEn from '../../../../public/locales/en/wallet.json';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { WALLET_NS } from '../../wallet/index.ts';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import { BookingCheckout } from './checkout.tsx';
import { bookingAnswer, hotelHoldAnswer, makeHotelPlug, usd } from '../../../test/booking-fixtures.ts';

// The checkout's "Use my credits" and "Book for a client" (issue #16).

beforeAll(() => {
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
  i18next.addResourceBundle('en', WALLET_NS, walletEn, true, true);
});

const hold = hotelHoldAnswer({
  ratePlan: { name: 'Room only', board: 'room_only', cancellationPolicy: { refundable: true, freeCancellationUntil: null, description: 'Free.' } },
});
const plug = makeHotelPlug();
const wallet = (balance: number) => ({
  data: { enabled: true, rewardBasisPoints: 500, balance: usd(balance), pending: usd(0), entries: [], page: 1, pageSize: 20, total: 0 },
});

function renderCheckout(user: SessionUser) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
    'POST /api/bookings/holds': { status: 201, body: hold },
    'POST /api/bookings': { status: 201, body: bookingAnswer() },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <BookingCheckout {...plug} />
    </CurrencyProvider>,
    { user, path: '/booknow/hotels/checkout' },
  );
}

const bookingBody = () => fetchCalls.find((c) => c.url.pathname === '/api/bookings' && c.method === 'POST')?.body as Record<string, unknown> | undefined;

describe('checkout credits', { timeout: 30_000 }, () => {
  it('spends part of the credits: the card pays the rest', async () => {
    mockApi({ 'GET /api/user/wallet': { body: wallet(12_050) } });
    const { user } = renderCheckout(makeUser({ isRewardWalletEnable: true }));
    await screen.findByRole('timer');
    expect(await screen.findByText('You have $120.50 in credits.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Use my credits' }));
    expect(screen.getByLabelText('Credits to use (USD)')).toHaveValue('120.5');
    expect(screen.getByText('Your card pays $279.50.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Credits to use (USD)'));
    await user.type(screen.getByLabelText('Credits to use (USD)'), '500');
    expect(screen.getByText('You can use up to $120.50.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Credits to use (USD)'));
    await user.type(screen.getByLabelText('Credits to use (USD)'), '20');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Tess Traveller');
    await user.click(screen.getByRole('button', { name: 'Pay $380' }));
    await waitFor(() => expect(bookingBody()).toMatchObject({ credits: 2000, payment: { last4: '4242' } }));
  });

  it('books without a card when the credits cover the total', async () => {
    mockApi({ 'GET /api/user/wallet': { body: wallet(50_000) } });
    const { user } = renderCheckout(makeUser({ isRewardWalletEnable: true }));
    await user.click(await screen.findByRole('checkbox', { name: 'Use my credits' }));
    expect(screen.getByText('Your credits pay the whole booking: no card is needed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book with credits' }));
    await waitFor(() => expect(bookingBody()).toMatchObject({ credits: 40000 }));
    expect(bookingBody()).not.toHaveProperty('payment');
  });

  it('offers no credits without the reward wallet or a balance', async () => {
    mockApi({ 'GET /api/user/wallet': { body: wallet(0) } });
    renderCheckout(makeUser({ isRewardWalletEnable: true }));
    await screen.findByRole('timer');
    await waitFor(() => expect(fetchCalls.some((c) => c.url.pathname === '/api/user/wallet')).toBe(true));
    expect(screen.queryByRole('checkbox', { name: 'Use my credits' })).toBeNull();
  });

  it('says so when the balance no longer covers the credits', async () => {
    mockApi({ 'GET /api/user/wallet': { body: wallet(12_050) } });
    const { user } = renderCheckout(makeUser({ isRewardWalletEnable: true }));
    await user.click(await screen.findByRole('checkbox', { name: 'Use my credits' }));
    mockApi({ 'POST /api/bookings': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'x', code: 'INSUFFICIENT_CREDITS' } } });
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Tess Traveller');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your credits no longer cover this amount.');
  });
});

describe('book for a client', { timeout: 30_000 }, () => {
  it("lets an agent pick one of the agency's travellers; the guest starts as the client and the booking names them", async () => {
    mockApi({
      'GET /api/bookings/clients': ({ url }) => ({
        body: { data: url.searchParams.get('q') === 'tess' ? [{ id: 'c-1', firstName: 'Tess', lastName: 'Traveller', email: 'tess@example.com' }] : [] },
      }),
    });
    const { user } = renderCheckout(makeAgent());
    await screen.findByRole('timer');
    await user.click(screen.getByRole('checkbox', { name: 'Book for a client' }));
    await user.type(screen.getByLabelText('Find a client by name or email'), 'tess');
    await user.click(await screen.findByRole('button', { name: /Book for Tess Traveller/ }));
    expect(screen.getByText('Booking for Tess Traveller (tess@example.com).')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Tess');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Olivia Owner');
    await user.click(screen.getByRole('button', { name: 'Pay $400' }));
    await waitFor(() => expect(bookingBody()).toMatchObject({ clientId: 'c-1', guest: { email: 'tess@example.com' } }));
  });

  it('is not offered to travellers', async () => {
    renderCheckout(makeUser());
    await screen.findByRole('timer');
    expect(screen.queryByRole('checkbox', { name: 'Book for a client' })).toBeNull();
  });
});
