import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import flightsEn from '../../../../public/locales/en/flights.json';
import { makeAgency, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { flightCheckoutUrl } from '../flight-urls.ts';
import { FLIGHTS_NS } from '../hooks/use-flights-translation.ts';
import { offerDetails, roundTrip, usd } from '../testing.ts';
import { CheckoutPage } from './checkout-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', FLIGHTS_NS, flightsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

// The server's words for the fare's terms (decision 0097): the checkout shows them as given.
const TERMS = 'Non-refundable: cancelling refunds nothing.';
const details = offerDetails(90000);
const hold = (total: number, currency = 'USD') => ({
  data: {
    product: 'flight',
    holdToken: 'hold-token-0123456789',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    cancellationPolicy: { refundable: false, freeCancellationUntil: null, description: TERMS },
    price: {
      base: { amount: total - 10000, currency },
      taxesAndFees: { amount: 10000, currency },
      total: { amount: total, currency },
      perNight: { amount: 0, currency },
    },
  },
});

function renderAt(path: string) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1, EUR: 0.9 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
    [`GET /flight-api/offers/${details.offerId}`]: ({ url }) => ({
      body: { data: url.searchParams.get('currency') === 'EUR' ? offerDetails(81000, true, 'EUR') : details },
    }),
    'POST /api/bookings/holds': ({ body }) => ({
      status: 201,
      body: hold((body as { expectedTotal: { amount: number } }).expectedTotal.amount, (body as { currency: string }).currency),
    }),
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <CheckoutPage />
    </CurrencyProvider>,
    { user: makeUser(), path, agency: makeAgency() },
  );
}

describe('flight checkout (the flight plugged into the shared checkout)', { timeout: 30_000 }, () => {
  it('holds the seats at the total seen, shows the itinerary and the ticketing time limit, and asks for every passenger', async () => {
    renderAt(flightCheckoutUrl({ offerId: details.offerId, total: usd(90000), search: roundTrip }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(screen.getByText(TERMS)).toBeInTheDocument();
    // The hold's sentence takes the place of the fare's own refund line, not a second line beside it.
    expect(screen.queryByText(/\$50(\.00)? kept/)).toBeNull();
    expect(fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds').map((c) => c.body)).toEqual([
      { product: 'flight', offerId: details.offerId, currency: 'USD', expectedTotal: usd(90000) },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Tripfront Air · Economy Flex' })).toBeInTheDocument();
    expect(screen.getByText(/The airline issues the tickets by/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Adult 1 (over 12)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Adult 2 (over 12)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: "Infant 1 (under 2, on an adult's lap)" })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Passport or ID card number')).toHaveLength(3);
  });

  it('refuses a passenger whose date of birth does not fit the type, keeps what was typed, and books with every passenger', async () => {
    const { user } = renderAt(flightCheckoutUrl({ offerId: details.offerId, total: usd(90000), search: roundTrip }));
    await screen.findByRole('timer');
    const people = [
      ['Ada', 'Lovelace', '1985-12-10', 'female', 'AB12345'],
      ['Charles', 'Babbage', '1980-12-26', 'male', 'CD67890'],
      ['Byron', 'Lovelace', '2020-01-01', 'male', 'EF24680'], // 10 years old: not an infant
    ] as const;
    const fill = async (label: string, values: string[]) => {
      const inputs = screen.getAllByLabelText(label);
      for (const [i, v] of values.entries()) {
        await user.clear(inputs[i]!);
        await user.type(inputs[i]!, v);
      }
    };
    await fill(
      'Given names',
      people.map((p) => p[0]),
    );
    await fill(
      'Family name',
      people.map((p) => p[1]),
    );
    for (const [i, p] of people.entries()) {
      (screen.getAllByLabelText('Date of birth')[i] as HTMLInputElement).value = '';
      await user.type(screen.getAllByLabelText('Date of birth')[i]!, p[2]);
      await user.selectOptions(screen.getAllByLabelText('Gender')[i]!, p[3]);
      await user.selectOptions(screen.getAllByLabelText('Nationality')[i]!, 'FR');
      await user.type(screen.getAllByLabelText('Passport or ID card number')[i]!, p[4]);
      await user.type(screen.getAllByLabelText('Document expiry date')[i]!, '2035-01-01');
    }
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    mockApi({ 'POST /api/bookings': { status: 201, body: { data: { reference: 'TF-FLIGHT-1', status: 'confirmed' } } } });
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(/does not fit the passenger type \(infant\) on every flight/)).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.url.pathname === '/api/bookings' && c.method === 'POST')).toBe(false);
    // Nothing typed is lost.
    expect(screen.getAllByLabelText('Given names').map((i) => (i as HTMLInputElement).value)).toEqual(['Ada', 'Charles', 'Byron']);

    const born = screen.getAllByLabelText('Date of birth')[2]!;
    await user.clear(born);
    await user.type(born, '2029-06-01');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(fetchCalls.some((c) => c.url.pathname === '/api/bookings' && c.method === 'POST')).toBe(true));
    const sent = fetchCalls.find((c) => c.url.pathname === '/api/bookings' && c.method === 'POST')!.body as { passengers: unknown[] };
    expect(sent.passengers).toEqual([
      {
        type: 'adult',
        givenName: 'Ada',
        familyName: 'Lovelace',
        birthDate: '1985-12-10',
        gender: 'female',
        nationality: 'FR',
        document: { number: 'AB12345', expiry: '2035-01-01', issuingCountry: 'FR' },
      },
      {
        type: 'adult',
        givenName: 'Charles',
        familyName: 'Babbage',
        birthDate: '1980-12-26',
        gender: 'male',
        nationality: 'FR',
        document: { number: 'CD67890', expiry: '2035-01-01', issuingCountry: 'FR' },
      },
      {
        type: 'infant',
        givenName: 'Byron',
        familyName: 'Lovelace',
        birthDate: '2029-06-01',
        gender: 'male',
        nationality: 'FR',
        document: { number: 'EF24680', expiry: '2035-01-01', issuingCountry: 'FR' },
      },
    ]);
  });

  it('after a currency change (reloaded with curr) holds the offer re-priced in the new currency', async () => {
    localStorage.setItem('selectedCurrency', 'EUR');
    const url = flightCheckoutUrl({ offerId: details.offerId, total: usd(90000), search: roundTrip }).replace('currency=USD', 'curr=USD');
    renderAt(url);
    await screen.findByRole('timer');
    expect(fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds').map((c) => c.body)).toEqual([
      { product: 'flight', offerId: details.offerId, currency: 'EUR', expectedTotal: { amount: 81000, currency: 'EUR' } },
    ]);
    expect(screen.getByRole('button', { name: /^Pay €810/ })).toBeInTheDocument();
    localStorage.removeItem('selectedCurrency');
  });

  it('a changed fare must be accepted before paying: the seats are held again at the new total', async () => {
    const changed = { base: usd(85000), taxesAndFees: usd(10000), total: usd(95000), perNight: usd(31667) };
    const { user } = renderAt(flightCheckoutUrl({ offerId: details.offerId, total: usd(90000), search: roundTrip }));
    mockApi({
      'POST /api/bookings/holds': ({ body }) =>
        (body as { expectedTotal: { amount: number } }).expectedTotal.amount === 95000
          ? { status: 201, body: hold(95000) }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'The price changed.', code: 'PRICE_CHANGED', price: changed } },
    });
    expect(await screen.findByRole('heading', { name: 'The price has changed' })).toBeInTheDocument();
    expect(screen.getByText('The airline has updated the price of these seats. Please accept the new price to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept the new price' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $950' })).toBeInTheDocument();
    expect(
      fetchCalls
        .filter((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds')
        .map((c) => (c.body as { expectedTotal: unknown }).expectedTotal),
    ).toEqual([usd(90000), usd(95000)]);
  });
});
