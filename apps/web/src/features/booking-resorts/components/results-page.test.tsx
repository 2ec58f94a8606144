import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import resortsEn from '../../../../public/locales/en/resorts.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { RESORTS_NS } from '../hooks/use-resorts-translation.ts';
import { resortResultsUrl } from '../resort-urls.ts';
import { ResultsPage } from './results-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', RESORTS_NS, resortsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const resort = (id: string, name: string, themes: string[], total: number) => ({
  resortId: id,
  name,
  stars: 4,
  regionId: 1,
  subregionId: 101,
  subregionName: 'Cancún and Riviera Maya',
  countryCode: 'MX',
  themes,
  latitude: 21,
  longitude: -86.85,
  imageUrl: 'data:image/svg+xml,x',
  photos: [],
  description: '',
  amenities: [],
  freeCancellationDays: 7,
  cancellationPolicy: { refundable: true, freeCancellationUntil: '2030-02-22T20:00:00.000Z', description: 'Free cancellation until Feb 22, 2030.' },
  rooms: [
    {
      roomType: 'garden',
      name: 'Garden View Room',
      bedding: '1 king bed',
      sizeM2: 32,
      maxGuests: 3,
      unitsLeft: 2,
      offerId: `R1.${id}.garden.2030-03-01.2030-03-04.2-0`,
      price: { base: usd(total), taxesAndFees: usd(0), total: usd(total), perNight: usd(total / 3) },
    },
  ],
});
const search = {
  place: { label: 'Cancún and Riviera Maya, Caribbean', regionId: 1, subregionId: 101 },
  checkin: '2030-03-01',
  checkout: '2030-03-04',
  adults: 2,
  children: 0,
};

describe('resort results (issue #19)', () => {
  it('lists the resorts of the area, counts the themes, and filters by a theme through the API', async () => {
    mockApi({
      'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
      'GET /resort-api/properties/availability': ({ url }) => {
        const all = [
          resort('sbx-r-101-1', 'Azure Cancún Resort & Spa', ['Beach', 'Spa'], 90000),
          resort('sbx-r-101-2', 'Sandpiper Cancún Retreat', ['Golf'], 60000),
        ];
        const themes = url.searchParams.get('themes')?.split(',') ?? [];
        return {
          body: {
            data: {
              checkIn: '2030-03-01',
              checkOut: '2030-03-04',
              nights: 3,
              adults: 2,
              children: 0,
              currency: 'USD',
              resorts: themes.length === 0 ? all : all.filter((r) => r.themes.some((t) => themes.includes(t))),
              themes: [
                { theme: 'All', count: 2 },
                { theme: 'Beach', count: 1 },
                { theme: 'Golf', count: 1 },
                { theme: 'Spa', count: 1 },
                { theme: 'Ski', count: 0 },
              ],
            },
          },
        };
      },
    });
    const { user, router } = renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <ResultsPage />
      </CurrencyProvider>,
      { path: resortResultsUrl(search) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '2 resorts in Cancún and Riviera Maya, Caribbean' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Golf/ })).toBeInTheDocument();
    // Themes no resort here has are not offered.
    expect(screen.queryByRole('checkbox', { name: /^Ski/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^Golf/ }));
    expect(screen.getByRole('checkbox', { name: /^Golf/ })).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toContain('themes=Golf'));
    expect(await screen.findByRole('heading', { level: 1, name: '1 resort in Cancún and Riviera Maya, Caribbean' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sandpiper Cancún Retreat' })).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.url.pathname === '/resort-api/properties/availability').map((c) => c.url.searchParams.get('themes'))).toEqual([
      null,
      'Golf',
    ]);
  });
});
