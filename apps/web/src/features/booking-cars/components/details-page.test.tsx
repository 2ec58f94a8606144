import type { CarOfferDetails } from '@tripfront/domain/booking/car-api';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import carsEn from '../../../../public/locales/en/cars.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { carDetailsUrl } from '../car-urls.ts';
import { CARS_NS } from '../hooks/use-cars-translation.ts';
import { DetailsPage } from './details-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', CARS_NS, carsEn, true, true);
  i18next.addResourceBundle('en', 'booking', bookingEn, true, true);
});

// The server's words for the terms (decision 0097): the page shows them as given.
const TERMS = 'Free cancellation until Feb 27, 2030, 10:00 AM (local time), then non-refundable.';
const usd = (amount: number) => ({ amount, currency: 'USD' });
const price = (total: number, agent = false) => ({
  base: usd(total - 1000),
  taxesAndFees: usd(1000),
  total: usd(total),
  perNight: usd(Math.round(total / 3)),
  ...(agent ? { markup: usd(1500), wholesale: usd(total - 1500) } : {}),
});
function details(extras: CarOfferDetails['chosenExtras'], agent = false): CarOfferDetails {
  const seats = extras.find((e) => e.code === 'child_seat')?.quantity ?? 0;
  return {
    offerId: 'car1_lisbon',
    vehicle: {
      model: 'Toyota Corolla',
      vehicleClass: 'Compact',
      transmission: 'manual',
      seats: 5,
      bags: 2,
      doors: 4,
      airConditioning: true,
      picture: '/img/car.svg',
    },
    supplier: { name: 'Europcar', logo: '/img/europcar.svg' },
    pickup: { name: 'Lisbon Airport (LIS)', dateTime: '2030-03-01T10:00' },
    dropoff: { name: 'Lisbon Airport (LIS)', dateTime: '2030-03-04T10:00' },
    countryCode: 'PT',
    rentalDays: 3,
    mileage: { policy: 'unlimited', kmPerDay: null },
    fuelPolicy: 'full_to_full',
    freeCancellationUntil: '2030-02-27T10:00:00.000Z',
    cancellationPolicy: { refundable: true, freeCancellationUntil: '2030-02-27T10:00:00.000Z', description: TERMS },
    minDriverAge: 21,
    carsLeft: 2,
    price: price(30000, agent),
    pickupInstructions: 'The Europcar counter is in the arrivals hall.',
    includes: ['collision_damage_waiver', 'unlimited_mileage'],
    excludes: ['fuel'],
    extras: [
      { code: 'child_seat', perDay: usd(1000), maxQuantity: 3 },
      { code: 'gps', perDay: usd(900), maxQuantity: 1 },
    ],
    driverAge: 30,
    residence: 'US',
    points: { pickup: { latitude: 38.7, longitude: -9.1 }, dropoff: { latitude: 38.7, longitude: -9.1 } },
    chosenExtras: extras,
    priceWithExtras: price(30000 + seats * 3000, agent),
  };
}

/** A rate paid at pick-up (decision 0112): nothing charged now, the rental company's price due at the counter in euros. */
function atPickup(): CarOfferDetails {
  const nothing = { base: usd(0), taxesAndFees: usd(0), total: usd(0), perNight: usd(0) };
  return { ...details([]), extras: [], price: nothing, priceWithExtras: nothing, dueAtPickup: { amount: 24150, currency: 'EUR' } };
}

function renderDetails(agent = false, paidAtPickup = false) {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/car-rental/offers/car1_lisbon': ({ url }) => {
      const extras = url.searchParams.get('extras') === 'child_seat:1' ? [{ code: 'child_seat' as const, quantity: 1 }] : [];
      return { body: { data: paidAtPickup ? atPickup() : details(extras, agent) } };
    },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <DetailsPage review={false} />
    </CurrencyProvider>,
    { path: carDetailsUrl('car1_lisbon', 'pickup=Lisbon&pickup_lat=38.7&pickup_long=-9.1&pickup_date=2030-03-01&dropoff_date=2030-03-04') },
  );
}
const offerCalls = () => fetchCalls.filter((c) => c.url.pathname.startsWith('/api/car-rental/offers/'));

describe('car details', () => {
  it('shows the car, its counter, instructions, what it includes, and each extra per day; adding a child seat re-prices the total', async () => {
    const { user, router } = renderDetails();
    await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla or similar' });
    expect(screen.getByText('Rented by Europcar')).toBeInTheDocument();
    expect(screen.getByText('The Europcar counter is in the arrivals hall.')).toBeInTheDocument();
    // Pick-up and drop-off read as the storefront's dates with their times (decision 0099).
    expect(screen.getByText(/^Mar 01, 2030, 10:00\sAM$/)).toBeInTheDocument();
    expect(screen.getByText(/^Mar 04, 2030, 10:00\sAM$/)).toBeInTheDocument();
    // The terms as the server words them (decision 0097), not a date of the page's own.
    expect(screen.getByText(TERMS)).toBeInTheDocument();
    expect(screen.getByText('Collision damage waiver')).toBeInTheDocument();
    const extras = screen.getByRole('region', { name: 'Extras' });
    expect(within(extras).getByText('Child seat')).toBeInTheDocument();
    expect(within(extras).getAllByText(/^\$10(\.00)? per day$/)).toHaveLength(1);
    const price = screen.getByRole('complementary', { name: 'Your price' });
    expect(within(price).getByText(/^\$300(\.00)?$/)).toBeInTheDocument();
    expect(screen.queryByText('Agency Markup')).not.toBeInTheDocument();
    expect(screen.queryByText('Wholesale Rate')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add one Child seat' }));
    await waitFor(() => expect(router.state.location.search).toContain('extras=child_seat%3A1'));
    await within(price).findByText(/^\$330(\.00)?$/);
    expect(offerCalls().at(-1)!.url.searchParams.get('extras')).toBe('child_seat:1');
    // The reservation carries the seat on.
    expect(screen.getByRole('link', { name: 'Reserve this car' }).getAttribute('href')).toContain('extras=child_seat%3A1');
  });

  it('shows an agent the wholesale and markup rows the API sends', async () => {
    renderDetails(true);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla or similar' });
    await screen.findByText('Agency Markup');
    expect(screen.getByText('Wholesale Rate')).toBeInTheDocument();
    expect(screen.getByText(/^\$285(\.00)?$/)).toBeInTheDocument(); // wholesale
    expect(screen.getByText(/^\$15(\.00)?$/)).toBeInTheDocument(); // markup
  });

  it('labels a rate paid at pick-up: nothing due now, the rental company’s price due at pick-up', async () => {
    renderDetails(false, true);
    const price = await screen.findByRole('complementary', { name: 'Your price' });
    expect(within(price).getByText('Pay at pick-up')).toBeInTheDocument();
    expect(within(price).getByText('Due now').nextElementSibling).toHaveTextContent(/^\$0(\.00)?$/);
    expect(within(price).getByText('Due at pick-up').nextElementSibling).toHaveTextContent(/^€241\.50$/);
    expect(within(price).getByText(/^Nothing is charged now/)).toBeInTheDocument();
  });
});
