import type { SavedTraveller } from '@tripfront/domain/saved-travellers';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import flightsEn from '../../../../public/locales/en/flights.json';
import { makeAgency, makeSavedTraveller, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { flightCheckoutUrl } from '../flight-urls.ts';
import { FLIGHTS_NS } from '../hooks/use-flights-translation.ts';
import { offerDetails, roundTrip, usd } from '../testing.ts';
import { CheckoutPage } from './checkout-page.tsx';

// "Choose a saved traveller" (decision 0102): the account's saved travellers fill a passenger's
// fields, passport included, and the lead guest's names.

beforeAll(() => {
  i18next.addResourceBundle('en', FLIGHTS_NS, flightsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const details = offerDetails(90000);
const ada = makeSavedTraveller();

function renderCheckout(saved: SavedTraveller[]) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
    [`GET /flight-api/offers/${details.offerId}`]: { body: { data: details } },
    'POST /api/bookings/holds': {
      status: 201,
      body: {
        data: {
          product: 'flight',
          holdToken: 'hold-token-0123456789',
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          cancellationPolicy: { refundable: false, freeCancellationUntil: null, description: 'Non-refundable: cancelling refunds nothing.' },
          price: { base: usd(80000), taxesAndFees: usd(10000), total: usd(90000), perNight: usd(0) },
        },
      },
    },
    'GET /api/user/travellers': { body: { data: saved } },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <CheckoutPage />
    </CurrencyProvider>,
    { user: makeUser(), path: flightCheckoutUrl({ offerId: details.offerId, total: usd(90000), search: roundTrip }), agency: makeAgency() },
  );
}

describe('choosing a saved traveller at checkout', { timeout: 30_000 }, () => {
  it("fills a passenger's names, date of birth, nationality and passport, and the lead guest's names", async () => {
    const { user } = renderCheckout([ada]);
    await screen.findByRole('timer');
    const first = screen.getByRole('group', { name: 'Adult 1 (over 12)' });
    await user.selectOptions(await within(first).findByLabelText('Choose a saved traveller'), 'Ms Ada Lovelace');
    expect(within(first).getByLabelText('Given names')).toHaveValue('Ada');
    expect(within(first).getByLabelText('Family name')).toHaveValue('Lovelace');
    expect(within(first).getByLabelText('Date of birth')).toHaveValue('1985-12-10');
    expect(within(first).getByLabelText('Nationality')).toHaveValue('GB');
    expect(within(first).getByLabelText('Passport or ID card number')).toHaveValue('AB1234567');
    expect(within(first).getByLabelText('Document expiry date')).toHaveValue('2035-01-01');
    // The other passengers are left as they were.
    expect(within(screen.getByRole('group', { name: 'Adult 2 (over 12)' })).getByLabelText('Given names')).toHaveValue('');

    const guest = screen.getByRole('group', { name: 'Guest details' });
    await user.selectOptions(within(guest).getByLabelText('Choose a saved traveller'), 'Ms Ada Lovelace');
    expect(within(guest).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(guest).getByLabelText('Last name')).toHaveValue('Lovelace');
  });

  it('saves a passenger the traveller ticks "Save this traveller" for, once, when they pass the checks at Pay', async () => {
    const { user } = renderCheckout([ada]);
    await screen.findByRole('timer');
    const first = screen.getByRole('group', { name: 'Adult 1 (over 12)' });
    await user.selectOptions(await within(first).findByLabelText('Choose a saved traveller'), 'Ms Ada Lovelace');
    // Someone the account does not hold yet (a traveller of the same names is not saved twice).
    await user.clear(within(first).getByLabelText('Given names'));
    await user.type(within(first).getByLabelText('Given names'), 'Augusta Ada');
    await user.selectOptions(within(first).getByLabelText('Gender'), 'female');
    await user.click(within(first).getByRole('checkbox', { name: 'Save this traveller to my profile' }));
    mockApi({ 'POST /api/user/travellers': { status: 201, body: { data: { ...ada, id: '00000000-0000-4000-8000-000000000009' } } } });
    // The other passengers are still empty: nothing is saved while the checks fail.
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(fetchCalls.filter((c) => c.url.pathname === '/api/user/travellers' && c.method === 'POST')).toHaveLength(0);
    for (const name of ['Adult 2 (over 12)', "Infant 1 (under 2, on an adult's lap)"]) {
      const group = screen.getByRole('group', { name });
      await user.type(within(group).getByLabelText('Given names'), 'Charles');
      await user.type(within(group).getByLabelText('Family name'), 'Babbage');
      await user.type(within(group).getByLabelText('Date of birth'), name.startsWith('Infant') ? '2029-06-01' : '1980-12-26');
      await user.selectOptions(within(group).getByLabelText('Gender'), 'male');
      await user.selectOptions(within(group).getByLabelText('Nationality'), 'GB');
      await user.type(within(group).getByLabelText('Passport or ID card number'), 'CD67890');
      await user.type(within(group).getByLabelText('Document expiry date'), '2035-01-01');
      await user.selectOptions(within(group).getByLabelText('Issuing country'), 'GB');
    }
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(fetchCalls.filter((c) => c.url.pathname === '/api/user/travellers' && c.method === 'POST')).toHaveLength(1));
    expect(fetchCalls.find((c) => c.url.pathname === '/api/user/travellers' && c.method === 'POST')?.body).toEqual({
      firstName: 'Augusta Ada',
      lastName: 'Lovelace',
      birthDate: '1985-12-10',
      nationality: 'GB',
      passport: { number: 'AB1234567', expiry: '2035-01-01', issuingCountry: 'GB' },
    });
  });

  it('offers no picker to an account without saved travellers', async () => {
    renderCheckout([]);
    await screen.findByRole('timer');
    expect(screen.queryByLabelText('Choose a saved traveller')).not.toBeInTheDocument();
  });
});
