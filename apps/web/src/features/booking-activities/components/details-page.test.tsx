import type { ActivityAvailabilityAnswer, ActivityDetails } from '@tripfront/domain/booking/activity-api';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import activitiesEn from '../../../../public/locales/en/activities.json';
import bookingEn from '../../../../public/locales/en/booking.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { ACTIVITIES_NS } from '../hooks/use-activities-translation.ts';
import { DetailsPage } from './details-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', ACTIVITIES_NS, activitiesEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const price = (total: number) => ({ base: usd(total - 100), taxesAndFees: usd(100), total: usd(total), perNight: usd(total) });
const details: ActivityDetails = {
  productCode: '2267057P1',
  title: 'Lisbon Old Town Walking Tour',
  imageUrl: 'data:image/svg+xml,<svg/>',
  category: 'tours',
  duration: '3 hours',
  durationMinutes: 180,
  isFreeCancellation: true,
  rating: 4.8,
  reviewCount: 1200,
  city: 'Lisbon',
  countryCode: 'PT',
  latitude: 38.7,
  longitude: -9.1,
  price: price(4000),
  description: 'Discover Lisbon.',
  itinerary: [
    { title: 'Meet your guide', minutes: 30 },
    { title: 'Old town', minutes: 150 },
  ],
  inclusions: ['Licensed local guide'],
  exclusions: ['Food and drinks'],
  meetingPoint: { name: 'Pier 3 ticket kiosk', address: '12 Market Street, Lisbon', latitude: 38.7, longitude: -9.1 },
  languages: ['en', 'pt'],
  cancellationHours: 24,
  cancellationTerms: 'Free cancellation until 24 hours before the start (local time).',
  maxParticipants: 15,
  prices: [
    { type: 'adult', each: usd(4000), markup: usd(500) },
    { type: 'child', each: usd(2800), markup: usd(350) },
    { type: 'infant', each: usd(0), markup: usd(0) },
    { type: 'senior', each: usd(3600), markup: usd(450) },
  ],
};

function availability(url: URL): ActivityAvailabilityAnswer {
  const from = url.searchParams.get('from')!;
  return {
    data: {
      productCode: details.productCode,
      participants: { adult: 2, child: 0, infant: 0, senior: 0 },
      currency: 'USD',
      days: [
        {
          date: from,
          closed: false,
          slots: [
            { time: '09:00', placesLeft: 0, prices: [], price: price(8000) },
            { time: '14:00', placesLeft: 5, offerId: `A1.${details.productCode}.${from}.1400.2-0-0-0`, prices: [], price: price(8000) },
          ],
        },
        { date: '2099-01-02', closed: true, slots: [] },
      ],
    },
  };
}

function renderDetails(path = `/booknow/activities/result-details/${details.productCode}?isFromDeal=true`) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    [`GET /api/activities/products/${details.productCode}`]: { body: { data: details } },
    [`GET /api/activities/products/${details.productCode}/availability`]: ({ url }) => ({ body: availability(url) }),
  });
  const page = (
    <CurrencyProvider agencyDefaultCountry="US">
      <DetailsPage />
    </CurrencyProvider>
  );
  return renderApp(page, {
    path,
    routes: [
      { path: '/booknow/activities/result-details/:productCode', element: page },
      { path: '/booknow/activities/search-details', element: page },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
}

describe('activity details', () => {
  it(
    'shows the tour, prices per type with the markup, and a full slot that cannot be chosen; an open slot goes to the checkout',
    { timeout: 15_000 },
    async () => {
      const { user, router } = renderDetails();
      await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town Walking Tour' });
      // The rule before a time is chosen, as the server words it (decision 0097).
      expect(screen.getByText('Free cancellation until 24 hours before the start (local time).', { exact: false })).toBeInTheDocument();
      expect(screen.getByText(/Pier 3 ticket kiosk/)).toBeInTheDocument();
      expect(screen.getByText('$40 each · markup $5')).toBeInTheDocument();
      expect(screen.getByText('Free')).toBeInTheDocument();
      const dates = await screen.findByRole('list', { name: 'Available dates' });
      const [open, closed] = within(dates).getAllByRole('button');
      expect(closed).toBeDisabled();
      expect(closed).toHaveTextContent('Closed');
      await user.click(open!);
      const slots = screen.getByRole('group', { name: /^Times on / });
      const full = within(slots).getByRole('radio', { name: /09:00/ });
      expect(full).toBeDisabled();
      expect(within(slots).getByText('Full')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose a date and time' })).toBeDisabled();
      await user.click(within(slots).getByRole('radio', { name: /14:00/ }));
      expect(within(slots).getByText('5 places left')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
      expect(router.state.location.pathname).toBe('/booknow/activities/bookings/checkout');
      const next = new URLSearchParams(router.state.location.search);
      expect([next.get('code'), next.get('total'), next.get('adult'), next.get('child')]).toEqual([details.productCode, '8000', '2', '0']);
    },
  );

  it('asks the calendar for the party and refuses a party without an adult, with the reason', async () => {
    const { user } = renderDetails();
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town Walking Tour' });
    await screen.findByRole('list', { name: 'Available dates' });
    await user.click(screen.getByRole('button', { name: 'One Child more' }));
    await screen.findByText('Choose a date and time');
    const asked = fetchCalls.filter((c) => c.url.pathname.endsWith('/availability')).at(-1)!.url.searchParams;
    expect([asked.get('adult'), asked.get('child')]).toEqual(['2', '1']);
    await user.click(screen.getByRole('button', { name: 'One Adult less' }));
    await user.click(screen.getByRole('button', { name: 'One Adult less' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At least one adult or senior must take part.');
    expect(screen.getByRole('button', { name: 'Choose a date and time' })).toBeDisabled();
  });

  it.each([
    ['without a product code', '/booknow/activities/search-details?destination=Lisbon'],
    ['with a product code cut short', '/booknow/activities/result-details/22'],
  ])('says an activity link %s was not found without asking the API', async (_, path) => {
    renderDetails(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('This activity was not found or is no longer offered.');
    expect(fetchCalls.filter((c) => c.url.pathname.startsWith('/api/activities/'))).toEqual([]);
  });

  it('asks once for an unknown activity, then says it was not found', async () => {
    mockApi({
      'GET /api/activities/products/NOPE123': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'productCode: this activity was not found.' },
      },
    });
    renderDetails('/booknow/activities/result-details/NOPE123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This activity was not found or is no longer offered.');
    expect(fetchCalls.filter((c) => c.url.pathname.startsWith('/api/activities/'))).toHaveLength(1);
  });
});
