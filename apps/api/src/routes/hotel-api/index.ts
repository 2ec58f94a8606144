import { accountOfId, MAX_PROPERTY_ID_LENGTH } from '@tripfront/domain/supplier-accounts';
import { mergeListings } from '@tripfront/suppliers';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hotelDetailsSchema,
  hotelSearchAnswerSchema,
  hotelSearchQuerySchema,
  priceCheckAnswerSchema,
  priceCheckBodySchema,
  stayQuerySchema,
} from '@tripfront/domain/booking/hotel-api';
import type { HotelSearchResult } from '@tripfront/domain/booking/hotel-api';
import { dueAtPropertyOf, priceBreakdown, sameMoney } from '@tripfront/domain/booking/price';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { pricingContext } from '../../lib/pricing-context.ts';
import { searchLimit } from '../../lib/search-limiter.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { cancellationPolicy, requestLanguage } from '../../booking/policy.ts';
import { detailsLink, filterResults, priceRangeOf, requestStay, sortResults, type HotelListing } from '../../booking/products/hotel/request-rules.ts';
import { refuseCardNumbers } from '../../booking/card-guard.ts';
import { bookingSteps } from '../../plugins/agency-status.ts';
import { hotelSearchRecord } from '../../booking/products/hotel/search-record.ts';
import { pageOf } from '@tripfront/domain/booking/results-page';

/**
 * Each property once: listings of one property from two accounts (same name within 150 m) merged
 * into the one the traveller would pay less for; with `sources` (agents), each says its account.
 */
function oncePerProperty(listed: HotelListing[], sources: ReadonlyMap<string, string> | null): HotelListing[] {
  const byAccount = new Map<string, HotelListing[]>();
  for (const h of listed) {
    const account = accountOfId(h.propertyId)?.accountId ?? '';
    const source = sources?.get(account);
    // Pushed, not copied: a supplier answers up to a few hundred properties per search.
    const listings = byAccount.get(account) ?? [];
    if (listings.length === 0) byAccount.set(account, listings);
    listings.push(source ? { ...h, source } : h);
  }
  if (byAccount.size < 2) return [...byAccount.values()].flat();
  return mergeListings([...byAccount.values()], (a, b) => a.price.total.amount < b.price.total.amount);
}

const errors = { 400: bookingErrorSchema, 404: bookingErrorSchema, 502: bookingErrorSchema };

/**
 * The hotel product's catalogue (search, property details, price check) under the hotel API base;
 * the folder's hook echoes x-correlation-id and puts it on every log line. These are booking steps:
 * an Inactive agency is refused them (the folder's deals and autocomplete still answer).
 */
// eslint-disable-next-line max-lines-per-function -- one route per endpoint of the hotel API's catalogue, registered in the plugin that holds the folder's hooks
const hotelBookingApi: FastifyPluginAsyncZod = async (app) => {
  const { searchCache, agencySuppliers } = app.deps;
  bookingSteps(app);
  app.addHook('preValidation', refuseCardNumbers);
  // Every search counts against the address's and the agency's minute (decision 0083).
  const limitSearches = searchLimit(app);

  app.get(
    '/search',
    {
      preHandler: limitSearches,
      schema: {
        tags: ['hotel API'],
        summary: 'Hotels with rooms for the stay and party near a point; filtered, sorted and paged',
        description:
          'Page through the answer (page, pageSize) to show results as they arrive. occupancy repeats once per room: occupancy=2&occupancy=2-9,4. Prices are minor units of currency.',
        querystring: hotelSearchQuerySchema,
        response: { 200: hotelSearchAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const stay = requestStay(request, q.checkin_date, q.checkout_date, q.occupancy, q.long);
      const ctx = await pricingContext(app, request, q.currency);
      const query = {
        latitude: q.lat,
        longitude: q.long,
        radiusKm: q.radius,
        checkin: stay.checkin,
        checkout: stay.checkout,
        rooms: q.occupancy,
        searchString: q.searchString,
      };
      const { supplier } = await agencySuppliers.of(request.tenant.id);
      const key = searchCache.key(request.tenant.id, 'hotel-availability', { ...query, accounts: await agencySuppliers.searchKey(request.tenant.id, 'hotel') });
      const result = await searchCache.through(key, () => supplier.hotelAvailability(query));
      const base = { page: q.page, pageSize: q.pageSize, stay, currency: q.currency };
      if (!result.ok) {
        request.log.warn({ supplierError: result.error }, 'hotel search failed');
        return { data: { hotels: [], total: 0, totalPages: 0, hasMore: false, priceRange: null, ...base }, message: result.error.message };
      }
      const language = requestLanguage(request);
      const listed: HotelListing[] = result.value.map((h) => ({
        propertyId: h.propertyId,
        name: h.name,
        stars: h.stars,
        image: h.image,
        address: h.address,
        city: h.city,
        countryCode: h.countryCode,
        latitude: h.latitude,
        longitude: h.longitude,
        distanceKm: h.distanceKm,
        distanceFrom: h.distanceFrom,
        reviewScore: h.reviewScore,
        reviewCount: h.reviewCount,
        freeCancellation: h.freeCancellation,
        price: priceBreakdown(h.lowestRate, ctx, { product: 'hotel', country: h.countryCode, nights: stay.nights, rooms: stay.rooms }),
        // In the property's currency, never converted: the property charges it, not us.
        ...dueAtPropertyOf(h.lowestRateDueAtProperty),
        terms: h.lowestRateTerms,
        link: detailsLink(h.propertyId, stay.checkin, stay.checkout, stay.occupancy),
        // The offer that price is of, from the supplier's same pick: the card adds it to a proposal.
        ...(h.lowestRateId ? { offerId: h.lowestRateId } : {}),
      }));
      // Two accounts' listings of one property show once, at the lower price the traveller would pay.
      const all = oncePerProperty(listed, ctx.forAgent ? await agencySuppliers.sources(request.tenant.id) : null);
      const matching = sortResults(filterResults(all, q), q.sort);
      const page = pageOf(matching, q.page, q.pageSize);
      request.log.info({ found: all.length, matching: page.total, page: q.page }, 'hotel search');
      // The first page is the search; later pages, sorts and filters are the same search (the log folds repeats).
      if (q.page === 1) app.deps.searchLog.record(request, hotelSearchRecord(request.tenant.agency, q, stay, all));
      // Cancellation terms are worded (placed in the hotel's time zone) for the page shown only.
      const hotels: HotelSearchResult[] = page.items.map(({ terms, ...h }) => ({
        ...h,
        cancellationPolicy: cancellationPolicy(terms, { language, currency: q.currency }),
      }));
      return { data: { hotels, total: page.total, totalPages: page.totalPages, hasMore: page.hasMore, priceRange: priceRangeOf(all), ...base } };
    },
  );

  app.get(
    '/properties/:propertyId',
    {
      schema: {
        tags: ['hotel API'],
        summary: 'A hotel: photos, description, amenities, room types and rate plans with cancellation policy and price breakdown',
        params: z.object({ propertyId: z.string().min(1).max(MAX_PROPERTY_ID_LENGTH) }),
        querystring: stayQuerySchema,
        response: { 200: z.object({ data: hotelDetailsSchema }), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const asked = requestStay(request, q.checkin_date, q.checkout_date, q.occupancy);
      const ctx = await pricingContext(app, request, q.currency);
      const { supplier } = await agencySuppliers.of(request.tenant.id);
      const r = await supplier.hotelPropertyDetails({
        propertyId: request.params.propertyId,
        checkin: asked.checkin,
        checkout: asked.checkout,
        rooms: q.occupancy,
      });
      if (!r.ok) {
        if (r.error.code === 'not_found') throw new HttpError(404, 'Hotel not found.', 'propertyId');
        throw new HttpError(502, 'The hotel details could not be loaded. Please try again.');
      }
      const d = r.value;
      // Now that the hotel's place is known: its today.
      const stay = requestStay(request, q.checkin_date, q.checkout_date, q.occupancy, d.longitude);
      const hotelHere = { product: 'hotel', country: d.countryCode } as const;
      const language = requestLanguage(request);
      return {
        data: {
          propertyId: d.propertyId,
          name: d.name,
          stars: d.stars,
          address: d.address,
          city: d.city,
          countryCode: d.countryCode,
          latitude: d.latitude,
          longitude: d.longitude,
          description: d.description,
          photos: d.photos,
          amenities: d.amenities,
          checkInTime: d.checkInTime,
          checkOutTime: d.checkOutTime,
          reviewScore: d.reviewScore,
          reviewCount: d.reviewCount,
          stay,
          currency: q.currency,
          rooms: d.roomTypes.map((room) => ({
            roomTypeId: room.roomTypeId,
            name: room.name,
            description: room.description,
            bed: room.bed,
            sizeSqm: room.sizeSqm,
            maxOccupancy: room.maxOccupancy,
            amenities: room.amenities,
            photo: room.photo,
            roomsLeft: room.roomsLeft === null ? null : Math.min(10, room.roomsLeft),
            rates: room.rates.map((rate) => ({
              rateId: rate.rateId,
              name: rate.name,
              board: rate.board,
              cancellationPolicy: cancellationPolicy(rate, { language, currency: q.currency }),
              price: priceBreakdown(rate.rate, ctx, { ...hotelHere, nights: stay.nights, rooms: stay.rooms }),
              ...dueAtPropertyOf(rate.dueAtProperty),
            })),
          })),
        },
      };
    },
  );

  app.post(
    '/price-check',
    {
      schema: {
        tags: ['hotel API'],
        summary: "A rate's live price and availability; price_changed means the traveller must see and accept the new price",
        body: priceCheckBodySchema,
        response: { 200: priceCheckAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { rateId, currency } = request.body;
      const ctx = await pricingContext(app, request, currency);
      const { supplier } = await agencySuppliers.of(request.tenant.id);
      const r = await supplier.hotelPriceCheck(rateId);
      if (!r.ok) {
        if (r.error.code === 'invalid') throw new HttpError(400, 'rateId: this rate is not offered; search again.', 'rateId');
        throw new HttpError(502, 'The price could not be checked with the hotel. Please try again.');
      }
      const q = r.value;
      const item = { product: 'hotel', country: q.property.countryCode, nights: q.nights, rooms: q.rooms.length } as const;
      const price = priceBreakdown(q.rate, ctx, item);
      const listed = priceBreakdown(q.listedRate, ctx, item);
      const changed = !sameMoney(price.total, listed.total);
      const status = q.roomsLeft === 0 ? 'sold_out' : changed ? 'price_changed' : 'available';
      request.log.info({ status }, 'hotel price check');
      return {
        data: {
          rateId,
          status,
          price,
          ...(changed ? { previousPrice: listed } : {}),
          roomsLeft: q.roomsLeft === null ? null : Math.min(10, q.roomsLeft),
          cancellationPolicy: cancellationPolicy(q, { language: requestLanguage(request), currency }),
          ...dueAtPropertyOf(q.dueAtProperty),
        },
      } as const;
    },
  );
};

export default hotelBookingApi;
