import type { PriceBreakdown } from '@tripfront/domain/booking/price';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeAgency, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { bookingAnswer, makeHotelPlug, usd } from '../../../test/booking-fixtures.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import { BookingCheckout } from './checkout.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const price = (total: number): PriceBreakdown => ({ base: usd(total - 3000), taxesAndFees: usd(3000), total: usd(total), perNight: usd(total / 2) });
const policy = {
  refundable: true,
  freeCancellationUntil: '2030-02-26T23:59:00Z',
  description: 'Free cancellation until 2030-02-26 23:59 UTC, then non-refundable.',
};
const hold = (total: number, token = 'hold-token-1') => ({
  data: {
    holdToken: token,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    price: price(total),
    hotel: { propertyId: 'sbx-h-1', name: 'Hôtel Lumière', address: '1 Rue de Rivoli, Paris' },
    room: { roomTypeId: 'std', name: 'Standard Room' },
    ratePlan: { name: 'Room only', board: 'room_only', cancellationPolicy: policy },
    stay: { checkin: '2030-03-01', checkout: '2030-03-03', nights: 2, occupancy: ['2'] },
  },
});
const checkoutPath = '/booknow/hotels/checkout?propertyId=sbx-h-1&rateId=rate-0123456789&total=40000&totalCurrency=USD';
/** A hotel's plug as features/booking-hotels gives it (its own test covers reading it from the URL). */
const hotelPlug = makeHotelPlug();

function renderCheckout(user = makeUser(), agency = makeAgency()) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <BookingCheckout {...hotelPlug} />
    </CurrencyProvider>,
    { user, agency, path: checkoutPath },
  );
}

async function fillAndPay(user: ReturnType<typeof renderCheckout>['user'], card: string) {
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Tess Traveller');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('checkout (a hotel plugged in)', { timeout: 30_000 }, () => {
  it('asks visitors to sign in, with Log In carrying the way back', async () => {
    renderCheckout(null as never);
    await screen.findByRole('heading', { name: 'Sign in to book' });
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(checkoutPath)}`);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(fetchCalls.some((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds')).toBe(false);
    // Without the agency's non-login flow there is no guest way in.
    expect(screen.queryByRole('form', { name: 'Continue as a guest' })).not.toBeInTheDocument();
  });

  it('lets a visitor continue as a guest when the agency allows the non-login flow: the checkout is then theirs, filled in', async () => {
    const guest = makeUser({ id: 'guest-1', isGuest: true, personal_info: { first_name: 'Ana', last_name: 'Silva', email: 'ana@example.com' } });
    mockApi({
      'POST /api/user/guest': ({ body }) =>
        body && (body as { email: string }).email === 'ana@example.com' ? { body: { data: guest } } : { status: 400, body: { message: 'Bad' } },
      'POST /api/bookings/holds': { status: 201, body: hold(40000) },
    });
    const { user } = renderCheckout(null as never, makeAgency({ allowNonLoginFlow: true }));
    const form = await screen.findByRole('form', { name: 'Continue as a guest' });
    expect(within(form).getByText('You can find your booking later with its reference and this email address.')).toBeInTheDocument();
    // The lead guest's rules: nothing is sent until they are met.
    await user.click(within(form).getByRole('button', { name: 'Continue as a guest' }));
    expect(await within(form).findByText("Please enter the guest's first name.")).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.url.pathname === '/api/user/guest')).toBe(false);

    await user.type(within(form).getByLabelText('First name'), 'Ana');
    await user.type(within(form).getByLabelText('Last name'), 'Silva');
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Continue as a guest' }));

    await screen.findByRole('timer');
    expect(fetchCalls.find((c) => c.url.pathname === '/api/user/guest')?.body).toEqual({ firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' });
    expect(screen.queryByRole('heading', { name: 'Sign in to book' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Silva');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    // A guest has no saved travellers or wallet: the checkout does not ask for them (the API would refuse).
    expect(fetchCalls.some((c) => c.url.pathname.startsWith('/api/user/travellers') || c.url.pathname.includes('wallet'))).toBe(false);
  });

  it('detects the brand, validates the card, and sends only the token, brand and last 4 digits', async () => {
    mockApi({ 'POST /api/bookings/holds': { status: 201, body: hold(40000) }, 'POST /api/bookings': { status: 201, body: bookingAnswer('confirmed') } });
    const { user, router } = renderCheckout();
    await screen.findByRole('timer');
    expect(screen.getByLabelText('Email')).toHaveValue('tess@example.com');

    await user.type(screen.getByLabelText('Card number'), '5555');
    expect(screen.getByText('Mastercard')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Card number'));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '13');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText("Please enter the guest's first name.")).toBeInTheDocument();
    expect(screen.getByText('Please enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the 3 or 4 digit security code.')).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.url.pathname === '/api/bookings')).toBe(false);

    // A Luhn-invalid number is refused in the browser.
    await user.type(screen.getByLabelText('First name'), 'Tess');
    await user.clear(screen.getByLabelText('Expiry date (MM/YY)'));
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Tess Traveller');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Please enter a valid card number.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $400' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/booknow/hotels/confirm-payment'));
    const booking = fetchCalls.find((c) => c.method === 'POST' && c.url.pathname === '/api/bookings')!;
    expect(booking.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(booking.body).toMatchObject({
      holdToken: 'hold-token-1',
      expectedTotal: usd(40000),
      payment: { brand: 'visa', last4: '4242' },
      guest: { firstName: 'Tess', email: 'tess@example.com' },
    });
    const sent = JSON.stringify(fetchCalls.map((c) => [c.url.toString(), c.body]));
    expect(sent).not.toMatch(/4242 ?4242 ?4242|12\/30|"cvc"|"123"/);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toMatch(/4242 ?4242/);
  });

  it('shows a changed price and holds again only once it is accepted', async () => {
    mockApi({
      'POST /api/bookings/holds': ({ body }) =>
        (body as { expectedTotal: { amount: number } }).expectedTotal.amount === 42800
          ? { status: 201, body: hold(42800) }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'The price changed.', code: 'PRICE_CHANGED', price: price(42800) } },
    });
    const { user } = renderCheckout();
    await screen.findByRole('heading', { name: 'The price has changed' });
    expect(screen.getByText('$400')).toBeInTheDocument();
    expect(screen.getByText('$428')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the new price' }));
    expect(await screen.findByRole('button', { name: 'Pay $428' })).toBeInTheDocument();
    const holds = fetchCalls
      .filter((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds')
      .map((c) => (c.body as { expectedTotal: { amount: number } }).expectedTotal.amount);
    expect(holds).toEqual([40000, 42800]);
  });

  it('says why when too many holds are open from the traveller’s network (TOO_MANY_HOLDS without a list; no Pay button)', async () => {
    const message = 'Too many holds are open from your network right now. Please try again in a few minutes.';
    mockApi({
      'POST /api/bookings/holds': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Server words.', code: 'TOO_MANY_HOLDS' } },
    });
    renderCheckout();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('says the product is not available on this site, with the way home and no retry, when the hold answers SANDBOX_DISABLED', async () => {
    const message = 'These products are not available on this site: no booking can be made. Please contact the agency.';
    mockApi({ 'POST /api/bookings/holds': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message, code: 'SANDBOX_DISABLED' } } });
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Not available on this site' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /try again|^Pay / })).not.toBeInTheDocument();
  });

  it('says online payment is not available (PAYMENT_UNAVAILABLE), not that the connection failed, and gives the room back on leaving', async () => {
    const message = 'Payments are not available for this agency right now. Please contact the agency.';
    mockApi({
      'POST /api/bookings/holds': { status: 201, body: hold(40000) },
      'POST /api/bookings': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message, code: 'PAYMENT_UNAVAILABLE' } },
      'POST /api/bookings/holds/release': { body: { data: { released: true } } },
    });
    const { user, unmount } = renderCheckout();
    await screen.findByRole('timer');
    await fillAndPay(user, '4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Online payment is not available for this agency at the moment. Please contact the agency to book.',
    );
    expect(screen.queryByText(/connection failed/)).not.toBeInTheDocument();
    // Refused before any booking was written: the hold is still only the traveller's.
    unmount();
    await waitFor(() => expect(fetchCalls.filter((c) => c.url.pathname === '/api/bookings/holds/release')).toHaveLength(1));
  });

  it('gives the room back when the traveller leaves the checkout without paying', async () => {
    mockApi({ 'POST /api/bookings/holds': { status: 201, body: hold(40000) }, 'POST /api/bookings/holds/release': { body: { data: { released: true } } } });
    const { unmount } = renderCheckout();
    await screen.findByRole('button', { name: 'Pay $400' });
    expect(fetchCalls.some((c) => c.url.pathname === '/api/bookings/holds/release')).toBe(false);
    unmount();
    await waitFor(() =>
      expect(fetchCalls.filter((c) => c.url.pathname === '/api/bookings/holds/release').map((c) => c.body)).toEqual([{ holdToken: 'hold-token-1' }]),
    );
  });

  it('keeps the hold a booking was made with when the page goes', async () => {
    mockApi({ 'POST /api/bookings/holds': { status: 201, body: hold(40000) }, 'POST /api/bookings': { status: 201, body: bookingAnswer('confirmed') } });
    const { user, router, unmount } = renderCheckout();
    await screen.findByRole('button', { name: 'Pay $400' });
    await fillAndPay(user, '4242 4242 4242 4242');
    await waitFor(() => expect(router.state.location.pathname).toBe('/booknow/hotels/confirm-payment'));
    unmount();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchCalls.some((c) => c.url.pathname === '/api/bookings/holds/release')).toBe(false);
  });

  it('a declined card says so, keeps the form, and the next attempt uses a new key and a new hold', async () => {
    let holds = 0;
    mockApi({
      'POST /api/bookings/holds': () => ({ status: 201, body: hold(40000, `hold-token-${++holds}`) }),
      'POST /api/bookings': { status: 402, body: { statusCode: 402, error: 'Payment Required', message: 'Declined', code: 'PAYMENT_DECLINED' } },
    });
    const { user } = renderCheckout();
    await screen.findByRole('timer');
    await fillAndPay(user, '4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. No booking was made and you were not charged.');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Tess Traveller');
    await waitFor(() => expect(holds).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(fetchCalls.filter((c) => c.url.pathname === '/api/bookings')).toHaveLength(2));
    const [first, second] = fetchCalls.filter((c) => c.url.pathname === '/api/bookings');
    expect(first!.headers['Idempotency-Key']).not.toBe(second!.headers['Idempotency-Key']);
    expect(second!.body).toMatchObject({ holdToken: 'hold-token-2' });
  });

  it('keeps the form and the decline message when holding the room again fails, and Retry holds it', async () => {
    let holds = 0;
    mockApi({
      'POST /api/bookings/holds': () =>
        ++holds === 2 ? { status: 503, body: { statusCode: 503, message: 'Unavailable' } } : { status: 201, body: hold(40000, `hold-token-${holds}`) },
      'POST /api/bookings': { status: 402, body: { statusCode: 402, error: 'Payment Required', message: 'Declined', code: 'PAYMENT_DECLINED' } },
    });
    const { user } = renderCheckout();
    await screen.findByRole('timer');
    await fillAndPay(user, '4000000000000002');
    expect(await screen.findByText('We could not hold this room right now.')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined. No booking was made and you were not charged. Please try another card.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveValue('Tess Traveller');
    expect(screen.getByRole('button', { name: /^Pay / })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('timer');
    expect(screen.queryByText('We could not hold this room right now.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveValue('Tess Traveller');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled());
    expect(holds).toBe(3);
  });

  it('shows a new price next to the form when the hold after a decline costs more', async () => {
    let holds = 0;
    mockApi({
      'POST /api/bookings/holds': ({ body }) => {
        holds += 1;
        const amount = (body as { expectedTotal: { amount: number } }).expectedTotal.amount;
        if (holds === 1 || amount === 42800) return { status: 201, body: hold(amount, `hold-token-${holds}`) };
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'The price changed.', code: 'PRICE_CHANGED', price: price(42800) } };
      },
      'POST /api/bookings': { status: 402, body: { statusCode: 402, error: 'Payment Required', message: 'Declined', code: 'PAYMENT_DECLINED' } },
    });
    const { user } = renderCheckout();
    await screen.findByRole('timer');
    await fillAndPay(user, '4000000000000002');
    await screen.findByRole('heading', { name: 'The price has changed' });
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Accept the new price' }));
    expect(await screen.findByRole('button', { name: 'Pay $428' })).toBeEnabled();
    expect(screen.getByLabelText('Name on card')).toHaveValue('Tess Traveller');
  });

  it('after a lost connection, Pay again resends the same attempt with the same key', async () => {
    let calls = 0;
    mockApi({
      'POST /api/bookings/holds': { status: 201, body: hold(40000) },
      'POST /api/bookings': () =>
        ++calls === 1 ? { status: 503, body: { statusCode: 503, message: 'Unavailable' } } : { status: 201, body: bookingAnswer('confirmed') },
    });
    const { user, router } = renderCheckout();
    await screen.findByRole('timer');
    await fillAndPay(user, '4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent('you will not be charged twice');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booknow/hotels/confirm-payment'));
    const [first, second] = fetchCalls.filter((c) => c.url.pathname === '/api/bookings');
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(second!.body).toEqual(first!.body);
  });

  it('with nothing to pay now (a car paid at pick-up, decision 0112) asks for no card and books with Book now', async () => {
    const nothing = usd(0);
    const free = { ...hold(0), data: { ...hold(0).data, price: { base: nothing, taxesAndFees: nothing, total: nothing, perNight: nothing } } };
    mockApi({
      'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
      'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
      'POST /api/bookings/holds': { status: 201, body: free },
      'POST /api/bookings': { status: 201, body: bookingAnswer('confirmed') },
    });
    const { user, router } = renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <BookingCheckout {...makeHotelPlug(0)} />
      </CurrencyProvider>,
      { user: makeUser(), agency: makeAgency(), path: checkoutPath },
    );
    await screen.findByRole('timer');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booknow/hotels/confirm-payment'));
    const body = fetchCalls.find((c) => c.method === 'POST' && c.url.pathname === '/api/bookings')!.body;
    expect(body).toMatchObject({ expectedTotal: nothing });
    expect(body).not.toHaveProperty('payment');
    expect(body).not.toHaveProperty('credits');
  });
});
