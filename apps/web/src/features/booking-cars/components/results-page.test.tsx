import type { CarOfferView, CarSearchAnswer } from '@tripfront/domain/booking/car-api';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import carsEn from '../../../../public/locales/en/cars.json';
import searchEn from '../../../../public/locales/en/search.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { CARS_NS } from '../hooks/use-cars-translation.ts';
import { ResultsPage } from './results-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', CARS_NS, carsEn, true, true);
  i18next.addResourceBundle('en', 'search', searchEn, true, true);
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const car = (id: string, model: string, vehicleClass: CarOfferView['vehicle']['vehicleClass'], total: number, carsLeft = 3): CarOfferView => ({
  offerId: id,
  vehicle: { model, vehicleClass, transmission: 'automatic', seats: 5, bags: 2, doors: 4, airConditioning: true, picture: '/img/car.svg' },
  supplier: { name: 'Hertz', logo: '/img/hertz.svg' },
  pickup: { name: 'Lisbon Airport (LIS)', dateTime: '2030-03-01T10:00' },
  dropoff: { name: 'Lisbon Airport (LIS)', dateTime: '2030-03-04T10:00' },
  countryCode: 'PT',
  rentalDays: 3,
  mileage: { policy: 'unlimited', kmPerDay: null },
  fuelPolicy: 'full_to_full',
  freeCancellationUntil: null,
  cancellationPolicy: { refundable: false, freeCancellationUntil: null, description: 'Non-refundable: cancelling refunds nothing.' },
  minDriverAge: 21,
  carsLeft,
  price: { base: usd(total), taxesAndFees: usd(0), total: usd(total), perNight: usd(Math.round(total / 3)) },
});
const LIST = [car('c1', 'Toyota Yaris', 'Economy', 20000), car('c2', 'Mercedes-Benz E-Class', 'Luxury', 90000, 1)];
const answer = (offers: CarOfferView[]): CarSearchAnswer => ({
  data: {
    offers,
    total: offers.length,
    totalPages: 1,
    hasMore: false,
    page: 1,
    pageSize: 10,
    currency: 'USD',
    rentalDays: 3,
    driverAge: 30,
    facets: {
      vehicleClasses: [
        { value: 'Economy', count: 1, lowest: usd(20000) },
        { value: 'Luxury', count: 1, lowest: usd(90000) },
      ],
      transmissions: [{ value: 'automatic', count: 2, lowest: usd(20000) }],
      suppliers: [{ value: 'Hertz', count: 2, lowest: usd(20000) }],
      mileage: [{ value: 'unlimited', count: 2, lowest: usd(20000) }],
      fuelPolicies: [{ value: 'full_to_full', count: 2, lowest: usd(20000) }],
      maxSeats: 5,
      maxBags: 2,
      maxDoors: 4,
      freeCancellation: 0,
      priceRange: { min: usd(20000), max: usd(90000) },
    },
  },
});
const PATH =
  '/booknow/cars/search?pickup=Lisbon&pickup_lat=38.7223&pickup_long=-9.1393&pickup_country=PT&pickup_date=2030-03-01&pickup_time=10:00&dropoff_date=2030-03-04&dropoff_time=10:00&driver_age=30';
const searches = () => fetchCalls.filter((c) => c.url.pathname === '/api/car-rental/search').map((c) => c.url.searchParams);

describe('car results', () => {
  it('asks the API with the results URL’s keys, lists the cars, and puts a filter in the URL and the question', async () => {
    mockApi({
      'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
      'GET /api/car-rental/search': ({ url }) => {
        if (url.searchParams.get('vehicleClass') !== 'Luxury') return { body: answer(LIST) };
        // A filtered answer's facets count the filtered cars only.
        const luxury = answer([LIST[1]!]);
        return { body: { data: { ...luxury.data, facets: { ...luxury.data.facets, vehicleClasses: [{ value: 'Luxury', count: 1, lowest: usd(90000) }] } } } };
      },
    });
    const { user, router } = renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <ResultsPage />
      </CurrencyProvider>,
      { path: PATH },
    );
    await screen.findByRole('heading', { level: 1, name: '2 cars in Lisbon' });
    const asked = searches()[0]!;
    expect(
      ['pickup_lat', 'pickup_long', 'pickup_date', 'pickup_time', 'dropoff_date', 'dropoff_time', 'driver_age', 'currency'].map((k) => asked.get(k)),
    ).toEqual(['38.7223', '-9.1393', '2030-03-01', '10:00', '2030-03-04', '10:00', '30', 'USD']);
    expect(screen.getByRole('heading', { name: 'Toyota Yaris or similar' })).toBeInTheDocument();
    expect(screen.getByText('Last car of this class')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View the / })[0]!.getAttribute('href')).toMatch(/^\/booknow\/cars\/result-details\?.*\bcarId=c1\b/);

    // The filters arrive after the first results (decision 0134).
    await user.click(await screen.findByRole('checkbox', { name: /Luxury/ }));
    await waitFor(() => expect(router.state.location.search).toContain('vehicleClass=Luxury'));
    await screen.findByRole('heading', { level: 1, name: '1 car in Lisbon' });
    expect(searches().at(-1)!.get('vehicleClass')).toBe('Luxury');
    // The filters still offer what the unfiltered search found: a filter does not hide its alternatives.
    expect(screen.getByRole('checkbox', { name: /Economy/ })).not.toBeChecked();
  });
});
