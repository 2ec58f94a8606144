import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countrySchema, cruiseShipLineSchema, placeSuggestionSchema, type PlaceSuggestion } from '@tripfront/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_SUGGESTION_LIMIT, normalizeText, type SupplierResult } from '@tripfront/suppliers';
import { SELF_ENCODED_GET, SELF_ENCODED_POST, sendCachedJson } from '../../lib/json-cache.ts';

export const SUGGEST_FAILED = 'Failed to fetch suggestions';
const suggestBody = z.object({ text: z.string().trim().max(100), isManageLocation: z.boolean().default(false) });
const list = (field: string) =>
  z.object({
    data: z.object({ [field]: z.array(placeSuggestionSchema), allData: z.boolean() }),
    error: z.string().optional(),
  });

/** An auto-suggest answer: the list, `allData` when nothing was cut off, or an empty list and the error. */
export function suggestionAnswer(field: string, result: SupplierResult<PlaceSuggestion[]>) {
  if (!result.ok) return { data: { [field]: [], allData: false }, error: result.error.message || SUGGEST_FAILED };
  return { data: { [field]: result.value, allData: result.value.length < DEFAULT_SUGGESTION_LIMIT } };
}

/**
 * Auto-suggest and lookups of spec §7 on the main API. Suggestion answers are cached per agency,
 * kind and normalised text ('Par', ' par ' and 'PAR' share one entry: the supplier's matching
 * ignores case, accents and punctuation), serialised and checked against the route's schema once,
 * and sent precompressed with their ETag. A failed supplier answer is not cached.
 */
const suggestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier, suggestCache } = app.deps;

  const cachedSuggestions = (kind: string, field: string, call: (text: string) => Promise<SupplierResult<PlaceSuggestion[]>>) => {
    const schema = list(field);
    return async (request: FastifyRequest, reply: FastifyReply, text: string) => {
      const key = `suggest:${request.tenant.id}:${kind}:${normalizeText(text)}`;
      const cached = await suggestCache.answer(key, async () => {
        const result = await call(text);
        return { value: schema.parse(suggestionAnswer(field, result)), cacheable: result.ok };
      });
      return sendCachedJson(request, reply, cached);
    };
  };
  const hotelLocations = cachedSuggestions('hotel', 'locationSuggestions', (text) => supplier.suggestHotelLocations(text));
  const activityDestinations = cachedSuggestions('activity', 'destinations', (text) => supplier.suggestActivityDestinations(text));
  const carLocations = cachedSuggestions('car', 'locations', (text) => supplier.suggestCarLocations(text));
  const airports = cachedSuggestions('airport', 'airports', (text) => supplier.suggestAirports(text));

  app.post(
    '/api/v2/hotel/auto-suggest',
    { ...SELF_ENCODED_POST, schema: { tags: ['suggest'], summary: 'Hotel locations', body: suggestBody, response: { 200: list('locationSuggestions') } } },
    async (request, reply) => hotelLocations(request, reply, request.body.text),
  );
  app.post(
    '/api/activities/destinations',
    { ...SELF_ENCODED_POST, schema: { tags: ['suggest'], summary: 'Activity destinations', body: suggestBody, response: { 200: list('destinations') } } },
    async (request, reply) => activityDestinations(request, reply, request.body.text),
  );
  app.post(
    '/api/car-rental/auto-suggest',
    { ...SELF_ENCODED_POST, schema: { tags: ['suggest'], summary: 'Car pick-up and drop-off locations', body: suggestBody, response: { 200: list('locations') } } },
    async (request, reply) => carLocations(request, reply, request.body.text),
  );
  app.get(
    '/api/flight/airports',
    { ...SELF_ENCODED_GET, schema: { tags: ['suggest'], summary: 'Airports by code, name or city', querystring: z.object({ search: z.string().trim().max(100).default('') }), response: { 200: list('airports') } } },
    async (request, reply) => airports(request, reply, request.query.search),
  );
  app.get(
    '/api/car-rental/findCountries/:lang',
    { schema: { tags: ['suggest'], summary: 'Countries for car rental residence', params: z.object({ lang: z.string().regex(/^[A-Za-z]{2}$/) }), response: { 200: z.object({ data: z.array(countrySchema), error: z.string().optional() }) } } },
    async () => {
      const r = await supplier.carCountries();
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );
  const shipLines = async () => {
    const r = await supplier.cruiseShipLines();
    return r.ok ? { data: r.value } : { data: [], error: r.error.message };
  };
  const shipLinesAnswer = z.object({ data: z.array(cruiseShipLineSchema), error: z.string().optional() });
  app.get('/api/cruise/ship-lines', { schema: { tags: ['suggest'], summary: 'Cruise ship lines', response: { 200: shipLinesAnswer } } }, shipLines);
  // Spec §7: "an enabled-cruise-lines variant"; every line is enabled until the back-office can switch some off.
  app.get('/api/cruise/ship-lines/enabled', { schema: { tags: ['suggest'], summary: 'Cruise ship lines the agency sells', response: { 200: shipLinesAnswer } } }, shipLines);
};

export default suggestRoutes;
