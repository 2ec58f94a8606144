import { MAX_OFFER_ID_LENGTH } from '@tripfront/domain/supplier-accounts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fareCalendarAnswerSchema,
  flightOfferAnswerSchema,
  flightSearchAnswerSchema,
  flightSearchQuerySchema,
  flightTripQuerySchema,
  type FlightTripQuery,
} from '@tripfront/domain/booking/flight-api';
import { currencyCodeSchema } from '@tripfront/domain/booking/price';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { priceBreakdown } from '@tripfront/domain/booking/price';
import type { FlightQuery } from '@tripfront/suppliers';
import { pricingContext } from '../../lib/pricing-context.ts';
import { searchLimit } from '../../lib/search-limiter.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { refuseCardNumbers } from '../../booking/card-guard.ts';
import { bookingSteps } from '../../plugins/agency-status.ts';
import {
  checkTrip,
  destinationCountry,
  facetsOf,
  filterOffers,
  listedOffer,
  offerDetails,
  shiftTrip,
  sortOffers,
  tripWindow,
  withFareTerms,
} from '../../booking/products/flight/request-rules.ts';
import { requestLanguage } from '../../booking/policy.ts';
import { flightSearchRecord } from '../../booking/products/flight/search-record.ts';
import { pageOf } from '@tripfront/domain/booking/results-page';

const errors = { 400: bookingErrorSchema, 404: bookingErrorSchema, 502: bookingErrorSchema };
const CALENDAR_SHIFTS = [-3, -2, -1, 0, 1, 2, 3] as const;

/** The supplier's question for a trip query: the legs, the party and the cabin. */
const flightQuery = (q: FlightTripQuery): FlightQuery => ({
  slices: q.slice,
  passengers: { adults: q.adults, children: q.children, infants: q.infants },
  cabin: q.cabin,
});

/**
 * The flight product's catalogue (search, fare calendar, offer details) under the flight API base;
 * the folder's hook echoes x-correlation-id and puts it on every log line. These are booking steps:
 * an Inactive agency is refused them (the folder's autocomplete still answers).
 */
const flightBookingApi: FastifyPluginAsyncZod = async (app) => {
  const { agencySuppliers, searchCache } = app.deps;
  /** The agency's flight supplier: its own account's, or the server's (lib/agency-suppliers.ts). */
  const flightsOf = async (tenantId: string) => (await agencySuppliers.of(tenantId)).flightSupplier;
  bookingSteps(app);
  app.addHook('preValidation', refuseCardNumbers);
  // Every search counts against the address's and the agency's minute (decision 0083).
  const limitSearches = searchLimit(app);

  /** The trip's offers, cached per agency and query (the supplier's answer, before pricing). */
  const searchOffers = async (tenantId: string, query: FlightQuery) =>
    searchCache.through(searchCache.key(tenantId, 'flight-search', { ...query, accounts: await agencySuppliers.searchKey(tenantId, 'flight') }), async () =>
      (await flightsOf(tenantId)).flightSearch(query),
    );

  app.get(
    '/search',
    {
      preHandler: limitSearches,
      schema: {
        tags: ['flight API'],
        summary: 'Flight offers for the trip, party and cabin; filtered, sorted and paged, with facets for the filters',
        description:
          'slice repeats once per leg in order: slice=LHR.JFK.2027-01-10&slice=JFK.LHR.2027-01-17. Filters apply to every leg (times to the first). ' +
          'Facets are taken from every offer before filtering. Prices are minor units of currency; price.perNight is per passenger.',
        querystring: flightSearchQuerySchema,
        response: { 200: flightSearchAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const query = flightQuery(q);
      checkTrip(request, q.slice, query.passengers);
      const ctx = await pricingContext(app, request, q.currency);
      const result = await searchOffers(request.tenant.id, query);
      const base = { page: q.page, pageSize: q.pageSize, currency: q.currency, slices: q.slice, passengers: query.passengers };
      if (!result.ok) {
        request.log.warn({ supplierError: result.error }, 'flight search failed');
        const facets = { airlines: [], stops: [], priceRange: null, longestMinutes: null };
        return { data: { offers: [], total: 0, totalPages: 0, hasMore: false, facets, ...base }, message: result.error.message };
      }
      const all = result.value.map((o) => listedOffer(o, ctx));
      const matching = sortOffers(filterOffers(all, q), q.sort);
      const page = pageOf(matching, q.page, q.pageSize);
      request.log.info({ found: all.length, matching: page.total, page: q.page, cached: result.cached }, 'flight search');
      // The first page is the search; later pages, sorts and filters are the same search (the log folds repeats).
      if (q.page === 1) app.deps.searchLog.record(request, flightSearchRecord(request.tenant.agency, q, result.value));
      // The fare terms are worded (placed at the departure's local time) for the page shown only.
      const language = requestLanguage(request);
      const offers = page.items.map((o) => withFareTerms(o, q.currency, language));
      return { data: { offers, total: page.total, totalPages: page.totalPages, hasMore: page.hasMore, facets: facetsOf(all), ...base } };
    },
  );

  app.get(
    '/fare-calendar',
    {
      preHandler: limitSearches,
      schema: {
        tags: ['flight API'],
        summary: 'The lowest total for the trip moved 3 days earlier to 3 days later (every leg by the same days)',
        description: 'A day before the earliest bookable date, or with nothing flying, has lowest null.',
        querystring: flightTripQuerySchema,
        response: { 200: fareCalendarAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const query = flightQuery(q);
      checkTrip(request, q.slice, query.passengers);
      const ctx = await pricingContext(app, request, q.currency);
      const { earliest, latest } = tripWindow(request);
      const first = q.slice[0]!;
      const last = q.slice[q.slice.length - 1]!;
      const days = CALENDAR_SHIFTS.map((shift) => {
        const moved = shiftTrip([first, last], shift);
        return { shift, departureDate: moved[0]!.departureDate, lastDate: moved[1]!.departureDate };
      });
      const bookable = days.filter((d) => d.departureDate >= earliest && d.lastDate <= latest).map((d) => d.shift);
      // The markup rule is the destination's: the trip's own offers (cached by its search) name it.
      const [calendar, offers] = await Promise.all([
        bookable.length > 0 ? (await flightsOf(request.tenant.id)).flightFareCalendar(query, bookable) : Promise.resolve({ ok: true as const, value: [] }),
        searchOffers(request.tenant.id, query),
      ]);
      const country = offers.ok && offers.value[0] ? destinationCountry(offers.value[0]) : null;
      if (!calendar.ok) {
        request.log.warn({ supplierError: calendar.error }, 'fare calendar failed');
        return { data: { days: days.map((d) => ({ ...d, lowest: null })), currency: q.currency }, message: calendar.error.message };
      }
      const lowest = new Map(calendar.value.map((c) => [c.shift, c.lowest]));
      const units = query.passengers.adults + query.passengers.children + query.passengers.infants;
      return {
        data: {
          days: days.map((d) => {
            const rate = bookable.includes(d.shift) ? lowest.get(d.shift) : null;
            return { ...d, lowest: rate ? priceBreakdown(rate, ctx, { product: 'flight', country, nights: 1, rooms: units }).total : null };
          }),
          currency: q.currency,
        },
      };
    },
  );

  app.get(
    '/offers/:offerId',
    {
      schema: {
        tags: ['flight API'],
        summary: 'An offer re-priced with the airline now: itinerary, fare conditions, price per passenger type, ticketing deadline',
        params: z.object({ offerId: z.string().min(10).max(MAX_OFFER_ID_LENGTH) }),
        querystring: z.object({ currency: currencyCodeSchema.default('USD') }),
        response: { 200: flightOfferAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = await pricingContext(app, request, request.query.currency);
      const r = await (await flightsOf(request.tenant.id)).flightOffer(request.params.offerId);
      if (!r.ok) {
        if (r.error.code === 'not_found' || r.error.code === 'invalid' || r.error.code === 'hold_expired') {
          throw new HttpError(404, 'This offer is no longer available; please search again.', 'offerId');
        }
        request.log.warn({ supplierError: r.error }, 'flight offer failed');
        throw new HttpError(502, 'The offer could not be checked with the airline. Please try again.');
      }
      return { data: offerDetails(r.value, ctx, requestLanguage(request)) };
    },
  );
};

export default flightBookingApi;
