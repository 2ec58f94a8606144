import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import flightsEn from '../../../../public/locales/en/flights.json';
import searchEn from '../../../../public/locales/en/search.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { flightResultsUrl } from '../flight-urls.ts';
import { FLIGHTS_NS } from '../hooks/use-flights-translation.ts';
import { DIRECT_TERMS, offer, ONE_STOP_TERMS, roundTrip, searchAnswer } from '../testing.ts';
import { ResultsPage } from './results-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', FLIGHTS_NS, flightsEn, true, true);
  i18next.addResourceBundle('en', 'search', searchEn, true, true);
});

const direct = offer('direct', 90000);
const oneStop = offer('one-stop', 60000, 1);

function renderResults(path = flightResultsUrl(true, roundTrip)) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /flight-api/fare-calendar': {
      body: {
        data: {
          currency: 'USD',
          days: [-3, -2, -1, 0, 1, 2, 3].map((shift) => ({
            shift,
            departureDate: `2030-03-0${4 + shift}`.replace('-00', '-01'),
            lastDate: '2030-03-08',
            lowest: shift === 2 ? null : { amount: 60000 + shift * 1000, currency: 'USD' },
          })),
        },
      },
    },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <ResultsPage v2 />
    </CurrencyProvider>,
    { path },
  );
}
const searches = () => fetchCalls.filter((c) => c.url.pathname === '/flight-api/search').map((c) => c.url.searchParams);

describe('flight results', () => {
  it('asks for the round trip as two slices with the party, and shows each offer: slices, stops, operator, bags, conditions', async () => {
    mockApi({ 'GET /flight-api/search': { body: searchAnswer([oneStop, direct]) } });
    renderResults();
    await screen.findByRole('heading', { level: 1, name: '2 flights CDG → JFK' });
    const asked = searches()[0]!;
    expect(asked.getAll('slice')).toEqual(['CDG.JFK.2030-03-01', 'JFK.CDG.2030-03-08']);
    expect([asked.get('adults'), asked.get('children'), asked.get('infants'), asked.get('cabin'), asked.get('currency')]).toEqual([
      '2',
      '0',
      '1',
      'economy',
      'USD',
    ]);
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getAllByText('1 stop (KEF)')).toHaveLength(2);
    expect(within(cards[0]!).getAllByText(/Operated by Nordic Air/)).toHaveLength(2);
    expect(within(cards[0]!).getByText('No checked bag')).toBeInTheDocument();
    // The refund terms in the server's words, as its hold and booking word them (decision 0097); the change condition stays.
    expect(within(cards[0]!).getByText(ONE_STOP_TERMS.description)).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Non-refundable')).not.toBeInTheDocument();
    expect(within(cards[1]!).getAllByText('Non-stop')).toHaveLength(2);
    expect(within(cards[1]!).getByText(DIRECT_TERMS.description)).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Refundable, $50 kept')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Changes free of charge')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('total for 3 passengers')).toBeInTheDocument();
    const select = within(cards[1]!).getByRole('link', { name: 'Select the Tripfront Air flight for $900' });
    expect(new URL(select.getAttribute('href')!, 'http://x').pathname).toBe('/booknow/flights/v2/search-details');
  });

  it('filters non-stop on the server with the filter in the URL, and keeps it on reload', async () => {
    mockApi({ 'GET /flight-api/search': ({ url }) => ({ body: searchAnswer(url.searchParams.get('maxStops') === '0' ? [direct] : [oneStop, direct]) }) });
    const { user, router } = renderResults();
    await screen.findByRole('heading', { level: 1, name: '2 flights CDG → JFK' });
    await user.click(screen.getByRole('radio', { name: /Non-stop only/ }));
    await screen.findByRole('heading', { level: 1, name: '1 flight CDG → JFK' });
    await waitFor(() => expect(router.state.location.search).toContain('stops=0'));
    expect(searches().at(-1)!.get('maxStops')).toBe('0');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Shortest');
    await waitFor(() => expect(searches().at(-1)!.get('sort')).toBe('duration'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=duration'));
  });

  it('shows the first page at once and the next on "Show more", a link to the same search with one page more, loaded in place', async () => {
    mockApi({
      'GET /flight-api/search': ({ url }) =>
        url.searchParams.get('page') === '2' ? { body: searchAnswer([offer('later', 99000)], 2, false) } : { body: searchAnswer([oneStop, direct], 1, true) },
    });
    const path = flightResultsUrl(true, roundTrip);
    const { user, router } = renderResults(path);
    await screen.findByRole('heading', { level: 1, name: '4 flights CDG → JFK' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // Without JavaScript the link opens the search with two pages (decision 0132).
    const more = screen.getByRole('link', { name: 'Show more flights' });
    const href = new URL(more.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(new URL(path, 'http://x').pathname);
    expect(href.searchParams.get('page')).toBe('2');
    href.searchParams.delete('page');
    expect(href.searchParams.toString()).toBe(new URL(path, 'http://x').searchParams.toString());
    await user.click(more);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(router.state.location.search).not.toContain('page=');
    expect(screen.queryByRole('link', { name: 'Show more flights' })).toBeNull();
  });

  it('shows the ±3-day fare calendar; a day without flights cannot be chosen', async () => {
    mockApi({ 'GET /flight-api/search': { body: searchAnswer([direct]) } });
    renderResults();
    const calendar = await screen.findByRole('navigation', { name: 'Prices on nearby dates' });
    await waitFor(() => expect(within(calendar).getAllByRole('button')).toHaveLength(7));
    expect(within(calendar).getByRole('button', { name: /No flights/ })).toBeDisabled();
  });

  it('says so when nothing flies, and when the search fails offers to try again', async () => {
    mockApi({ 'GET /flight-api/search': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Something went wrong.' } } });
    renderResults();
    expect(await screen.findByText('Flights could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('refuses an infant without an adult from a hand-made link, with the reason, and asks nothing', async () => {
    renderResults(`/booknow/flights/v2/search?from=CDG&to=JFK&depart_date=2030-03-01&return_date=2030-03-08&adults=1&infants=2`);
    const reason = await screen.findByText('Each infant must travel on the lap of an adult: add an adult or remove an infant.', { selector: '[role="alert"]' });
    expect(reason).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });
});
