import { carExtrasParamSchema, toCarExtrasParam, type CarExtraChoices, type CarOfferDetails } from '@tripfront/domain/booking/car-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { fromCarSearchQuery, toCarSearchQuery, type CarSearch } from '@tripfront/domain/search';

// The car screens' URLs (issue #18, decision 0049). The results URL is the search form's query
// (domain/search/cars.ts) plus the sort and filters under the API's own keys; a car's pages carry
// its offer id as `carId` (the home deal's link does too), the chosen extras as
// `extras=child_seat:1`, and the search, so Back and a language change land on the same search.

/** The results' sort and filter keys: the same names as GET /api/car-rental/search takes. */
export const CAR_VIEW_KEYS = [
  'sort',
  'vehicleClass',
  'transmission',
  'minSeats',
  'minBags',
  'minDoors',
  'supplier',
  'mileage',
  'fuelPolicy',
  'freeCancellation',
] as const;
export type CarViewKey = (typeof CAR_VIEW_KEYS)[number];
export type CarView = Partial<Record<CarViewKey, string>>;

export const readCarSearch = (query: string): CarSearch => fromCarSearchQuery(query);

export function readCarView(query: string): CarView {
  const params = new URLSearchParams(query);
  const view: CarView = {};
  for (const key of CAR_VIEW_KEYS) {
    const value = params.get(key);
    if (value) view[key] = value;
  }
  return view;
}

export const isCarFiltered = (view: CarView) => CAR_VIEW_KEYS.some((k) => k !== 'sort' && view[k]);

/** The query with this view instead of its own. */
export function withCarView(query: string, view: CarView): string {
  const params = new URLSearchParams(query);
  for (const key of CAR_VIEW_KEYS) params.delete(key);
  for (const key of CAR_VIEW_KEYS) if (view[key]) params.set(key, view[key]!);
  return params.toString();
}

/** The search's own query (no view, no car). */
export const searchQueryOf = (query: string): string => {
  const params = new URLSearchParams(withCarView(query, {}));
  for (const key of ['carId', 'extras', 'total', 'currency', 'pickUpDateTime', 'returnDateTime', 'isFromDeal']) params.delete(key);
  return params.toString();
};

/** The API's search question for the form's values, or null while the form's values are incomplete. */
export function carApiQuery(search: CarSearch, currency: string): string | null {
  if (!search.pickup || !search.pickupDate || !search.dropoffDate) return null;
  const params = new URLSearchParams(toCarSearchQuery(search));
  params.set('currency', currency);
  return params.toString();
}

export const carResultsUrl = (search: CarSearch) => {
  const q = toCarSearchQuery(search);
  return q ? `${ROUTES.cars.search}?${q}` : ROUTES.cars.search;
};

const withParams = (path: string, entries: Record<string, string>, rest = '') => {
  const params = new URLSearchParams(rest);
  for (const [k, v] of Object.entries(entries)) if (v) params.set(k, v);
  return `${path}?${params.toString()}`;
};

/** A car's details page (result-details): the car re-priced, its counter, what it includes, the extras to add. */
export const carDetailsUrl = (carId: string, searchQuery: string, extras: CarExtraChoices = []) =>
  withParams(ROUTES.cars.resultDetails, { carId, extras: toCarExtrasParam(extras) }, searchQuery);

/** The review before checkout (reservation-details): the car and the extras chosen, the total. */
export const carReservationUrl = (carId: string, searchQuery: string, extras: CarExtraChoices) =>
  withParams(ROUTES.cars.reservationDetails, { carId, extras: toCarExtrasParam(extras) }, searchQuery);

export const carCheckoutUrl = (carId: string, extras: CarExtraChoices, total: BookingMoney) =>
  withParams(ROUTES.cars.checkout, { carId, extras: toCarExtrasParam(extras), total: String(total.amount), currency: total.currency });

export const carConfirmationUrl = (reference: string) => `${ROUTES.cars.confirmPayment}?${new URLSearchParams({ reference }).toString()}`;

/** The car and extras a car page's URL names (null without a car). */
export function readCarTarget(query: string): { carId: string; extras: CarExtraChoices } | null {
  const params = new URLSearchParams(query);
  const carId = params.get('carId');
  if (!carId) return null;
  const extras = carExtrasParamSchema.safeParse(params.get('extras') ?? '');
  return { carId, extras: extras.success ? extras.data : [] };
}

/** The checkout's car, extras and the total the traveller accepted (0 for a car paid at pick-up, decision 0112). */
export function readCarCheckout(query: string): { carId: string; extras: CarExtraChoices; total: BookingMoney } | null {
  const target = readCarTarget(query);
  const params = new URLSearchParams(query);
  const amount = Number(params.get('total') || Number.NaN);
  const currency = params.get('currency') ?? '';
  if (!target || !Number.isInteger(amount) || amount < 0 || !/^[A-Z]{3}$/.test(currency)) return null;
  return { ...target, total: { amount, currency } };
}

/**
 * The search a car was priced for, from its details (a deal's link carries no search): its places,
 * pick-up and drop-off times and driver age, as the search form's query.
 */
export function searchOfCar(car: Pick<CarOfferDetails, 'points' | 'pickup' | 'dropoff' | 'countryCode' | 'driverAge' | 'residence'>): string {
  const { pickup, dropoff } = car.points;
  const differentDropoff = pickup.latitude !== dropoff.latitude || pickup.longitude !== dropoff.longitude;
  return toCarSearchQuery({
    pickup: { label: car.pickup.name, latitude: pickup.latitude, longitude: pickup.longitude, countryCode: car.countryCode },
    differentDropoff,
    dropoff: differentDropoff ? { label: car.dropoff.name, latitude: dropoff.latitude, longitude: dropoff.longitude, countryCode: null } : null,
    pickupDate: car.pickup.dateTime.slice(0, 10),
    pickupTime: car.pickup.dateTime.slice(11, 16),
    dropoffDate: car.dropoff.dateTime.slice(0, 10),
    dropoffTime: car.dropoff.dateTime.slice(11, 16),
    driverAge: car.driverAge,
    residence: car.residence,
  });
}
