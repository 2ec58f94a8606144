import type { CabinCategoryView, SailingDetails } from '@tripfront/domain/booking/cruise-api';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import cruiseEn from '../../../../public/locales/en/cruise.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { readCruiseSearch, sailingDetailsUrl } from '../cruise-urls.ts';
import { CRUISE_NS } from '../hooks/use-cruise-translation.ts';
import { DetailsPage } from './details-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', CRUISE_NS, cruiseEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const price = (total: number, agent = false) => ({
  base: usd(total - 100),
  taxesAndFees: usd(100),
  total: usd(total),
  perNight: usd(Math.round(total / 7)),
  ...(agent ? { wholesale: usd(total - 50000), markup: usd(50000) } : {}),
});
const cabin = (category: CabinCategoryView['category'], each: number, over: Partial<CabinCategoryView> = {}, agent = false): CabinCategoryView => ({
  category,
  occupancy: category === 'suite' ? 6 : 4,
  cabinsLeft: 5,
  fares: [
    { type: 'adult', each: usd(each), ...(agent ? { markup: usd(25000) } : {}) },
    { type: 'child', each: usd(Math.round(each * 0.65)) },
    { type: 'infant', each: usd(Math.round(each * 0.2)) },
  ],
  price: price(each * 2, agent),
  offerId: `C1.sbx-s-carnival-20270304-1.${category}.2-0-0`,
  ...over,
});
// The server's words for the sailing's terms (decision 0097): the page shows them as given.
const TERMS = 'Cancelling refunds 100% until Dec 04, 2026; 50% until Jan 18, 2027 (local time), then nothing.';
function sailing(agent = false): SailingDetails {
  return {
    sailingId: 'sbx-s-carnival-20270304-1',
    line: { id: 'carnival', name: 'Carnival Cruise Line', cancellationPolicy: 'carnival' },
    ship: 'Mardi Gras',
    title: '7-Night Western Caribbean',
    region: 'caribbean',
    departurePort: 'Miami, Florida',
    departDate: '2027-03-04',
    returnDate: '2027-03-11',
    nights: 7,
    imageUrl: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    ports: ['Cozumel, Mexico'],
    fromCategory: 'inside',
    price: price(160000, agent),
    cabinsLeft: 20,
    cancellationPolicy: { refundable: true, freeCancellationUntil: '2026-12-04T23:59:59.000Z', description: TERMS },
    description: '7 nights aboard Mardi Gras.',
    shipFacts: { name: 'Mardi Gras', yearBuilt: 2021, grossTonnage: 180000, passengers: 5200, crew: 2000, decks: 20 },
    itinerary: [
      { day: 1, date: '2027-03-04', port: 'Miami, Florida', atSea: false, depart: '17:00' },
      { day: 2, date: '2027-03-05', port: 'At sea', atSea: true },
      { day: 3, date: '2027-03-06', port: 'Cozumel, Mexico', atSea: false, arrive: '08:00', depart: '17:00' },
    ],
    guests: { adult: 2, child: 0, infant: 0 },
    cabins: [
      cabin('inside', 80000, {}, agent),
      cabin('oceanView', 95000, { cabinsLeft: 1 }, agent),
      cabin('balcony', 120000, {}, agent),
      cabin('suite', 210000, { cabinsLeft: 0, unavailable: 'soldOut', offerId: undefined }, agent),
    ].map((c) => JSON.parse(JSON.stringify(c)) as CabinCategoryView),
  };
}

function renderDetails(answer: SailingDetails) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/cruise/sailings/sbx-s-carnival-20270304-1': { body: { data: answer } },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <DetailsPage />
    </CurrencyProvider>,
    { path: sailingDetailsUrl('sbx-s-carnival-20270304-1', readCruiseSearch('ship_line=carnival&month=2027-03&adults=2&children=0&infants=0')) },
  );
}

describe('sailing details', () => {
  it('shows the itinerary, the ship and the cabins for 2 adults; a cabin is chosen for the checkout', async () => {
    const { user, router } = renderDetails(sailing());
    expect(await screen.findByText(TERMS)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: '7-Night Western Caribbean' });
    const asked = fetchCalls.find((c) => c.url.pathname.startsWith('/api/cruise/sailings/'))!.url.searchParams;
    expect([asked.get('adults'), asked.get('children'), asked.get('infants')]).toEqual(['2', '0', '0']);
    expect(screen.getByText('At sea')).toBeInTheDocument();
    expect(screen.getByText('Arrives 08:00 · Departs 17:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Adult (18 and over)')).toHaveValue('2');
    expect(screen.getByRole('link', { name: 'Carnival Cruise Line cancellation policy' })).toHaveAttribute('href', '/cancellation-policy/carnival');
    const ocean = screen.getByRole('article', { name: 'Ocean view cabin' });
    expect(within(ocean).getByText('Only 1 cabin left')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Suite' })).getByText('Sold out')).toBeInTheDocument();
    // Travellers see no agent rows.
    expect(screen.queryByText('Agency markup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choose Balcony cabin' }));
    expect(router.state.location.pathname).toBe('/booknow/cruise/checkout');
    const next = new URLSearchParams(router.state.location.search);
    expect([next.get('sailing'), next.get('cabin'), next.get('total'), next.get('currency'), next.get('adults')]).toEqual([
      'sbx-s-carnival-20270304-1',
      'balcony',
      '240000',
      'USD',
      '2',
    ]);
  });

  it('changing the guests re-asks the sailing for the new party', async () => {
    const { user, router } = renderDetails(sailing());
    await screen.findByRole('heading', { level: 1, name: '7-Night Western Caribbean' });
    await user.selectOptions(screen.getByLabelText('Child (2 to 17)'), '1');
    expect(new URLSearchParams(router.state.location.search).get('children')).toBe('1');
  });

  it('shows agents the wholesale and markup of each cabin', async () => {
    renderDetails(sailing(true));
    await screen.findByRole('heading', { level: 1, name: '7-Night Western Caribbean' });
    const balcony = screen.getByRole('article', { name: 'Balcony cabin' });
    expect(within(balcony).getByText(/includes \$250 markup/)).toBeInTheDocument();
    expect(within(balcony).getAllByText(/\$500/).length).toBeGreaterThan(0);
  });
});
