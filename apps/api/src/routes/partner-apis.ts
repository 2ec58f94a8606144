import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildHotelDealV2,
  defaultHotelDealSearch,
  hotelDealV2Schema,
  placeSuggestionSchema,
  resortHoldSchema,
  resortOfferSchema,
  resortRegionSchema,
  resortSubregionSchema,
} from '@tripfront/domain';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { sendDealAnswer } from './api/deals.ts';
import { HttpError } from '../lib/http-errors.ts';
import hotelBookingApi from './hotel-api/index.ts';

export const REGIONS_FAILED = 'Failed to fetch regions and subregions';
const lat = z.coerce.number().min(-90).max(90);
const lon = z.coerce.number().min(-180).max(180);
const currency = z.string().regex(/^[A-Z]{3}$/).default('USD');
const suggestions = z.object({ data: z.array(placeSuggestionSchema), error: z.string().optional() });

/**
 * The spec's separate hotel, flight and resort APIs, served under configurable base paths of this
 * server. Each echoes (or creates) the x-correlation-id header so a request can be traced.
 */
const partnerApis: FastifyPluginAsyncZod = async (app) => {
  const { config, supplier } = app.deps;
  const bases = [config.HOTEL_API_BASE, config.FLIGHT_API_BASE, config.RESORT_API_BASE];

  app.addHook('onRequest', async (request, reply) => {
    if (!bases.some((b) => request.url.startsWith(`${b}/`))) return;
    const header = request.headers['x-correlation-id'];
    const id = typeof header === 'string' && /^[\w.-]{1,100}$/.test(header) ? header : crypto.randomUUID();
    request.log = request.log.child({ correlationId: id });
    void reply.header('x-correlation-id', id);
  });

  const hotel = config.HOTEL_API_BASE;
  await app.register(hotelBookingApi);
  const hotelDealsAnswer = z.object({ data: z.object({ hotels: z.array(hotelDealV2Schema) }), message: z.string().optional() });
  app.get(
    `${hotel}/deals`,
    {
      schema: {
        tags: ['hotel API'],
        summary: 'Hotel deals near a point (v2 shape; data.hotels)',
        querystring: z.object({ top_destination: z.string().trim().max(100).default(''), lat, long: lon, currency }),
        response: { 200: hotelDealsAnswer },
      },
    },
    async (request, reply) => {
      const { lat: latitude, long: longitude, top_destination, currency: cur } = request.query;
      const query = defaultHotelDealSearch({
        now: new Date(),
        latitude,
        longitude,
        searchString: top_destination,
        disallowSameDayBooking: request.tenant.agency.disallowSameDayBooking.hotel,
      });
      // The stay starts on a day: the same point searched the same day is the same search.
      const supplierKey = { ...query, stayPeriod: query.stayPeriod.start.slice(0, 10) };
      return sendDealAnswer(app, request, reply, {
        kind: 'hotel-deals-v2',
        request: { ...supplierKey, currency: cur },
        supplierKey,
        load: () => supplier.hotelDeals(query),
        priced: (list, ctx) => ({ data: { hotels: list.map((o) => buildHotelDealV2(o, ctx)) } }),
        failed: (message) => ({ data: { hotels: [] }, message }),
        schema: hotelDealsAnswer,
      }, cur);
    },
  );
  app.get(
    `${hotel}/autocomplete`,
    { schema: { tags: ['hotel API'], summary: 'Hotel location autocomplete', querystring: z.object({ key: z.string().trim().max(100).default('') }), response: { 200: suggestions } } },
    async (request) => {
      const r = await supplier.suggestHotelLocations(request.query.key);
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );

  app.get(
    `${config.FLIGHT_API_BASE}/autocomplete`,
    { schema: { tags: ['flight API'], summary: 'Airport autocomplete', querystring: z.object({ key: z.string().trim().max(100).default('') }), response: { 200: suggestions } } },
    async (request) => {
      const r = await supplier.suggestAirports(request.query.key);
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );

  const resort = config.RESORT_API_BASE;
  app.get(
    `${resort}/search`,
    { schema: { tags: ['resort API'], summary: 'Resort area auto-suggest', querystring: z.object({ key: z.string().trim().max(100).default('') }), response: { 200: suggestions } } },
    async (request) => {
      const r = await supplier.resortSuggest(request.query.key);
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );
  app.post(
    `${resort}/properties/deals`,
    {
      schema: {
        tags: ['resort API'],
        summary: 'Resort deals near a point',
        querystring: z.object({ currency }),
        body: z.object({ lat, lon }),
        response: { 200: z.object({ data: z.array(resortOfferSchema), error: z.string().optional() }) },
      },
    },
    async (request) => {
      const r = await supplier.resortDeals(request.body);
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );
  app.get(
    `${resort}/regions`,
    {
      schema: {
        tags: ['resort API'],
        summary: 'Regions; with ids and children=true, their subregions',
        querystring: z.object({
          ids: z.string().regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of ids').optional(),
          children: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: z.object({ data: z.array(z.union([resortSubregionSchema, resortRegionSchema])), error: z.string().optional() }) },
      },
    },
    async (request) => {
      const { ids, children } = request.query;
      const r = ids && children === 'true' ? await supplier.resortSubregions(ids.split(',').map(Number)) : await supplier.resortRegions();
      return r.ok ? { data: r.value } : { data: [], error: r.error.message || REGIONS_FAILED };
    },
  );
  app.get(
    `${resort}/properties/hold-check`,
    { schema: { tags: ['resort API'], summary: 'Check a booking hold', querystring: z.object({ reference_number: z.string().trim().min(1).max(64) }), response: { 200: z.object({ data: resortHoldSchema }) } } },
    async (request) => {
      const r = await supplier.resortHoldCheck(request.query.reference_number);
      if (!r.ok) throw new HttpError(404, r.error.message, 'reference_number');
      return { data: r.value };
    },
  );
  app.put(
    `${resort}/itineraries`,
    {
      schema: {
        tags: ['resort API'],
        summary: 'Release a booking hold (status=RELEASE, empty body)',
        querystring: z.object({ reference_number: z.string().trim().min(1).max(64), status: z.literal('RELEASE') }),
        response: { 200: z.object({ data: resortHoldSchema }), 409: bookingErrorSchema.describe('No such hold, or it cannot be released') },
      },
    },
    async (request) => {
      const r = await supplier.resortRelease(request.query.reference_number);
      if (!r.ok) throw new HttpError(r.error.retryable ? 503 : 409, r.error.message || 'Internal Server Error', 'reference_number');
      return { data: r.value };
    },
  );
};

export default partnerApis;
