import type { HotelSearchAnswer, HotelSearchResult } from '@tripfront/domain/booking/hotel-api';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import hotelsEn from '../../../../public/locales/en/hotels.json';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { hotelResultsUrl } from '../hotel-urls.ts';
import { hotelResult } from '../test-fixtures.ts';
import { HOTELS_NS } from '../hooks/use-hotels-translation.ts';
import { ResultsPage } from './results-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', HOTELS_NS, hotelsEn, true, true);
});

const answer = (hotels: HotelSearchResult[]): HotelSearchAnswer => ({
  data: {
    hotels,
    page: 1,
    pageSize: 10,
    total: hotels.length,
    totalPages: 1,
    hasMore: false,
    stay: { checkin: '2030-03-01', checkout: '2030-03-03', nights: 2, capped: false, rooms: 1, adults: 2, children: 0, occupancy: ['2'] },
    currency: 'USD',
    priceRange: { min: 20000, max: 90000 },
  },
});
const search = {
  destination: { label: 'Paris', latitude: 48.85, longitude: 2.35, countryCode: 'FR' },
  checkin: '2030-03-01',
  checkout: '2030-03-03',
  rooms: [{ adults: 2, childAges: [] }],
};
const recommended = [hotelResult('Hôtel Lumière', 90000), hotelResult('Le Petit Square', 20000)];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderResults() {
  mockApi({ 'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } } });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <ResultsPage v2 />
    </CurrencyProvider>,
    { path: hotelResultsUrl(true, search) },
  );
}

const names = () =>
  within(screen.getByRole('list', { name: '' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('hotel results', () => {
  it('keeps the hotels on screen while a new sort loads, then shows them in the new order with the sort in the URL', async () => {
    const priceSorted = deferred<{ body: HotelSearchAnswer }>();
    mockApi({ 'GET /hotel-api/search': ({ url }) => (url.searchParams.get('sort') === 'price_asc' ? priceSorted.promise : { body: answer(recommended) }) });
    const { user, router } = renderResults();
    await screen.findByRole('heading', { level: 1, name: '2 hotels in Paris' });
    expect(names()).toEqual(['Hôtel Lumière', 'Le Petit Square']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price (lowest first)');
    expect(router.state.location.search).toContain('sort=price_asc');
    // Not a blank list of placeholders while the server sorts: the same hotels, marked as busy.
    expect(screen.queryByRole('status', { name: /loading/i })).toBeNull();
    expect(names()).toEqual(['Hôtel Lumière', 'Le Petit Square']);
    expect(screen.getByRole('region', { name: '2 hotels in Paris' })).toHaveAttribute('aria-busy', 'true');

    priceSorted.resolve({ body: answer([...recommended].reverse()) });
    await waitFor(() => expect(names()).toEqual(['Le Petit Square', 'Hôtel Lumière']));
    expect(screen.getByRole('region', { name: '2 hotels in Paris' })).toHaveAttribute('aria-busy', 'false');
  });

  it("shows on each card the server's terms sentence for the card's price, as given", async () => {
    const nonRefundable = { refundable: false, freeCancellationUntil: null, description: 'Non-refundable: nothing is refunded if you cancel.' };
    mockApi({ 'GET /hotel-api/search': { body: answer([recommended[0]!, { ...recommended[1]!, cancellationPolicy: nonRefundable }]) } });
    renderResults();
    const card = async (name: string) => screen.findByRole('article', { name });
    expect(within(await card('Hôtel Lumière')).getByText('Free cancellation until Feb 26, 2030, 11:59 PM (local time).')).toHaveClass('tf-hotels-badge');
    expect(within(await card('Le Petit Square')).getByText(nonRefundable.description)).not.toHaveClass('tf-hotels-badge');
    // Its lowest price is non-refundable, but it sells refundable rooms too: the card says so.
    expect(within(await card('Le Petit Square')).getByText('Rooms with free cancellation available')).toHaveClass('tf-hotels-badge');
    expect(within(await card('Hôtel Lumière')).queryByText('Rooms with free cancellation available')).toBeNull();
  });

  it('says under a price the taxes and fees due at the property, in their own currency, only where the server says some', async () => {
    mockApi({ 'GET /hotel-api/search': { body: answer([{ ...recommended[0]!, dueAtProperty: { amount: 2400, currency: 'EUR' } }, recommended[1]!]) } });
    renderResults();
    const lumiere = await screen.findByRole('article', { name: 'Hôtel Lumière' });
    const due = within(lumiere).getByText((_, el) => el?.tagName === 'P' && el.textContent === '+ €24 taxes and fees due at the property');
    // Not added to the price paid now.
    expect(within(lumiere).getByText('$900')).toHaveClass('tf-hotel-card__amount');
    expect(due.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(await screen.findByRole('article', { name: 'Le Petit Square' })).queryByText(/due at the property/)).toBeNull();
  });

  it('names the supplier account of a result that has one (the API sends it to agents only), and nothing for one without', async () => {
    mockApi({ 'GET /hotel-api/search': { body: answer([{ ...recommended[0]!, source: 'Duffel: Main account' }, recommended[1]!]) } });
    renderResults();
    expect(within(await screen.findByRole('article', { name: 'Hôtel Lumière' })).getByText('Supplier: \u2068Duffel: Main account\u2069')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Le Petit Square' })).queryByText(/^Supplier:/)).toBeNull();
  });

  it('shows a filter as set the moment it is clicked, even while the router is still busy with the URL', async () => {
    mockApi({
      'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
      'GET /hotel-api/search': ({ url }) => ({ body: answer(url.searchParams.get('freeCancellation') === 'true' ? [recommended[1]!] : recommended) }),
    });
    // A route loader that does not settle until the test says so holds every navigation.
    const held = deferred<null>();
    let navigations = 0;
    const page = (
      <CurrencyProvider agencyDefaultCountry="US">
        <ResultsPage v2 />
      </CurrencyProvider>
    );
    const { user, router } = renderApp(null, {
      path: hotelResultsUrl(true, search),
      routes: [{ path: '*', element: page, loader: () => (navigations++ === 0 ? null : held.promise) }],
    });
    await screen.findByRole('heading', { level: 1, name: '2 hotels in Paris' });

    await user.click(screen.getByRole('checkbox', { name: 'Free cancellation' }));
    expect(screen.getByRole('checkbox', { name: 'Free cancellation' })).toBeChecked();
    await screen.findByRole('heading', { level: 1, name: '1 hotel in Paris' });
    expect(router.state.location.search).not.toContain('free_cancellation');

    held.resolve(null);
    await waitFor(() => expect(router.state.location.search).toContain('free_cancellation=1'));
    expect(screen.getByRole('checkbox', { name: 'Free cancellation' })).toBeChecked();
  });

  it('starts from the loading state for another place: no hotels of the previous search under the new heading', async () => {
    const london = deferred<{ body: HotelSearchAnswer }>();
    mockApi({ 'GET /hotel-api/search': ({ url }) => (url.searchParams.get('searchString') === 'London' ? london.promise : { body: answer(recommended) }) });
    const { router } = renderResults();
    await screen.findByRole('heading', { level: 1, name: '2 hotels in Paris' });

    await router.navigate(hotelResultsUrl(true, { ...search, destination: { label: 'London', latitude: 51.5, longitude: -0.12, countryCode: 'GB' } }));
    await screen.findByRole('status', { name: /loading/i });
    expect(screen.queryByText('Hôtel Lumière')).toBeNull();
    london.resolve({ body: answer([hotelResult('The Strand Rooms', 30000)]) });
    await screen.findByRole('heading', { level: 1, name: '1 hotel in London' });
  });

  it('says the hotels are not available, with no retry, when the site may not sell them (SANDBOX_DISABLED)', async () => {
    const message = 'These products are not available on this site: no booking can be made. Please contact the agency.';
    mockApi({ 'GET /hotel-api/search': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message, code: 'SANDBOX_DISABLED' } } });
    renderResults();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Not available on this site')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: /try again|retry/i })).toBeNull();
  });

  it('says how long to wait when there were too many searches in a minute (SEARCH_RATE_LIMITED), and searches again on Try again', async () => {
    let calls = 0;
    mockApi({
      'GET /hotel-api/search': () =>
        ++calls === 1
          ? {
              status: 429,
              body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many searches', code: 'SEARCH_RATE_LIMITED', scope: 'ip', retryAfter: 42 },
            }
          : { body: answer([hotelResult('Hôtel Lumière', 20000)]) },
    });
    const { user } = renderResults();
    expect(await screen.findByText('Too many searches in a minute. Please wait 42 seconds, then try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Hôtel Lumière')).toBeTruthy();
  });
});
