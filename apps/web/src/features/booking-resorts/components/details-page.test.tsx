import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import resortsEn from '../../../../public/locales/en/resorts.json';
import { makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { RESORTS_NS } from '../hooks/use-resorts-translation.ts';
import { resortDetailsUrl } from '../resort-urls.ts';
import { DetailsPage } from './details-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', RESORTS_NS, resortsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

// The server's words for the stay's terms (decision 0097): the page shows them as given.
const TERMS = 'Free cancellation until Feb 22, 2030, 3:00 PM (local time), then non-refundable.';
const usd = (amount: number) => ({ amount, currency: 'USD' });
const room = (roomType: string, name: string, unitsLeft: number, total: number, agent = false) => ({
  roomType,
  name,
  bedding: '1 king bed',
  sizeM2: 40,
  maxGuests: roomType === 'villa' ? 6 : 3,
  unitsLeft,
  ...(unitsLeft > 0 ? { offerId: `R1.sbx-r-101-1.${roomType}.2030-03-01.2030-03-04.2-0` } : {}),
  price: {
    base: usd(total - 1000),
    taxesAndFees: usd(1000),
    total: usd(total),
    perNight: usd(Math.round(total / 3)),
    ...(agent ? { wholesale: usd(total - 5000), markup: usd(5000) } : {}),
  },
});
const answer = (agent: boolean) => ({
  data: {
    checkIn: '2030-03-01',
    checkOut: '2030-03-04',
    nights: 3,
    adults: 2,
    children: 0,
    currency: 'USD',
    themes: [],
    resorts: [
      {
        resortId: 'sbx-r-101-1',
        name: 'Azure Cancún Resort & Spa',
        stars: 5,
        regionId: 1,
        subregionId: 101,
        subregionName: 'Cancún and Riviera Maya',
        countryCode: 'MX',
        themes: ['Beach', 'Spa'],
        latitude: 21,
        longitude: -86.85,
        imageUrl: 'data:image/svg+xml,x',
        photos: ['data:image/svg+xml,a'],
        description: 'A resort by the sea.',
        amenities: ['Spa', 'Outdoor pool'],
        freeCancellationDays: 7,
        cancellationPolicy: { refundable: true, freeCancellationUntil: '2030-02-22T20:00:00.000Z', description: TERMS },
        rooms: [room('garden', 'Garden View Room', 4, 90000, agent), room('suite', 'One-Bedroom Suite', 0, 200000, agent)],
      },
    ],
  },
});
const search = {
  place: { label: 'Cancún and Riviera Maya, Caribbean', regionId: 1, subregionId: 101 },
  checkin: '2030-03-01',
  checkout: '2030-03-04',
  adults: 2,
  children: 0,
};

function renderDetails(agent: boolean) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /resort-api/properties/availability': { body: answer(agent) },
    'POST /resort-api/properties/deals': { body: { data: [] } },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <DetailsPage />
    </CurrencyProvider>,
    { user: makeUser(agent ? { userType: 'SalesAgent' } : {}), path: resortDetailsUrl('sbx-r-101-1', search) },
  );
}

describe('resort details (issue #19)', () => {
  it('asks availability for the resort, stay and party, and offers the rooms left with their prices', async () => {
    renderDetails(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Azure Cancún Resort & Spa' })).toBeInTheDocument();
    expect(screen.getByText(TERMS)).toBeInTheDocument();
    const asked = fetchCalls.find((c) => c.url.pathname === '/resort-api/properties/availability')!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      resort_id: 'sbx-r-101-1',
      checkin_date: '2030-03-01',
      checkout_date: '2030-03-04',
      adults: '2',
      children: '0',
      currency: 'USD',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Rooms for 3 nights, 2 guests' })).toBeInTheDocument();
    const garden = screen.getByRole('article', { name: 'Garden View Room' });
    expect(within(garden).getByText('4 rooms left')).toBeInTheDocument();
    expect(within(garden).getByText('$900 total')).toBeInTheDocument();
    const reserve = within(garden).getByRole('link', { name: 'Reserve the Garden View Room' });
    expect(new URL(reserve.getAttribute('href')!, 'http://x').searchParams.get('offer')).toBe('R1.sbx-r-101-1.garden.2030-03-01.2030-03-04.2-0');
    const suite = screen.getByRole('article', { name: 'One-Bedroom Suite' });
    expect(within(suite).getByText('Sold out')).toBeInTheDocument();
    expect(within(suite).queryByRole('link')).toBeNull();
    expect(screen.queryByText('Markup')).toBeNull();
  });

  it('shows agents the wholesale and markup rows', async () => {
    renderDetails(true);
    const garden = await screen.findByRole('article', { name: 'Garden View Room' });
    expect(within(garden).getByText('Wholesale')).toBeInTheDocument();
    expect(within(garden).getByText('Markup')).toBeInTheDocument();
    expect(within(garden).getByText('$50')).toBeInTheDocument();
  });
});
