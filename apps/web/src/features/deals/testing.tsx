// Test helpers of the deals feature (not shipped: only *.test.tsx files import this module).
import type { PublicAgency } from '@tripfront/domain/agency';
import type { ActivityDeal, CarDeal, DealRates, HotelDealV1, HotelDealV2 } from '@tripfront/domain/deals/deal-answers';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import dealsEn from '../../../public/locales/en/deals.json';
import type { SessionUser } from '../../lib/bootstrap.ts';
import { makeAgency } from '../../test/factories.ts';
import { stubFetch as stubAnyFetch, type Handler, type SeenRequest } from '../../test/stub-fetch.ts';
import { renderApp } from '../../test/render.tsx';
import { CurrencyProvider } from '../currency/index.ts';
import { DEALS_NS } from './hooks/use-deals-translation.ts';

/**
 * The 'deals' namespace, as the http backend would load it, and the lazily loaded module already
 * transformed, so the first render of a file does not wait for the compiler.
 */
export async function loadDealsTranslations(): Promise<void> {
  i18next.addResourceBundle('en', DEALS_NS, dealsEn, true, true);
  await import('./components/product-deals.tsx');
}

export const rates = (overrides: Partial<DealRates> = {}): DealRates => ({
  discountPercentage: 25,
  publishedRate: 400,
  totalRate: 300,
  savedPrice: 100,
  baseRate: 260,
  taxAndFee: 40,
  currency: 'USD',
  ...overrides,
});

export const makeHotelDeal = (index: number, overrides: Partial<DealRates> = {}): HotelDealV1 => ({
  hotel: { hotelDetails: { heroImage: `/img/hotel-${index}.jpg`, name: `Hotel ${index}`, distance: 1.5, distanceFrom: 'City Centre' } },
  rating: 4,
  link: `/booknow/hotels/search-details?hotelId=h${index}&isFromDeal=true`,
  rates: rates(overrides),
});

export const makeHotelDealV2 = (index: number, overrides: Partial<HotelDealV2['rate']> = {}): HotelDealV2 => ({
  name: `Hotel ${index}`,
  property_id: `p${index}`,
  image: { large: `/img/hotel-${index}.jpg` },
  ratings: { star_rating: 5 },
  rate: { recommended_selling_price: 250, total_rate: 200, saved_price: 50, base_rate: 180, tax_and_fees: 20, currency: 'USD', ...overrides },
});

export const makeCarDeal = (index: number, overrides: Partial<DealRates> = {}): CarDeal => ({
  vehiclePicture: `/img/car-${index}.jpg`,
  logo: '/img/logo.svg',
  name: `Car ${index}`,
  passangerCapacity: 5,
  bagCapacity: 2,
  noOfDoors: 4,
  pickupLocation: 'JFK Airport',
  dropOffLocation: 'JFK Airport',
  rates: rates(overrides),
  link: `/booknow/cars/result-details?carId=c${index}&isFromDeal=true`,
});

export const makeActivityDeal = (index: number, overrides: Partial<DealRates> = {}): ActivityDeal => ({
  imageUrl: `/img/activity-${index}.jpg`,
  title: `Activity ${index}`,
  duration: '3 hours',
  isFreeCancellation: true,
  rating: 4.6,
  rates: rates(overrides),
  link: `/booknow/activities/result-details/A${index}?isFromDeal=true`,
});

export { deferred, type SeenRequest } from '../../test/stub-fetch.ts';

/** The shared fetch stub with exchange rates always answered. */
export function stubFetch(handlers: Record<string, Handler>): SeenRequest[] {
  return stubAnyFetch({
    'GET /api/multi-currency/exchange': () => ({ rates: { USD: 1, EUR: 0.5, SEK: 10 }, base: 'USD', date: '2026-01-01' }),
    ...handlers,
  });
}

export function renderDeals(ui: ReactNode, options: { agency?: PublicAgency; user?: SessionUser | null; path?: string } = {}) {
  const agency = options.agency ?? makeAgency({ enableHotelsV2: false });
  return renderApp(<CurrencyProvider agencyDefaultCountry={agency.defaultCountry}>{ui}</CurrencyProvider>, {
    agency,
    user: options.user ?? null,
    path: options.path ?? '/',
  });
}
