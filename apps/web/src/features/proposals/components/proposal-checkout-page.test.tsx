import { screen, waitFor } from '@testing-library/react';
import type { HeldActivity } from '@tripfront/domain/booking/activity-api';
import type { HeldFlight } from '@tripfront/domain/booking/flight-api';
import type { ProposalItem } from '@tripfront/domain/proposals';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import activitiesEn from '../../../../public/locales/en/activities.json';
import flightsEn from '../../../../public/locales/en/flights.json';
import { makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { ACTIVITIES_NS } from '../../booking-activities/index.ts';
import { FLIGHTS_NS } from '../../booking-flights/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { loadProposalTexts, makeItem, makeProposal, makeSnapshot, PROPOSAL_ID, TOUR_ITEM } from '../test-fixtures.ts';
import { checkout } from './proposal-pages.tsx';

beforeAll(() => {
  loadProposalTexts();
  i18next.addResourceBundle('en', FLIGHTS_NS, flightsEn, true, true);
  i18next.addResourceBundle('en', ACTIVITIES_NS, activitiesEn, true, true);
});

const FLIGHT_ITEM = '44444444-4444-4444-8444-444444444444';
const TERMS = 'Non-refundable: cancelling refunds nothing.';

const airport = (iata: string, city: string) => ({ iata, name: `${city} International`, city, countryCode: 'XX' });
const carrier = { iata: 'TF', name: 'Tripfront Air' };
const [cdg, jfk] = [airport('CDG', 'Paris'), airport('JFK', 'New York')];
// A one-way flight held for one adult and one child: the hold, not the proposal, tells the party.
const heldFlight: HeldFlight = {
  owner: carrier,
  cabin: 'economy',
  fareBrand: 'Economy Flex',
  slices: [
    {
      origin: cdg,
      destination: jfk,
      departAt: '2030-03-01T08:00',
      arriveAt: '2030-03-01T10:30',
      durationMinutes: 510,
      segments: [
        {
          marketingCarrier: carrier,
          operatingCarrier: carrier,
          flightNumber: 'TF510',
          aircraft: 'Airbus A320',
          origin: cdg,
          destination: jfk,
          departAt: '2030-03-01T08:00',
          arriveAt: '2030-03-01T10:30',
          durationMinutes: 510,
        },
      ],
      layovers: [],
    },
  ],
  baggage: { carryOn: 1, checked: 1 },
  conditions: { changeable: true, changeFee: null, refundable: false, refundFee: null },
  ticketingDeadline: '2030-02-20T12:00:00Z',
  documentRequired: false,
  firstDate: '2030-03-01',
  lastDate: '2030-03-01',
  passengers: { adults: 1, children: 1, infants: 0 },
};
const heldActivity: HeldActivity = {
  productCode: '2267057P1',
  title: 'Louvre guided tour',
  category: 'tours',
  city: 'Paris',
  countryCode: 'FR',
  date: '2027-03-02',
  time: '10:00',
  durationMinutes: 120,
  duration: '2 hours',
  meetingPoint: { name: 'Pyramide du Louvre', address: 'Paris', latitude: 48.86, longitude: 2.33 },
  languages: ['en'],
  participants: { adult: 2, child: 0, infant: 0, senior: 0 },
  prices: [],
  isFreeCancellation: false,
  freeCancellationUntil: null,
  imageUrl: 'data:image/svg+xml,x',
  timeZone: 'Europe/Paris',
};

function renderItem(item: ProposalItem, held: Record<string, unknown>) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
    [`GET /api/proposals/${PROPOSAL_ID}`]: { body: { data: makeProposal({ status: 'approved', items: [item], total: item.current!.price.total }) } },
    'POST /api/bookings/holds': {
      status: 201,
      body: {
        data: {
          product: item.product,
          holdToken: 'hold-token-0123456789',
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          cancellationPolicy: { refundable: false, freeCancellationUntil: null, description: TERMS },
          price: item.current!.price,
          ...held,
        },
      },
    },
    'POST /api/bookings': { status: 201, body: { data: { reference: 'TF-PROPOSAL-1', status: 'confirmed' } } },
  });
  return renderApp(<></>, {
    user: makeUser(),
    path: `/checkout?proposalId=${PROPOSAL_ID}&itemId=${item.id}`,
    routes: [
      {
        path: '/checkout',
        element: (
          <CurrencyProvider agencyDefaultCountry="US">
            <checkout.Component />
          </CurrencyProvider>
        ),
      },
      { path: '/bookings/:reference', element: <p>Booked</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
}

const bookings = () => fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/bookings');

async function payByCard(user: ReturnType<typeof renderItem>['user']) {
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe("a proposal item's checkout asks the product's own travellers", { timeout: 30_000 }, () => {
  it('asks every passenger of a held flight, as the flight checkout does, and books with them', async () => {
    const snapshot = makeSnapshot({ title: 'Paris → New York', startDate: '2030-03-01', endDate: '2030-03-01', lines: ['1 adult, 1 child'] });
    const item = makeItem({ id: FLIGHT_ITEM, product: 'flight', offerId: 'off_flight_1', status: 'approved', sent: snapshot, current: snapshot });
    const { user } = renderItem(item, { flight: heldFlight });
    await screen.findByRole('timer');
    expect(fetchCalls.find((c) => c.method === 'POST' && c.url.pathname === '/api/bookings/holds')?.body).toMatchObject({
      product: 'flight',
      offerId: 'off_flight_1',
      proposal: { id: PROPOSAL_ID, itemId: FLIGHT_ITEM },
    });
    // One passenger per seat the hold answered: an adult and a child.
    const given = await screen.findAllByLabelText('Given names');
    expect(given).toHaveLength(2);

    // Nothing is booked while a passenger is missing.
    await payByCard(user);
    await waitFor(() => expect(screen.getAllByLabelText('Given names')[0]).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(screen.getAllByLabelText('Given names')[0]).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bookings()).toHaveLength(0);

    const people = [
      ['Ada', 'Lovelace', '1985-12-10', 'female'],
      ['Byron', 'Lovelace', '2022-01-01', 'male'],
    ] as const;
    for (const [i, p] of people.entries()) {
      await user.type(screen.getAllByLabelText('Given names')[i]!, p[0]);
      await user.type(screen.getAllByLabelText('Family name')[i]!, p[1]);
      await user.type(screen.getAllByLabelText('Date of birth')[i]!, p[2]);
      await user.selectOptions(screen.getAllByLabelText('Gender')[i]!, p[3]);
      await user.selectOptions(screen.getAllByLabelText('Nationality')[i]!, 'FR');
    }
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(bookings()).toHaveLength(1));
    expect(bookings()[0]!.body).toMatchObject({
      passengers: [
        { type: 'adult', givenName: 'Ada', familyName: 'Lovelace', birthDate: '1985-12-10', gender: 'female', nationality: 'FR' },
        { type: 'child', givenName: 'Byron', familyName: 'Lovelace', birthDate: '2022-01-01', gender: 'male', nationality: 'FR' },
      ],
    });
  });

  it('asks every participant of a held activity by name, as the activity checkout does, and books with them', async () => {
    const snapshot = makeSnapshot({ title: 'Louvre guided tour', startDate: '2027-03-02', endDate: '2027-03-02', lines: ['2 adults · 10:00'] });
    const item = makeItem({ id: TOUR_ITEM, product: 'activity', offerId: 'act_offer_1', status: 'approved', sent: snapshot, current: snapshot });
    const { user } = renderItem(item, { activity: heldActivity });
    await screen.findByRole('timer');
    // One row per participant the hold answered: two adults.
    await waitFor(() => expect(document.getElementById('participant-1-lastName')).not.toBeNull());
    const rows = [0, 1].map((i) => [document.getElementById(`participant-${i}-firstName`), document.getElementById(`participant-${i}-lastName`)] as const);
    expect(rows.flat().every((input) => input instanceof HTMLInputElement)).toBe(true);
    expect(document.getElementById('participant-2-firstName')).toBeNull();

    await payByCard(user);
    await waitFor(() => expect(rows[0]![0]).toHaveAttribute('aria-invalid', 'true'));
    // The first missing name takes the focus (once the card's own checks have had theirs).
    await waitFor(() => expect(rows[0]![0]).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bookings()).toHaveLength(0);

    await user.type(rows[0]![0]!, 'Ada');
    await user.type(rows[0]![1]!, 'Lovelace');
    await user.type(rows[1]![0]!, 'Charles');
    await user.type(rows[1]![1]!, 'Babbage');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(bookings()).toHaveLength(1));
    expect(bookings()[0]!.body).toMatchObject({
      participants: [
        { type: 'adult', firstName: 'Ada', lastName: 'Lovelace' },
        { type: 'adult', firstName: 'Charles', lastName: 'Babbage' },
      ],
    });
  });
});
