import type { ActivityDealSearch, CarDealSearch, HotelDealSearch } from '@tripfront/domain/deals/deal-search-payloads';

// Query factories for the sandbox tests: valid spec §7 payloads, with overrides.

export const PARIS = { latitude: 48.8566, longitude: 2.3522 };
export const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
export const MID_ATLANTIC = { latitude: 30, longitude: -40 };

export const makeHotelQuery = (o: Partial<HotelDealSearch> = {}): HotelDealSearch => ({
  occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
  stayPeriod: { start: '2027-02-21T11:00:00', end: '2027-02-22T11:00:00' },
  ...PARIS,
  nationality: 'IN',
  destinationCountryCode: 'IN',
  currency: 'USD',
  radius: 15,
  searchString: '',
  isOTA: false,
  isHome: true,
  isFromDestination: false,
  ...o,
});

export const makeActivityQuery = (o: Partial<ActivityDealSearch> = {}): ActivityDealSearch => ({
  ...PARIS,
  isOTA: false,
  isHome: true,
  isFromDestination: false,
  ...o,
});

export const makeCarQuery = (o: Partial<CarDealSearch> = {}): CarDealSearch => ({
  age: 25,
  countryOfResidence: 'US',
  pickUpDateTime: '2027-02-21T11:00:00',
  pickupLatitude: PARIS.latitude,
  pickupLongitude: PARIS.longitude,
  returnDateTime: '2027-02-23T11:00:00',
  returnLatitude: PARIS.latitude,
  returnLongitude: PARIS.longitude,
  searchString: '',
  isOTA: false,
  isHome: true,
  isFromDestination: false,
  ...o,
});

/** The value of an ok result; fails the test otherwise. */
export function valueOf<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}
