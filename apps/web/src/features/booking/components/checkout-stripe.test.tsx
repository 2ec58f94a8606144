import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createElement, useEffect, type ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeAgency, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import { BookingCheckout } from './checkout.tsx';
import { hotelHoldAnswer, makeHotelPlug } from '../../../test/booking-fixtures.ts';

beforeAll(() => {
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const hold = hotelHoldAnswer();
const checkoutPath = '/booknow/hotels/checkout?propertyId=sbx-h-1&rateId=rate-0123456789&total=40000&totalCurrency=USD';
const hotelPlug = makeHotelPlug();
const booking = (status: string, paymentStatus: string) => ({
  data: { reference: 'TF-STRIPE01', status, payment: { gateway: 'stripe', status: paymentStatus, brand: 'visa', last4: '4242' } },
});

/**
 * Stripe mocked at the module boundary: @stripe/stripe-js/pure's loadStripe gives a fake client, and
 * @stripe/react-stripe-js's Elements records its options while the Payment Element draws a marker.
 */
const fake = vi.hoisted(() => {
  const state = {
    elementsOptions: [] as Record<string, unknown>[],
    elementsStripe: [] as unknown[],
    elements: {} as { submit: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn> },
    stripe: {} as { createPaymentMethod: ReturnType<typeof vi.fn>; handleNextAction: ReturnType<typeof vi.fn> },
    loadStripe: vi.fn(),
    reset() {
      state.elementsOptions.length = 0;
      state.elementsStripe.length = 0;
      state.elements = { submit: vi.fn(async () => ({})), update: vi.fn() };
      state.stripe = {
        createPaymentMethod: vi.fn(async () => ({
          paymentMethod: {
            id: 'pm_1Abc',
            type: 'card',
            card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, fingerprint: 'fp' },
            billing_details: {},
          },
        })),
        handleNextAction: vi.fn(async () => ({})),
      };
      state.loadStripe.mockReset();
      state.loadStripe.mockImplementation(async () => state.stripe);
    },
  };
  return state;
});

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: fake.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ stripe, options, children }: { stripe: unknown; options: Record<string, unknown>; children: ReactNode }) => {
    fake.elementsOptions.push(options);
    fake.elementsStripe.push(stripe);
    return children;
  },
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return createElement('div', null, 'Stripe card field');
  },
  useStripe: () => fake.stripe,
  useElements: () => fake.elements,
}));

beforeEach(() => fake.reset());

let keys = 0;
/** A fresh publishable key per test: Stripe.js clients are kept per key for the page's life. */
function renderStripeCheckout(publishableKey = `pk_test_abc${++keys}`) {
  const agency = makeAgency({ primaryColor: '#e8590c' });
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'stripe', available: true, publishableKey } } },
    'POST /api/bookings/holds': { status: 201, body: hold },
  });
  return {
    publishableKey,
    ...renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <BookingCheckout {...hotelPlug} />
      </CurrencyProvider>,
      { user: makeUser(), agency, path: checkoutPath },
    ),
  };
}

describe('checkout with Stripe (a hotel plugged in)', { timeout: 30_000 }, () => {
  it("mounts Stripe's Payment Element in the agency's colour and sends only the PaymentMethod id, brand and last 4", async () => {
    mockApi({ 'POST /api/bookings': { status: 201, body: booking('confirmed', 'captured') } });
    const { user, router, publishableKey } = renderStripeCheckout();

    expect(await screen.findByText('Stripe card field')).toBeInTheDocument();
    expect(fake.loadStripe).toHaveBeenCalledWith(publishableKey);
    expect(fake.elementsStripe[0]).toBe(fake.stripe);
    expect(fake.elementsOptions[0]).toMatchObject({
      mode: 'payment',
      amount: 40000,
      currency: 'usd',
      paymentMethodCreation: 'manual',
      captureMethod: 'manual',
      locale: 'en',
      appearance: { variables: { colorPrimary: '#e8590c' } },
    });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText(/no real card is charged/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Tess');
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Pay $400' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booknow/hotels/confirm-payment'));
    expect(fake.elements.submit).toHaveBeenCalledTimes(1);
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({ elements: fake.elements });
    const sent = fetchCalls.find((c) => c.method === 'POST' && c.url.pathname === '/api/bookings')!;
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((sent.body as { payment: unknown }).payment).toEqual({ token: 'pm_1Abc', brand: 'visa', last4: '4242' });
    expect(JSON.stringify(sent.body)).not.toMatch(/exp_|fingerprint|2030,|billing/);
    expect(fake.stripe.handleNextAction).not.toHaveBeenCalled();
  });

  it('a 202 authenticate runs handleNextAction with the client secret, then confirm-payment with an empty body', async () => {
    mockApi({
      'POST /api/bookings': {
        status: 202,
        body: { ...booking('pending', 'requires_action'), nextAction: { type: 'authenticate', gateway: 'stripe', clientSecret: 'pi_1_secret_2' } },
      },
      'POST /api/bookings/TF-STRIPE01/confirm-payment': { status: 201, body: booking('confirmed', 'captured') },
    });
    const { user, router } = renderStripeCheckout();
    await screen.findByText('Stripe card field');
    await user.click(await screen.findByRole('button', { name: 'Pay $400' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booknow/hotels/confirm-payment'));
    expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    const paths = fetchCalls.filter((c) => c.method === 'POST').map((c) => c.url.pathname);
    expect(paths).toEqual(['/api/bookings/holds', '/api/bookings', '/api/bookings/TF-STRIPE01/confirm-payment']);
    expect(fetchCalls.at(-1)!.body).toEqual({});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an unfinished bank check says so, and Pay runs the check again instead of booking twice', async () => {
    let confirms = 0;
    mockApi({
      'POST /api/bookings': {
        status: 202,
        body: { ...booking('pending', 'requires_action'), nextAction: { type: 'authenticate', gateway: 'stripe', clientSecret: 'pi_1_secret_2' } },
      },
      'POST /api/bookings/TF-STRIPE01/confirm-payment': () =>
        ++confirms === 1
          ? { status: 202, body: { ...booking('pending', 'requires_action'), nextAction: { type: 'authenticate', gateway: 'stripe' } } }
          : { status: 201, body: booking('confirmed', 'captured') },
    });
    const { user, router } = renderStripeCheckout();
    await screen.findByText('Stripe card field');
    await user.click(await screen.findByRole('button', { name: 'Pay $400' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your bank's security check was not completed.");
    await user.click(screen.getByRole('button', { name: 'Pay $400' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booknow/hotels/confirm-payment'));
    expect(fetchCalls.filter((c) => c.url.pathname === '/api/bookings')).toHaveLength(1);
    expect(fake.stripe.handleNextAction).toHaveBeenCalledTimes(2);
  });

  it('when Stripe.js cannot load, says so and keeps the guest form, with Pay unavailable', async () => {
    fake.loadStripe.mockImplementation(async () => {
      throw new Error('blocked');
    });
    const { user } = renderStripeCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('The secure card form could not be loaded.');
    expect(screen.getByLabelText('First name')).toHaveValue('Tess');
    await user.type(screen.getByLabelText('Phone (optional)'), '+33 1 23 45 67 89');
    expect(screen.getByRole('button', { name: 'Pay $400' })).toBeDisabled();
    expect(fetchCalls.some((c) => c.url.pathname === '/api/bookings')).toBe(false);
  });

  it('a card Stripe cannot turn into a PaymentMethod shows a message and books nothing', async () => {
    fake.stripe.createPaymentMethod.mockResolvedValueOnce({ error: { type: 'api_error' } } as never);
    const { user } = renderStripeCheckout();
    await screen.findByText('Stripe card field');
    await user.click(await screen.findByRole('button', { name: 'Pay $400' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card details could not be checked.');
    expect(fetchCalls.some((c) => c.url.pathname === '/api/bookings')).toBe(false);
  });

  it('a sandbox agency loads no Stripe code and keeps its own card fields and test cards', async () => {
    mockApi({
      'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
      'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
      'POST /api/bookings/holds': { status: 201, body: hold },
    });
    renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <BookingCheckout {...hotelPlug} />
      </CurrencyProvider>,
      { user: makeUser(), agency: makeAgency(), path: checkoutPath },
    );
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByText(/no real card is charged/)).toBeInTheDocument();
    expect(fake.loadStripe).not.toHaveBeenCalled();
    expect(fake.elementsOptions).toHaveLength(0);
  });
});
