import type { CarQuery, CarSupplier, SupplierCarOffer } from '../car-booking.ts';
import { fixture, startRecordedDuffel, type RecordedDuffel } from '../duffel/recorded-duffel.ts';
import { carConformance } from '../testing/conformance/index.ts';
import { createDuffelCarSupplier } from './duffel-car-supplier.ts';

// Duffel Cars against the adapter contract, over its recorded answers (fixtures/README.md). Each
// situation first runs the adapter's own search (`search`) to take the Hertz Golf as listed, then
// queues what the suite calls next, in the order car.ts lists. Every situation is expressed: the
// price change is quote-repriced; the car gone is Duffel's 422 rate_expired to the quote followed by
// a search again that no longer lists the Golf. Ids Duffel never gave do not decode, so the adapter
// refuses them without a call (unknown queues nothing). Duffel Cars lists no bookings, so a lookup
// by a reference this adapter did not book cannot answer "none" (decision 0108): the subject says so
// with `findsOnlyOwnBookings`.

type CarFixture = 'search' | 'quote' | 'quote-repriced' | 'booking' | 'booking-cancelled' | 'error-rate-expired';

const FIXTURES = new URL('./fixtures/', import.meta.url);
/** Four weeks before the rental. */
const NOW = new Date('2027-03-01T12:00:00Z');
let duffel: RecordedDuffel<CarFixture>;

/** What `search` answers: Lisbon Airport, 28 March to 2 April 2027, a driver of 30 resident in GB. */
const query: CarQuery = {
  pickup: { latitude: 38.7742, longitude: -9.1342 },
  dropoff: { latitude: 38.7742, longitude: -9.1342 },
  pickUpDateTime: '2027-03-28T10:00',
  returnDateTime: '2027-04-02T09:00',
  driverAge: 30,
  residence: 'GB',
};

/** The recorded search's Hertz Volkswagen Golf (the car `quote` and `booking` are about). */
async function golf(supplier: CarSupplier): Promise<SupplierCarOffer> {
  duffel.answer({ status: 200, body: 'search' });
  const found = await supplier.carSearch(query);
  const offer = found.ok ? found.value.find((o) => o.vehicle.model === 'Volkswagen Golf') : undefined;
  if (!offer) throw new Error(`recorded Duffel Cars harness: search answered ${JSON.stringify(found)}`);
  return offer;
}

/** The recorded search once the Golf is taken: the other cars only. */
function searchWithoutGolf(): Record<string, unknown> {
  const { data } = fixture('search', [FIXTURES]) as { data: { rates: { car: { name: string } }[] } };
  return { data: { ...data, rates: data.rates.filter((r) => r.car.name !== 'Volkswagen Golf') } };
}

carConformance({
  label: 'duffel-cars (recorded)',
  async setup() {
    duffel = await startRecordedDuffel<CarFixture>([FIXTURES]);
  },
  teardown: () => duffel.close(),
  create: () => createDuffelCarSupplier({ accessToken: 'duffel_test_Conformance123', apiUrl: duffel.apiUrl, timeoutMs: 3000, clock: () => NOW }),
  now: () => NOW,
  query,
  findsOnlyOwnBookings: true,
  harness: {
    reset: () => duffel.reset(),
    search: () => duffel.answer({ status: 200, body: 'search' }),
    async listed(supplier) {
      const offer = await golf(supplier);
      duffel.answer({ status: 201, body: 'quote' });
      return offer;
    },
    async priceChanged(supplier) {
      const offer = await golf(supplier);
      duffel.answer({ status: 201, body: 'quote-repriced' });
      return offer;
    },
    async soldOut(supplier) {
      const offer = await golf(supplier);
      duffel.answer({ status: 422, body: 'error-rate-expired' }, { status: 200, body: searchWithoutGolf() });
      return offer;
    },
    async bookable(supplier) {
      const offer = await golf(supplier);
      // Hold (the quote); book; booking again and the lookup of ours read the booking back from
      // Duffel (the adapter remembers its id); the unknown lookup makes no call; cancel reads the
      // booking, then cancels it.
      duffel.answer(
        { status: 201, body: 'quote' },
        { status: 201, body: 'booking' },
        { status: 200, body: 'booking' },
        { status: 200, body: 'booking' },
        { status: 200, body: 'booking' },
        { status: 200, body: 'booking-cancelled' },
      );
      return offer;
    },
    unknown: () => undefined,
  },
});
