import type { FlightPassenger } from '@tripfront/domain/booking/flight-api';
import type { CarQuery, CarSupplier, SupplierCarOffer } from '../car-booking.ts';
import type { FlightQuery, FlightSupplier, SupplierFlightOffer } from '../flight-booking.ts';
import type { HotelAvailabilityQuery } from '../hotel-booking.ts';
import type { SupplierResult } from '../result.ts';
import type { HotelSupplier } from '../supplier.ts';
import { carConformance, flightConformance, hotelConformance, type HotelTarget } from '../testing/conformance/index.ts';
import { createSandboxCarSupplier } from './car-supplier.ts';
import { LAST_CAR_CLASS } from './cars.ts';
import { lastSeatDateFrom } from './flight-fares.ts';
import { flightOfferChangesPriceOnCheck } from './flight-offers.ts';
import { createSandboxFlightSupplier } from './flight-supplier.ts';
import { decodeRateId } from './hotel-availability.ts';
import { createSandboxSupplier } from './sandbox-supplier.ts';

// The sandbox's hotels, cars and flights against the adapter contract. The harness provokes each
// situation through the sandbox's documented triggers: the 7% dearer breakfast rates of every
// third property (PRICE_CHANGE_FACTOR), the one Luxury car per counter (LAST_CAR_CLASS), the
// Standard fares dearer on a re-check (flightOfferChangesPriceOnCheck) and the last Economy Light
// seat on the 13th (LAST_SEAT_DAY_OF_MONTH); "sold out" is that last one held first.

const NOW = new Date('2027-01-10T12:00:00Z');
const now = () => NOW;

function value<T>(result: SupplierResult<T>): T {
  if (!result.ok) throw new Error(`sandbox harness: ${result.error.message}`);
  return result.value;
}

// ---- hotels ----------------------------------------------------------------------------------

const hotelQuery: HotelAvailabilityQuery = {
  latitude: 48.8566,
  longitude: 2.3522,
  radiusKm: 40,
  checkin: '2027-02-21',
  checkout: '2027-02-24',
  rooms: [{ adults: 2, childAges: [] }],
  searchString: 'Paris',
};

/** The first listed rate (property by property, nearest first) that `fits`. */
async function findRate(supplier: HotelSupplier, fits: (t: HotelTarget, roomsLeft: number | null, roomName: string) => boolean): Promise<HotelTarget> {
  const { checkin, checkout, rooms } = hotelQuery;
  for (const h of value(await supplier.hotelAvailability(hotelQuery))) {
    const details = value(await supplier.hotelPropertyDetails({ propertyId: h.propertyId, checkin, checkout, rooms }));
    for (const room of details.roomTypes) {
      const found = room.rates.find((rate) => fits({ propertyId: h.propertyId, rate }, room.roomsLeft, room.name));
      if (found) return { propertyId: h.propertyId, rate: found };
    }
  }
  throw new Error('sandbox harness: no such rate in Paris');
}

/** Breakfast rates of every third property cost PRICE_CHANGE_FACTOR more on a check (hotel-availability.ts). */
const changesOnCheck = (t: HotelTarget) => decodeRateId(t.rate.rateId)?.plan === 'bb' && Number(/(\d+)$/.exec(t.propertyId)?.[1]) % 3 === 0;
const steadyRate = (s: HotelSupplier) => findRate(s, (t, left) => left !== null && left > 1 && !changesOnCheck(t));

hotelConformance({
  label: 'sandbox',
  create: () => ({ ...createSandboxSupplier({ clock: now }), name: 'sandbox' }),
  now,
  query: hotelQuery,
  harness: {
    search: () => undefined,
    listed: steadyRate,
    bookable: steadyRate,
    priceChanged: (s) => findRate(s, (t) => changesOnCheck(t)),
    async soldOut(s) {
      // A Junior Suite with one room left: held here first, so the suite's hold finds it gone.
      const last = await findRate(s, (_t, left, name) => left === 1 && name === 'Junior Suite');
      value(await s.hotelHold({ rateId: last.rate.rateId }));
      return last;
    },
  },
});

// ---- cars ------------------------------------------------------------------------------------

const LISBON = { latitude: 38.7223, longitude: -9.1393 };
const carQuery: CarQuery = {
  pickup: LISBON,
  dropoff: LISBON,
  pickUpDateTime: '2027-02-10T10:00',
  returnDateTime: '2027-02-13T10:00',
  driverAge: 30,
  residence: 'US',
};
const findCar = async (s: CarSupplier, fits: (o: SupplierCarOffer) => boolean): Promise<SupplierCarOffer> => {
  const found = value(await s.carSearch(carQuery)).find(fits);
  if (!found) throw new Error('sandbox harness: no such car in Lisbon');
  return found;
};
const steadyCar = (s: CarSupplier) => findCar(s, (o) => o.vehicle.vehicleClass !== LAST_CAR_CLASS);

carConformance({
  label: 'sandbox',
  create: () => createSandboxCarSupplier({ clock: now }),
  now,
  query: carQuery,
  harness: {
    search: () => undefined,
    listed: steadyCar,
    bookable: steadyCar,
    async soldOut(s) {
      // The counter's one Luxury car, held here first.
      const last = await findCar(s, (o) => o.vehicle.vehicleClass === LAST_CAR_CLASS);
      value(await s.carHold(last.offerId, []));
      return last;
    },
  },
});

// ---- flights ---------------------------------------------------------------------------------

const flightQuery: FlightQuery = {
  slices: [
    { origin: 'LHR', destination: 'JFK', departureDate: '2027-02-10' },
    { origin: 'JFK', destination: 'LHR', departureDate: '2027-02-17' },
  ],
  passengers: { adults: 1, children: 0, infants: 0 },
  cabin: 'economy',
};
const passengers: FlightPassenger[] = [
  {
    type: 'adult',
    givenName: 'Ada',
    familyName: 'Lovelace',
    birthDate: '1980-05-01',
    gender: 'female',
    nationality: 'GB',
    document: { number: 'P1234567', expiry: '2032-01-01', issuingCountry: 'GB' },
  },
];
const findOffer = async (s: FlightSupplier, fits: (o: SupplierFlightOffer) => boolean, query = flightQuery): Promise<SupplierFlightOffer> => {
  const found = value(await s.flightSearch(query)).find(fits);
  if (!found) throw new Error('sandbox harness: no such flight offer');
  return found;
};
const steadyOffer = (s: FlightSupplier) => findOffer(s, (o) => !flightOfferChangesPriceOnCheck(o.offerId));

flightConformance({
  label: 'sandbox',
  create: () => createSandboxFlightSupplier({ clock: now }),
  now,
  query: flightQuery,
  passengers,
  harness: {
    search: () => undefined,
    listed: steadyOffer,
    bookable: steadyOffer,
    priceChanged: (s) => findOffer(s, (o) => flightOfferChangesPriceOnCheck(o.offerId)),
    async soldOut(s) {
      // On the 13th an Economy Light fare has one seat: held here first.
      const day = lastSeatDateFrom(flightQuery.slices[0]!.departureDate);
      const last = await findOffer(s, (o) => o.seatsLeft === 1, { ...flightQuery, slices: [{ ...flightQuery.slices[0]!, departureDate: day }] });
      value(await s.flightHold(last.offerId));
      return last;
    },
  },
});
