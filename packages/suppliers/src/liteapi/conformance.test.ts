import type { HotelAvailabilityQuery, SupplierRatePlan } from '../hotel-booking.ts';
import type { HotelSupplier } from '../supplier.ts';
import { HOTEL_CLIENT_REFERENCE, hotelConformance, UNKNOWN_ID, type HotelTarget } from '../testing/conformance/index.ts';
import { createLiteApiHotelSupplier } from './liteapi-supplier.ts';
import { fixture, startRecordedLiteApi, type RecordedLiteApi } from './recorded-liteapi.ts';

// The LiteAPI adapter against the adapter contract, over its recorded answers (fixtures/README.md).
// Each situation searches (rates-by-location with hotels-by-location) and reads the nearest hotel's
// rates (hotel with rates-hotel), as a traveller would, then queues what the suite's calls get, in
// the order hotel.ts lists. The adapter asks for a hotel's content at the same time as its rates or
// its prebook, so every answer is queued by its path (`answerPath`), each path's answers in order.
// Every situation is expressed, none skipped: a price change is the hotel's rates read again with the
// room-only offer dearer (rates-hotel-repriced), a sold-out room LiteAPI's refusal at prebook.

const NOW = new Date('2027-02-01T12:00:00Z');
let lite: RecordedLiteApi;

/** What rates-by-location and hotels-by-location answer: Lisbon, two rooms (2 adults and a child of 7; 1 adult). */
const query: HotelAvailabilityQuery = {
  latitude: 38.7223,
  longitude: -9.1393,
  radiusKm: 5,
  searchString: 'Lisbon',
  checkin: '2027-03-10',
  checkout: '2027-03-13',
  rooms: [
    { adults: 2, childAges: [7] },
    { adults: 1, childAges: [] },
  ],
};

const ok = (body: string | Record<string, unknown>) => ({ status: 200, body });
const content = (...times: number[]) => lite.answerPath('/data/hotel', ...times.map(() => ok('hotel')));

/** The bookings list by our reference as LiteAPI answers it once the suite has booked: its reference in it. */
function bookingsWithOurs(): Record<string, unknown> {
  const list = fixture('bookings-by-reference') as { data: Record<string, unknown>[] };
  return { data: list.data.map((b) => ({ ...b, clientReference: HOTEL_CLIENT_REFERENCE })) };
}

/** The nearest hotel's rate plan that `fits`, from a search and the hotel's details, as the recorded answers give them. */
async function listedRate(supplier: HotelSupplier, fits: (plan: SupplierRatePlan) => boolean): Promise<HotelTarget> {
  lite.answerPath('/hotels/rates', ok('rates-by-location'), ok('rates-hotel'));
  lite.answerPath('/data/hotels', ok('hotels-by-location'));
  content(1);
  const found = await supplier.hotelAvailability(query);
  const propertyId = found.ok ? found.value[0]?.propertyId : undefined;
  if (!propertyId) throw new Error(`recorded LiteAPI harness: search answered ${JSON.stringify(found)}`);
  const details = await supplier.hotelPropertyDetails({ propertyId, checkin: query.checkin, checkout: query.checkout, rooms: query.rooms });
  const rate = details.ok ? details.value.roomTypes.flatMap((r) => r.rates).find(fits) : undefined;
  if (!rate) throw new Error(`recorded LiteAPI harness: no such rate in ${JSON.stringify(details)}`);
  return { propertyId, rate };
}

/** The refundable breakfast rate, prebooked in prebook.json. */
const breakfast = (supplier: HotelSupplier) => listedRate(supplier, (p) => p.board === 'breakfast');

hotelConformance({
  label: 'liteapi (recorded)',
  async setup() {
    lite = await startRecordedLiteApi();
  },
  teardown: () => lite.close(),
  create: () =>
    createLiteApiHotelSupplier({
      apiKey: 'sand_c0ffee00-1234-4abc-9def-0000conformance',
      apiUrl: lite.apiUrl,
      bookUrl: lite.bookUrl,
      currency: 'EUR',
      guestNationality: 'PT',
      timeoutMs: 3000,
      clock: () => NOW,
    }),
  now: () => NOW,
  query,
  harness: {
    reset: () => lite.reset(),
    search() {
      lite.answerPath('/hotels/rates', ok('rates-by-location'));
      lite.answerPath('/data/hotels', ok('hotels-by-location'));
    },
    async listed(supplier) {
      const target = await breakfast(supplier);
      // Details, then the price check: content and the hotel's rates each time, the offer unchanged.
      content(1, 2);
      lite.answerPath('/hotels/rates', ok('rates-hotel'), ok('rates-hotel'));
      return target;
    },
    async priceChanged(supplier) {
      // The non-refundable room-only rate: read again, the same room and plan under a new offer, dearer.
      const target = await listedRate(supplier, (p) => p.board === 'room_only' && !p.refundable);
      content(1);
      lite.answerPath('/hotels/rates', ok('rates-hotel-repriced'));
      return target;
    },
    async soldOut(supplier) {
      const target = await breakfast(supplier);
      content(1);
      lite.answerPath('/rates/prebook', { status: 400, body: 'error-sold-out' });
      return target;
    },
    async bookable(supplier) {
      const target = await breakfast(supplier);
      // Hold: prebook and content. Book: our reference looked up (none), then booked. Book again: the
      // lookup finds it, read in full. Lookup: the same, with content for the zone. Unknown lookup:
      // none. Cancel: PUT on the booking's path.
      lite.answerPath('/rates/prebook', ok('prebook'));
      content(1, 2);
      lite.answerPath('/rates/book', ok('book'));
      lite.answerPath('/bookings', ok('bookings-none'), ok(bookingsWithOurs()), ok(bookingsWithOurs()), ok('bookings-none'));
      lite.answerPath('/bookings/Bk9TzA3qL', ok('booking'), ok('booking'), ok('cancel'));
      return target;
    },
    // Rate and hold ids LiteAPI never gave do not decode: refused without a call. Details and
    // cancel reach LiteAPI, which knows no such hotel or booking.
    unknown() {
      lite.answerPath('/data/hotel', { status: 404, body: 'error-not-found' });
      lite.answerPath('/hotels/rates', ok('rates-no-availability'));
      lite.answerPath(`/bookings/${UNKNOWN_ID}`, { status: 404, body: 'error-not-found' });
    },
  },
});
