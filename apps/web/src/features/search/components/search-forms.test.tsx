import type { ServiceKey } from '@tripfront/domain/booking/products';
import { addCalendarDays, formatDisplayDate } from '@tripfront/domain/search';
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAgency } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { airport, city, hotelSuggest, loadSearchTranslations, stubFetch } from '../testing.tsx';
import { SearchPage } from './search-page.tsx';

beforeAll(loadSearchTranslations);

const today = dayjs().format('YYYY-MM-DD');
const inDays = (n: number) => addCalendarDays(today, n);

function renderSearch(path: string, options: { service?: ServiceKey; agency?: ReturnType<typeof makeAgency> } = {}) {
  const service = options.service ?? 'hotels';
  const agency = options.agency ?? makeAgency({ enableHotelsV2: true });
  const routes = [
    { path: '/booknow/:s', element: <SearchPage service={service} step="start" /> },
    { path: '/booknow/:s/search', element: <SearchPage service={service} step="search" /> },
    { path: '/booknow/:s/v2', element: <SearchPage service={service} step="start" /> },
    { path: '/booknow/:s/v2/search', element: <SearchPage service={service} step="search" /> },
  ];
  return renderApp(null, { path, routes, agency });
}

const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const summaries = () => screen.getAllByTestId('date-summary').map((el) => el.textContent);

describe('hotel search form', () => {
  it('shows the heading, empty dates as Select date, and the §9 guest defaults', async () => {
    stubFetch({});
    renderSearch('/booknow/hotels/v2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels' })).toBeInTheDocument();
    expect(summaries()).toEqual(['Select date | Select date']);
    expect(screen.getByRole('button', { name: /Rooms and guests/ })).toHaveTextContent('1 room, 2 adults, 0 children');
    expect(screen.queryByText('Results are not available yet')).toBeNull();
  });

  it('keeps what was entered and explains each problem when the search is incomplete', async () => {
    stubFetch({ 'POST /api/v2/hotel/auto-suggest': hotelSuggest([city('Paris')]) });
    const { user, router } = renderSearch('/booknow/hotels/v2');
    const destination = await screen.findByRole('combobox', { name: 'Destination' });
    await user.type(destination, 'Pari');
    setDate('Check-in', inDays(-1));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Choose a place from the suggestions.')).toBeInTheDocument();
    expect(screen.getByText(`Choose ${formatDisplayDate(today)} or later.`)).toBeInTheDocument();
    expect(screen.getByText('Select a date.')).toBeInTheDocument();
    expect(destination).toHaveAttribute('aria-invalid', 'true');
    expect(destination).toHaveValue('Pari');
    expect(screen.getByLabelText('Check-in')).toHaveValue(inDays(-1));
    expect(router.state.location.pathname).toBe('/booknow/hotels/v2');
  });

  it('honours the same-day restriction: the earliest check-in is 3 days out', async () => {
    stubFetch({});
    renderSearch('/booknow/hotels', { agency: makeAgency({ disallowSameDayBooking: { hotel: true, activities: false, car: false } }) });
    expect(await screen.findByLabelText('Check-in')).toHaveAttribute('min', inDays(3));
  });

  it('caps a stay at 60 days and says where the end moved', async () => {
    stubFetch({});
    renderSearch('/booknow/hotels/v2');
    await screen.findByLabelText('Check-in');
    setDate('Check-in', inDays(10));
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('max', inDays(70));
    setDate('Check-out', inDays(100));
    expect(screen.getByLabelText('Check-out')).toHaveValue(inDays(70));
    expect(screen.getByRole('status')).toHaveTextContent(`A booking can span at most 60 days, so the end date moved to ${formatDisplayDate(inDays(70))}.`);
    expect(summaries()).toEqual([`${formatDisplayDate(inDays(10))} | ${formatDisplayDate(inDays(70))}`]);
  });

  it('asks for each child’s age and limits the steppers', async () => {
    stubFetch({});
    const { user } = renderSearch(`/booknow/hotels/v2?destination=Paris&lat=48.85&long=2.35&country=FR&checkin_date=${inDays(5)}&checkout_date=${inDays(7)}`);
    await user.click(await screen.findByRole('button', { name: /Rooms and guests/ }));
    const room = screen.getByRole('region', { name: 'Room 1' });
    await user.click(within(room).getByRole('button', { name: 'Increase Children' }));
    expect(within(room).getByLabelText('Age of child 1')).toHaveValue('');
    await user.click(within(room).getByRole('button', { name: 'Decrease Adults' }));
    expect(within(room).getByRole('button', { name: 'Decrease Adults' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText("Select the child's age.")).not.toHaveLength(0);
    await user.selectOptions(within(room).getByLabelText('Age of child 1'), '7');
    expect(screen.queryByText("Select the child's age.")).toBeNull();
  });

  it('submits to the v2 search path with the query, and the results page shows the form prefilled', async () => {
    stubFetch({ 'POST /api/v2/hotel/auto-suggest': hotelSuggest([city('Paris')]) });
    const { user, router } = renderSearch('/booknow/hotels/v2');
    await user.type(await screen.findByRole('combobox', { name: 'Destination' }), 'par');
    await screen.findByRole('option', { name: /Paris/ });
    await user.keyboard('{ArrowDown}{Enter}');
    setDate('Check-in', inDays(5));
    setDate('Check-out', inDays(8));
    await user.click(screen.getByRole('button', { name: /Rooms and guests/ }));
    await user.click(screen.getByRole('button', { name: 'Add a room' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(router.state.location.pathname).toBe('/booknow/hotels/v2/search');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      destination: 'Paris, France',
      lat: '48.8566',
      long: '2.3522',
      country: 'FR',
      checkin_date: inDays(5),
      checkout_date: inDays(8),
      occupancies: '2_2',
    });
    expect(await screen.findByRole('heading', { name: 'Results are not available yet' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris, France');
    expect(summaries()).toEqual([`${formatDisplayDate(inDays(5))} | ${formatDisplayDate(inDays(8))}`]);
    expect(screen.getByRole('button', { name: /Rooms and guests/ })).toHaveTextContent('2 rooms, 4 adults, 0 children');
  });

  it('submits to the v1 path when the agency has no hotels v2', async () => {
    stubFetch({});
    const { user, router } = renderSearch(`/booknow/hotels?destination=Paris&lat=48.85&long=2.35&checkin_date=${inDays(1)}&checkout_date=${inDays(2)}`, {
      agency: makeAgency({ enableHotelsV2: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/booknow/hotels/search');
  });
});

describe('flight search form', () => {
  it('starts with 1 adult, keeps seats to nine and refuses an infant without an adult with the reason', async () => {
    stubFetch({});
    const { user, router } = renderSearch(`/booknow/flights?from=CDG&to=JFK&depart_date=${inDays(3)}&return_date=${inDays(6)}`, { service: 'flights' });
    const passengers = await screen.findByRole('button', { name: /Passengers/ });
    expect(passengers).toHaveTextContent('1 adult, 0 children, 0 infants');
    await user.click(passengers);
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toBeDisabled();
    expect(screen.getByText('Under 2 years')).toBeInTheDocument();
    // Two infants for one adult's lap: the form says why, and does not search.
    await user.click(screen.getByRole('button', { name: 'Increase Infants' }));
    await user.click(screen.getByRole('button', { name: 'Increase Infants' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Each infant must travel on the lap of an adult: add an adult or remove an infant.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booknow/flights');
    // A second adult fixes it; the message goes at once.
    await user.click(passengers);
    await user.click(screen.getByRole('button', { name: 'Increase Adults' }));
    expect(screen.queryByText(/Each infant must travel/)).toBeNull();
    for (let i = 0; i < 8; i += 1) await user.click(screen.getByRole('button', { name: 'Increase Children' }));
    expect(screen.getByRole('button', { name: 'Increase Children' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Adults' })).toBeDisabled();
    expect(passengers).toHaveTextContent('2 adults, 7 children, 2 infants');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/booknow/flights/search');
  });

  it('books multi-city trips of 2 to 5 flights, each leg in the URL', async () => {
    stubFetch({});
    const { user, router } = renderSearch(`/booknow/flights?from=CDG&to=JFK&depart_date=${inDays(3)}`, { service: 'flights' });
    await user.click(await screen.findByRole('radio', { name: 'Multi-city' }));
    expect(screen.getByRole('group', { name: 'Flight 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Flight 2 from' })).toHaveValue('JFK');
    expect(screen.queryByRole('button', { name: 'Remove flight 1' })).toBeNull();
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Add another flight' }));
    expect(screen.queryByRole('button', { name: 'Add another flight' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove flight 5' }));
    await user.click(screen.getByRole('button', { name: 'Remove flight 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove flight 3' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('Choose a place from the suggestions.')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/booknow/flights');
  });

  it('offers the airports nearest airportLat/airportLong as the departure (spec §2)', async () => {
    const seen = stubFetch({
      'GET /api/flight/airports': () => ({ data: { airports: [airport('ORY', 'Paris'), airport('CDG', 'Paris')], allData: true } }),
    });
    const { user } = renderSearch('/booknow/flights?airportLat=48.86&airportLong=2.35', { service: 'flights' });
    const from = await screen.findByRole('combobox', { name: 'From' });
    await vi.waitFor(() => expect((from as HTMLInputElement).value).toMatch(/ORY/));
    expect(seen[0]!.url.search).toBe('?lat=48.8600&long=2.3500');
    const nearby = screen.getByRole('group', { name: 'Nearest airports' });
    await user.click(within(nearby).getByRole('button', { name: /CDG/ }));
    expect((from as HTMLInputElement).value).toMatch(/CDG/);
  });

  it('reads a multi-city search back from its URL', async () => {
    stubFetch({});
    const q = `trip=multicity&leg=CDG.JFK.${inDays(3)}&leg_from_label=Paris&leg_to_label=New+York&leg=JFK.LHR.${inDays(8)}&leg_from_label=New+York&leg_to_label=London`;
    renderSearch(`/booknow/flights?${q}`, { service: 'flights' });
    expect(await screen.findByRole('combobox', { name: 'Flight 2 to' })).toHaveValue('London');
    expect(screen.getByLabelText('Flight 2 date')).toHaveValue(inDays(8));
  });

  it('hides the return date on one-way trips and refuses the same airport twice', async () => {
    const seen = stubFetch({ 'GET /api/flight/airports': () => ({ data: { airports: [airport('CDG', 'Paris')], allData: true } }) });
    const { user, router } = renderSearch('/booknow/flights', { service: 'flights' });
    for (const name of ['From', 'To']) {
      await user.type(await screen.findByRole('combobox', { name }), 'cdg');
      await screen.findByRole('option', { name: /CDG/ });
      await user.keyboard('{ArrowDown}{Enter}');
    }
    expect(seen[0]!.url.search).toBe('?search=cdg');
    await user.click(screen.getByRole('radio', { name: 'One way' }));
    expect(screen.queryByLabelText('Return')).toBeNull();
    setDate('Departure', inDays(3));
    expect(summaries()).toEqual([formatDisplayDate(inDays(3))]);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose a destination other than the departure airport.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booknow/flights');
  });
});

describe('car search form', () => {
  it('rejects a same-day drop-off before pick-up time and submits a valid rental', async () => {
    stubFetch({});
    const q = `pickup=Heathrow&pickup_lat=51.47&pickup_long=-0.45&pickup_date=${inDays(4)}&dropoff_date=${inDays(4)}&pickup_time=12:00&dropoff_time=09:00`;
    const { user, router } = renderSearch(`/booknow/cars?${q}`, { service: 'cars' });
    expect(await screen.findByLabelText("Driver's age")).toHaveValue('25');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('On the same day, choose a time after 12:00.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Drop-off time'), '17:30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/booknow/cars/search');
    expect(new URLSearchParams(router.state.location.search).get('dropoff_time')).toBe('17:30');
  });
});

describe('cruise search form', () => {
  it('starts with 2 adults and lists the cruise lines', async () => {
    stubFetch({ 'GET /api/cruise/ship-lines/enabled': () => ({ data: [{ id: 'carnival', name: 'Carnival Cruise Line', ships: ['Carnival Jubilee'] }] }) });
    renderSearch('/booknow/cruise', { service: 'cruise' });
    expect(await screen.findByRole('button', { name: /Guests/ })).toHaveTextContent('2 adults, 0 children, 0 infants');
    expect(await screen.findByRole('option', { name: 'Carnival Cruise Line' })).toBeInTheDocument();
  });
});

describe('resort search form', () => {
  it("shows 'Failed to fetch regions and subregions' when the regions do not load", async () => {
    stubFetch({ 'GET /resort-api/regions': () => new Response('{}', { status: 503 }) });
    renderSearch('/booknow/resort', { service: 'resorts' });
    expect(await screen.findByText('Failed to fetch regions and subregions')).toBeInTheDocument();
  });
});

describe('a search the server sent back to its form (decision 0061)', () => {
  it('keeps the place typed but never picked, and the dates', async () => {
    stubFetch({});
    renderSearch(`/booknow/hotels?destination=Xyzzy&checkin_date=${inDays(10)}&checkout_date=${inDays(12)}`);
    expect(await screen.findByRole('combobox', { name: 'Destination' })).toHaveValue('Xyzzy');
    expect(screen.getByLabelText('Check-in')).toHaveValue(inDays(10));
    expect(screen.getByLabelText('Check-out')).toHaveValue(inDays(12));
  });
});
