import type { HotelSearchResult } from '@tripfront/domain/booking/hotel-api';

// A hotel as the search answers it, for the results' tests: a four-star Paris hotel for two
// nights, priced in US dollars.

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** A Paris hotel named `name` at `total` minor units for the stay, with overrides. */
export const hotelResult = (name: string, total: number, over: Partial<HotelSearchResult> = {}): HotelSearchResult => ({
  propertyId: `sbx-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  stars: 4,
  image: '/assets/hotel.jpg',
  address: '1 Rue de Rivoli',
  city: 'Paris',
  countryCode: 'FR',
  latitude: 48.86,
  longitude: 2.35,
  distanceKm: 1.2,
  distanceFrom: 'Paris',
  reviewScore: 8.4,
  reviewCount: 120,
  freeCancellation: true,
  cancellationPolicy: {
    refundable: true,
    freeCancellationUntil: '2030-02-26T22:59:00.000Z',
    description: 'Free cancellation until Feb 26, 2030, 11:59 PM (local time).',
  },
  price: { base: usd(total - 2000), taxesAndFees: usd(2000), total: usd(total), perNight: usd(total / 2) },
  link: '/hotel-details',
  ...over,
});
