import type { FlightPassenger } from '@tripfront/domain/booking/flight-api';
import type { FlightQuery, FlightSupplier, SupplierFlightOffer } from '../flight-booking.ts';
import { flightConformance } from '../testing/conformance/index.ts';
import { createDuffelFlightSupplier } from './duffel-supplier.ts';
import { fixture, startRecordedDuffel, type RecordedDuffel } from './recorded-duffel.ts';

// The Duffel adapter against the adapter contract, over its recorded answers (fixtures/README.md).
// The harness queues, for each situation, the answers Duffel would give: its own search
// (offer-request-round-trip) and then what the suite calls next, in the order flight.ts lists.

const NOW = new Date('2027-01-01T12:00:00Z');
let duffel: RecordedDuffel;

const document = (number: string, expiry: string) => ({ number, expiry, issuingCountry: 'US' });
const passengers: FlightPassenger[] = [
  {
    type: 'adult',
    givenName: 'Amelia',
    familyName: 'Earhart',
    birthDate: '1987-07-24',
    gender: 'female',
    nationality: 'US',
    document: document('X1234567', '2031-04-02'),
  },
  {
    type: 'adult',
    givenName: 'George',
    familyName: 'Putnam',
    birthDate: '1985-09-07',
    gender: 'male',
    nationality: 'US',
    document: document('Y7654321', '2030-01-01'),
  },
  {
    type: 'child',
    givenName: 'Ada',
    familyName: 'Putnam',
    birthDate: '2019-05-02',
    gender: 'female',
    nationality: 'US',
    document: document('Z1112223', '2029-06-30'),
  },
  {
    type: 'infant',
    givenName: 'Tom',
    familyName: 'Putnam',
    birthDate: '2025-11-20',
    gender: 'male',
    nationality: 'US',
    document: document('W9998887', '2030-11-20'),
  },
];

/** What offer-request-round-trip answers: LHR⇄JFK for 2 adults, a child and an infant. */
const query: FlightQuery = {
  slices: [
    { origin: 'LHR', destination: 'JFK', departureDate: '2027-01-10' },
    { origin: 'JFK', destination: 'LHR', departureDate: '2027-01-17' },
  ],
  passengers: { adults: 2, children: 1, infants: 1 },
  cabin: 'economy',
};

/** The recorded search's first offer (British Airways, the one `offer` and `order` are about). */
async function searched(supplier: FlightSupplier): Promise<SupplierFlightOffer> {
  duffel.answer({ status: 201, body: 'offer-request-round-trip' });
  const found = await supplier.flightSearch(query);
  if (!found.ok || !found.value[0]) throw new Error(`recorded Duffel harness: search answered ${JSON.stringify(found)}`);
  return found.value[0];
}

const offerData = () => (fixture('offer') as { data: Record<string, unknown> }).data;

flightConformance({
  label: 'duffel (recorded)',
  async setup() {
    duffel = await startRecordedDuffel();
  },
  teardown: () => duffel.close(),
  create: () => createDuffelFlightSupplier({ accessToken: 'duffel_test_Conformance123', apiUrl: duffel.apiUrl, timeoutMs: 3000, clock: () => NOW }),
  now: () => NOW,
  query,
  passengers,
  harness: {
    reset: () => duffel.reset(),
    search: () => duffel.answer({ status: 201, body: 'offer-request-round-trip' }),
    async listed(supplier) {
      const offer = await searched(supplier);
      duffel.answer({ status: 200, body: 'offer' });
      return offer;
    },
    async priceChanged(supplier) {
      const offer = await searched(supplier);
      duffel.answer({ status: 200, body: 'offer-repriced' });
      return offer;
    },
    async soldOut(supplier) {
      const offer = await searched(supplier);
      duffel.answer({ status: 200, body: { data: { ...offerData(), available_seats: 0 } } });
      return offer;
    },
    async bookable(supplier) {
      const offer = await searched(supplier);
      // Hold (the offer re-priced), order; the repeat order and the lookup of ours need no call (the
      // adapter knows its orders); the unknown lookup reads the last page of orders; cancel reads,
      // quotes and confirms.
      duffel.answer(
        { status: 200, body: 'offer' },
        { status: 201, body: 'order' },
        { status: 200, body: 'orders-page-2' },
        { status: 200, body: 'order' },
        { status: 201, body: 'order-cancellation-created' },
        { status: 200, body: 'order-cancellation-confirmed' },
      );
      return offer;
    },
    // Ids Duffel never gave do not decode: the adapter refuses them without a call.
    unknown: () => undefined,
  },
});
