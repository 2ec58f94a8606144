import { fixture, startRecordedDuffel, type RecordedDuffel } from '../duffel/recorded-duffel.ts';
import type { HotelAvailabilityQuery } from '../hotel-booking.ts';
import type { HotelSupplier } from '../supplier.ts';
import { hotelConformance, type HotelTarget } from '../testing/conformance/index.ts';
import { createDuffelStaysHotelSupplier } from './duffel-stays-supplier.ts';

// Duffel Stays against the adapter contract, over its recorded answers (fixtures/README.md). Each
// situation first runs the adapter's own search and details (search, search-result-rates) to take
// Casa do Rio's room-only Flexible Rate as listed, then queues what the suite calls next, in the
// order hotel.ts lists. Every situation is expressed: the price change is quote-repriced, the room
// gone is Duffel's 422 rate_unavailable to the quote. Ids Duffel never gave do not decode, so the
// adapter refuses them without a call (unknown queues nothing).

type StaysFixture =
  'search' | 'search-result-rates' | 'quote' | 'quote-repriced' | 'booking' | 'booking-cancelled' | 'bookings-empty' | 'error-rate-unavailable';

const FIXTURES = new URL('./fixtures/', import.meta.url);
/** Before the quote's rate expires (12:30Z), a week before the stay. */
const NOW = new Date('2027-03-01T12:00:00Z');
let duffel: RecordedDuffel<StaysFixture>;

/** What `search` answers: Lisbon, 10–13 March 2027, a room for two adults and a child of 7 and one for an adult. */
const query: HotelAvailabilityQuery = {
  latitude: 38.7223,
  longitude: -9.1393,
  radiusKm: 5,
  checkin: '2027-03-10',
  checkout: '2027-03-13',
  rooms: [
    { adults: 2, childAges: [7] },
    { adults: 1, childAges: [] },
  ],
  searchString: 'Lisbon',
};

/** Casa do Rio's first rate as search and details list it (the rate `quote` and `booking` are about). */
async function flexibleRate(supplier: HotelSupplier): Promise<HotelTarget> {
  duffel.answer({ status: 200, body: 'search' }, { status: 200, body: 'search-result-rates' });
  const found = await supplier.hotelAvailability(query);
  const rio = found.ok ? found.value.find((h) => h.name === 'Casa do Rio Lisboa') : undefined;
  if (!rio) throw new Error(`recorded Stays harness: search answered ${JSON.stringify(found)}`);
  const details = await supplier.hotelPropertyDetails({ propertyId: rio.propertyId, checkin: query.checkin, checkout: query.checkout, rooms: query.rooms });
  const rate = details.ok ? details.value.roomTypes[0]?.rates[0] : undefined;
  if (!rate) throw new Error(`recorded Stays harness: details answered ${JSON.stringify(details)}`);
  return { propertyId: rio.propertyId, rate };
}

/** The recorded booking, made with the suite's reference (Duffel keeps it in the booking's metadata). */
const bookingWith = (name: 'booking' | 'booking-cancelled', clientReference: string) => {
  const { data } = fixture(name, [FIXTURES]) as { data: Record<string, unknown> };
  return { data: { ...data, metadata: { client_reference: clientReference } } };
};

hotelConformance({
  label: 'duffel-stays (recorded)',
  async setup() {
    duffel = await startRecordedDuffel<StaysFixture>([FIXTURES]);
  },
  teardown: () => duffel.close(),
  // The suite's guest gives no phone: Duffel is given the agency's, as a deployment configures it.
  create: () =>
    createDuffelStaysHotelSupplier({
      accessToken: 'duffel_test_Conformance123',
      apiUrl: duffel.apiUrl,
      timeoutMs: 3000,
      contactPhone: '+351213400000',
      clock: () => NOW,
    }),
  now: () => NOW,
  query,
  harness: {
    reset: () => duffel.reset(),
    search: () => duffel.answer({ status: 200, body: 'search' }),
    async listed(supplier) {
      const rate = await flexibleRate(supplier);
      duffel.answer({ status: 200, body: 'search-result-rates' }, { status: 201, body: 'quote' });
      return rate;
    },
    async priceChanged(supplier) {
      const rate = await flexibleRate(supplier);
      duffel.answer({ status: 201, body: 'quote-repriced' });
      return rate;
    },
    async soldOut(supplier) {
      const rate = await flexibleRate(supplier);
      duffel.answer({ status: 422, body: 'error-rate-unavailable' });
      return rate;
    },
    async bookable(supplier) {
      const rate = await flexibleRate(supplier);
      // Hold (the quote); book: no booking has our reference yet, then the booking; booking again and
      // the lookup of ours need no call (the adapter remembers what it booked); the unknown lookup
      // reads the list of bookings; cancel reads the booking, then cancels it.
      duffel.answer(
        { status: 201, body: 'quote' },
        { status: 200, body: 'bookings-empty' },
        { status: 201, body: bookingWith('booking', 'TF-CONFORM1') },
        { status: 200, body: 'bookings-empty' },
        { status: 200, body: bookingWith('booking', 'TF-CONFORM1') },
        { status: 200, body: bookingWith('booking-cancelled', 'TF-CONFORM1') },
      );
      return rate;
    },
    unknown: () => undefined,
  },
});
