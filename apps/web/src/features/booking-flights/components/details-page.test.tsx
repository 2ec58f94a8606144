import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import bookingAr from '../../../../public/locales/ar/booking.json';
import bookingEn from '../../../../public/locales/en/booking.json';
import flightsAr from '../../../../public/locales/ar/flights.json';
import flightsEn from '../../../../public/locales/en/flights.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { flightDetailsUrl } from '../flight-urls.ts';
import { FLIGHTS_NS } from '../hooks/use-flights-translation.ts';
import { offerDetails, roundTrip } from '../testing.ts';
import { DetailsPage } from './details-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', FLIGHTS_NS, flightsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
  i18next.addResourceBundle('ar', FLIGHTS_NS, flightsAr, true, true);
  i18next.addResourceBundle('ar', BOOKING_NS, bookingAr, true, true);
});
afterEach(() => i18next.changeLanguage('en'));

const details = offerDetails(90000);

function renderDetails(answer: { status?: number; body: unknown }) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    [`GET /flight-api/offers/${details.offerId}`]: answer,
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <DetailsPage v2={false} />
    </CurrencyProvider>,
    { path: flightDetailsUrl(false, details.offerId, roundTrip) },
  );
}

describe('flight details', () => {
  it('re-prices the offer on opening and shows the itinerary, the fare and the price per passenger type', async () => {
    const { user, router } = renderDetails({
      body: { data: { ...details, priceByPassenger: details.priceByPassenger.map((p) => ({ ...p, markup: { amount: 500, currency: 'USD' } })) } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your flight with Tripfront Air' });
    const asked = fetchCalls.find((c) => c.url.pathname.startsWith('/flight-api/offers/'))!.url.searchParams;
    expect([asked.getAll('slice'), asked.get('currency')]).toEqual([['CDG.JFK.2030-03-01', 'JFK.CDG.2030-03-08'], 'USD']);
    expect(screen.getByRole('heading', { level: 2, name: 'Flight 1: Paris to New York' })).toBeInTheDocument();
    expect(screen.getByText('Price checked with the airline just now.')).toBeInTheDocument();
    // The fare's refund terms in the server's words (decision 0097).
    expect(screen.getByText(details.cancellationPolicy.description)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Price' });
    expect(within(table).getByRole('rowheader', { name: '2 adults' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '1 infant' })).toBeInTheDocument();
    // Agents who see agent prices: the markup column.
    expect(within(table).getByRole('columnheader', { name: 'Agency markup each' })).toBeInTheDocument();
    expect(within(table).getByText('$900')).toBeInTheDocument();
    expect(screen.getByText(/A passport or ID card number is needed/)).toBeInTheDocument();
    // The price's own button (on a phone the bar at the bottom of the screen offers the same choice).
    await user.click(within(screen.getByRole('complementary', { name: 'Price' })).getByRole('button', { name: 'Choose this flight' }));
    expect(router.state.location.pathname).toBe('/booknow/flights/checkout');
    const next = new URLSearchParams(router.state.location.search);
    expect([next.get('offer'), next.get('total'), next.get('currency'), next.get('adults'), next.get('infants')]).toEqual([
      details.offerId,
      '90000',
      'USD',
      '2',
      '1',
    ]);
  });

  it('says flights are not available on this site, with the way home and no retry, when the site may not sell them (SANDBOX_DISABLED)', async () => {
    const message = 'These products are not available on this site: no booking can be made. Please contact the agency.';
    renderDetails({ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message, code: 'SANDBOX_DISABLED' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available on this site' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });

  it('says so when the offer cannot be priced any more, with a way back to the flights', async () => {
    renderDetails({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This offer has expired.' } });
    expect(await screen.findByText('This flight could not be priced. It may no longer be on sale.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(new URL(screen.getByRole('link', { name: 'Back to the flights' }).getAttribute('href')!, 'http://x').pathname).toBe('/booknow/flights/search');
  });

  it('in Arabic, points each segment’s arrow the way the line reads and keeps a next-day arrival’s "+1" with its time', async () => {
    await i18next.changeLanguage('ar');
    const [first, ...rest] = details.slices;
    const overnight = { ...first!, arriveAt: '2030-03-02T06:30', segments: first!.segments.map((s) => ({ ...s, arriveAt: '2030-03-02T06:30' })) };
    renderDetails({ body: { data: { ...details, slices: [overnight, ...rest] } } });
    const plus = await screen.findByText('+1', {}, { timeout: 5000 });
    // "06:30+1" as one left-to-right piece, not "+1" drifting to the other side of the time.
    const time = plus.closest('bdi')!;
    expect(time).toHaveAttribute('dir', 'ltr');
    expect(time.textContent).toBe('06:30+1');
    const segment = screen.getByText((_, el) => el?.tagName === 'P' && /^08:00 .*\(CDG\) ← 06:30 .*\(JFK\)$/.test(el.textContent ?? ''));
    expect(segment.textContent).not.toContain('→');
  });
});
