import type { FlightSupplier, SupplierFlightOffer } from '../flight-booking.ts';
import { flightConformance } from '../testing/conformance/index.ts';
import { createDuffelFlightSupplier } from './duffel-supplier.ts';
import { fixture, ROUND_TRIP_PASSENGERS as passengers, ROUND_TRIP_QUERY as query, startRecordedDuffel, type RecordedDuffel } from './recorded-duffel.ts';

// The Duffel adapter against the adapter contract, over its recorded answers (fixtures/README.md).
// The harness queues, for each situation, the answers Duffel would give: its own search
// (offer-request-round-trip) and then what the suite calls next, in the order flight.ts lists.

const NOW = new Date('2027-01-01T12:00:00Z');
let duffel: RecordedDuffel;

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
