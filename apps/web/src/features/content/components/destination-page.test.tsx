import type { PublicContentItem } from '@tripfront/domain/content';
import { addCalendarDays } from '@tripfront/domain/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import searchEn from '../../../../public/locales/en/search.json';
import { makeAgency } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { DestinationPage } from './destination-page.tsx';

/** The page as the shell gives it: inside the currency the deals are priced in. */
const WithCurrency = () => (
  <CurrencyProvider agencyDefaultCountry="US">
    <DestinationPage />
  </CurrencyProvider>
);

beforeAll(() => {
  i18next.addResourceBundle('en', 'search', searchEn, true, true);
});

const lisbon: PublicContentItem = {
  kind: 'destination',
  slug: 'lisbon',
  language: 'en',
  title: 'Lisbon',
  excerpt: 'Seven hills by the river.',
  cover: { url: '/img/lisbon.jpg', alt: '', decorative: true },
  tags: [],
  publishedAt: '2026-11-20T10:00:00.000Z',
  place: { name: 'Lisbon, Portugal', latitude: 38.7223, longitude: -9.1393, countryCode: 'PT' },
  top: true,
  bodyHtml: '<p>Trams and tiles.</p>',
  seoTitle: '',
  seoDescription: '',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('DestinationPage', () => {
  it('shows the page and a search form prefilled with its place', async () => {
    mockApi({ 'GET /api/content/destinations/lisbon': { body: lisbon } });
    const { container } = renderApp(null, {
      routes: [{ path: '/destination/:slug', element: <WithCurrency /> }],
      path: '/destination/lisbon',
      agency: makeAgency(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon' })).toBeInTheDocument();
    expect(screen.getByText('Trams and tiles.')).toBeInTheDocument();
    // A decorative cover says nothing.
    expect(container.querySelector('img[src="/img/lisbon.jpg"]')).toHaveAttribute('alt', '');
    const form = screen.getByRole('form', { name: 'Hotels in Lisbon, Portugal' });
    expect(within(form).getByRole('combobox', { name: 'Destination' })).toHaveValue('Lisbon, Portugal');
  });

  it('shows the deals near the place, not near the visitor', async () => {
    mockApi({ 'GET /api/content/destinations/lisbon': { body: lisbon } });
    renderApp(null, { routes: [{ path: '/destination/:slug', element: <WithCurrency /> }], path: '/destination/lisbon', agency: makeAgency() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Deals near Lisbon, Portugal' })).toBeInTheDocument();
    await waitFor(() => expect(fetchCalls.some((call) => call.url.pathname.includes('deals'))).toBe(true));
    const deals = fetchCalls.find((call) => call.url.pathname.includes('deals'))!;
    expect(`${deals.url.search} ${JSON.stringify(deals.body)}`).toMatch(/38\.7223[\s\S]*-9\.1393/);
  });

  it('searches hotels near the place when submitted', async () => {
    mockApi({ 'GET /api/content/destinations/lisbon': { body: lisbon } });
    const inDays = (n: number) => addCalendarDays(dayjs().format('YYYY-MM-DD'), n);
    const { user, router } = renderApp(null, {
      routes: [
        { path: '/destination/:slug', element: <WithCurrency /> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
      path: '/destination/lisbon',
      agency: makeAgency(),
    });
    const form = await screen.findByRole('form', { name: 'Hotels in Lisbon, Portugal' });
    fireEvent.change(within(form).getByLabelText('Check-in'), { target: { value: inDays(5) } });
    fireEvent.change(within(form).getByLabelText('Check-out'), { target: { value: inDays(8) } });
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/booknow/hotels/search');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      destination: 'Lisbon, Portugal',
      lat: '38.7223',
      long: '-9.1393',
      country: 'PT',
      checkin_date: inDays(5),
      checkout_date: inDays(8),
    });
  });

  it('shows no search when the agency sells nothing searched by place', async () => {
    mockApi({ 'GET /api/content/destinations/lisbon': { body: lisbon } });
    const agency = makeAgency({ bookingMenuItemOptions: [] });
    renderApp(null, { routes: [{ path: '/destination/:slug', element: <WithCurrency /> }], path: '/destination/lisbon', agency });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
