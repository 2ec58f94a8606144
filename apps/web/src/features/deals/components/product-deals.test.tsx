import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAgency, makeUser } from '../../../test/factories.ts';
import { CurrencyPicker } from '../../currency/index.ts';
import { ProductDeals } from '../index.ts';
import { deferred, loadDealsTranslations, makeActivityDeal, makeCarDeal, makeHotelDeal, makeHotelDealV2, renderDeals, stubFetch } from '../testing.tsx';

beforeAll(loadDealsTranslations);

const menu = (active: Record<number, boolean>) => [1, 5, 6, 2, 3, 4].map((id) => ({ id, title: String(id), active: active[id] ?? false }));
const hotelsAndCars = makeAgency({ bookingMenuItemOptions: menu({ 1: true, 2: true }), enableHotelsV2: false });

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('Product Deals tabs', () => {
  it('shows the enabled tabs in the general order and selects the first', async () => {
    stubFetch({ 'POST /api/dealray/deals/hotel-search': () => ({ response: [makeHotelDeal(1)] }) });
    // Stored in the general order (ids 1, 5, 6, 2, 3, 4); Resorts (6) has no deals tab.
    renderDeals(<ProductDeals />, { agency: makeAgency({ enableHotelsV2: false }) });
    expect(await screen.findByRole('tablist', { name: 'Deal categories' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Hotels', 'Air Travel', 'Car Rentals', 'Activities', 'Cruise']);
    expect(selectedTab()).toBe('Hotels');
    expect(screen.getByRole('tabpanel', { name: 'Hotels' })).toBeInTheDocument();
  });

  it('follows the order the agency chose in Product settings, first tab selected', async () => {
    stubFetch({});
    const reordered = [3, 1, 4, 5, 2].map((id) => ({ id, title: String(id), active: id !== 4 }));
    renderDeals(<ProductDeals />, { agency: makeAgency({ bookingMenuItemOptions: reordered, enableHotelsV2: false }) });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['Activities', 'Hotels', 'Air Travel', 'Car Rentals']);
    expect(selectedTab()).toBe('Activities');
  });

  it.each([
    ['/?tab=Activities', 'Activities'],
    ['/?tab=Car%20Rentals', 'Car Rentals'],
    ['/?tab=car+rentals', 'Car Rentals'],
    ['/?tab=Nonsense', 'Hotels'],
  ])('%s selects %s', async (path, tab) => {
    stubFetch({});
    renderDeals(<ProductDeals />, { path });
    await screen.findByRole('tablist');
    expect(selectedTab()).toBe(tab);
  });

  it('ignores a tab the agency does not sell', async () => {
    stubFetch({});
    renderDeals(<ProductDeals />, { agency: hotelsAndCars, path: '/?tab=Activities' });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['Hotels', 'Car Rentals']);
    expect(selectedTab()).toBe('Hotels');
  });

  it('writes the chosen tab into the URL, and arrow keys move between tabs with wrap-around', async () => {
    stubFetch({});
    const { user, router } = renderDeals(<ProductDeals />, { path: '/?lng=en' });
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'Cruise' }));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('Cruise');
    expect(new URLSearchParams(router.state.location.search).get('lng')).toBe('en');
    expect(screen.getByRole('tab', { name: 'Cruise' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Hotels');
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Cruise' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('Cruise');
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe('Hotels');
    await user.keyboard('{End}');
    expect(router.state.location.search).toContain('tab=Cruise');
  });
});

describe('promo banners', () => {
  it.each([
    ['Air Travel', false, '/booknow/flights'],
    ['Air Travel', true, '/booknow/flights/v2'],
    ['Cruise', false, '/booknow/cruise'],
  ])('%s (flights v2 %s) shows a banner with Book Now to %s and no arrows', async (tab, enableFlightsV2, href) => {
    stubFetch({});
    renderDeals(<ProductDeals />, { agency: makeAgency({ enableFlightsV2 }), path: `/?tab=${encodeURIComponent(tab)}` });
    const panel = await screen.findByRole('tabpanel', { name: tab });
    expect(within(panel).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', href);
    expect(within(panel).queryByRole('button', { name: 'Next deals' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Previous deals' })).not.toBeInTheDocument();
  });

  it('an empty car list shows the Car Rentals banner with Book Now', async () => {
    stubFetch({ 'POST /api/dealray/deals/car-search': () => ({ response: [] }) });
    renderDeals(<ProductDeals />, { path: '/?tab=Car%20Rentals' });
    const panel = await screen.findByRole('tabpanel', { name: 'Car Rentals' });
    const link = await within(panel).findByRole('link', { name: 'Book Now: Car Rentals' });
    expect(link).toHaveAttribute('href', '/booknow/cars');
    expect(within(panel).getByText('There are no deals near you right now.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Next deals' })).not.toBeInTheDocument();
  });

  it('a failed load counts as an empty list (hotels v2 banner links to v2)', async () => {
    stubFetch({ 'GET /hotel-api/deals': () => new Response('{"message":"boom"}', { status: 400 }) });
    renderDeals(<ProductDeals />, { agency: makeAgency({ enableHotelsV2: true }) });
    const link = await screen.findByRole('link', { name: 'Book Now: Hotels' });
    expect(link).toHaveAttribute('href', '/booknow/hotels/v2');
  });
});

describe('loading', () => {
  it('shows exactly 4 placeholder cards until the deals arrive', async () => {
    const slow = deferred<unknown>();
    stubFetch({ 'POST /api/dealray/deals/activity-search': () => slow.promise });
    const { container } = renderDeals(<ProductDeals />, { path: '/?tab=Activities' });
    await screen.findByRole('tablist');
    expect(container.querySelectorAll('[data-deal-skeleton]')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Loading deals…');

    slow.resolve({ response: [makeActivityDeal(1), makeActivityDeal(2)] });
    expect(await screen.findByRole('heading', { name: 'Activity 1' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-deal-skeleton]')).toHaveLength(0);
  });

  it('a tab change cancels the pending request; its cancellation is not shown as an error', async () => {
    const slowHotels = deferred<unknown>();
    const seen = stubFetch({
      'POST /api/dealray/deals/hotel-search': () => slowHotels.promise,
      'POST /api/dealray/deals/car-search': () => ({ response: [makeCarDeal(1)] }),
    });
    const { user } = renderDeals(<ProductDeals />);
    await screen.findByRole('tablist');
    await waitFor(() => expect(seen.some((r) => r.url.pathname.endsWith('hotel-search'))).toBe(true));
    await user.click(screen.getByRole('tab', { name: 'Car Rentals' }));
    expect(await screen.findByRole('heading', { name: 'Car 1' })).toBeInTheDocument();
    expect(seen.find((r) => r.url.pathname.endsWith('hotel-search'))?.signal?.aborted).toBe(true);

    // Back on Hotels the list loads again from placeholders, not from an error banner.
    await user.click(screen.getByRole('tab', { name: 'Hotels' }));
    expect(screen.queryByRole('link', { name: /Book Now/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('[data-deal-skeleton]')).toHaveLength(4));
  });
});

describe('search payloads', () => {
  it('sends the default searches with the selected currency and the agency country centre', async () => {
    const seen = stubFetch({
      'POST /api/dealray/deals/hotel-search': () => ({ response: [makeHotelDeal(1)] }),
      'POST /api/dealray/deals/car-search': () => ({ response: [makeCarDeal(1)] }),
    });
    const agency = makeAgency({ defaultCountry: 'SE', enableHotelsV2: false, disallowSameDayBooking: { hotel: true, activities: false, car: false } });
    const { user } = renderDeals(<ProductDeals />, { agency });
    await screen.findByRole('heading', { name: 'Hotel 1' });
    const hotel = seen.find((r) => r.url.pathname === '/api/dealray/deals/hotel-search')?.body;
    expect(hotel).toMatchObject({
      currency: 'SEK',
      latitude: 59.3293,
      longitude: 18.0686,
      destinationCountryCode: 'SE',
      radius: 15,
      occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
      isHome: true,
    });
    await user.click(screen.getByRole('tab', { name: 'Car Rentals' }));
    await screen.findByRole('heading', { name: 'Car 1' });
    expect(seen.find((r) => r.url.pathname === '/api/dealray/deals/car-search')?.body).toMatchObject({ currency: 'SEK', age: 25, pickupLatitude: 59.3293 });
  });

  it('asks the hotel API for v2 deals when the agency has hotels v2', async () => {
    const seen = stubFetch({ 'GET /hotel-api/deals': () => ({ data: { hotels: [makeHotelDealV2(1)] } }) });
    renderDeals(<ProductDeals />, { agency: makeAgency({ enableHotelsV2: true }), user: makeUser() });
    await screen.findByRole('heading', { name: 'Hotel 1' });
    const url = seen.find((r) => r.url.pathname === '/hotel-api/deals')?.url;
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ top_destination: '', lat: '40.7128', long: '-74.006', currency: 'USD' });
    expect(screen.getByRole('link', { name: 'View Deal: Hotel 1' }).getAttribute('href')).toMatch(/^\/booknow\/hotels\/v2\/details\?id=p1&/);
  });
});

describe('currency', () => {
  it('switching currency loads the deals again and every price shows the new symbol', async () => {
    stubFetch({
      'POST /api/dealray/deals/hotel-search': ({ body }) =>
        body?.currency === 'EUR'
          ? { response: [makeHotelDeal(1, { currency: 'EUR', totalRate: 150, publishedRate: 200, savedPrice: 50 })] }
          : { response: [makeHotelDeal(1)] },
    });
    const { user } = renderDeals(
      <>
        <CurrencyPicker pinned={['USD']} />
        <ProductDeals />
      </>,
      { user: makeUser() },
    );
    const card = () => screen.getByRole('heading', { name: 'Hotel 1' }).closest('article') as HTMLElement;
    await screen.findByRole('heading', { name: 'Hotel 1' });
    expect(within(card()).getByText('$300')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Currency: USD/ }));
    await user.type(await screen.findByRole('combobox', { name: 'Search currency' }), 'European Union');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(within(card()).getByText('€150')).toBeInTheDocument());
    expect(within(card()).getByText('€200')).toBeInTheDocument();
    expect(within(card()).getByText('Saved €50')).toBeInTheDocument();
    expect(card().textContent).not.toContain('$');
  });
});
