import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeSuggestionSchema, resortOfferSchema, resortRegionSchema, resortSubregionSchema } from '@tripfront/domain';

export const REGIONS_FAILED = 'Failed to fetch regions and subregions';

/**
 * Aborted when the client goes away before its answer is written: the storefront aborts a deals
 * request in flight when it asks for newer deals (spec §7), and the supplier's work for the old one
 * stops with it (decision 0054). Logged, so a benchmark can count the superseded requests.
 */
function untilClientLeaves(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (reply.raw.writableFinished) return;
    controller.abort();
    request.log.info({ route: 'resort deals', aborted: true }, 'resort deals request aborted by the client');
  });
  return controller.signal;
}

/**
 * The resort API of spec §7, under RESORT_API_BASE (/resort-api by default): area suggestions,
 * deals and regions, for everyone. The desk's hold routes are in desk.ts.
 */
const resortApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;

  app.get(
    '/search',
    {
      schema: {
        tags: ['resort API'],
        summary: 'Resort area auto-suggest',
        querystring: z.object({ key: z.string().trim().max(100).default('') }),
        response: { 200: z.object({ data: z.array(placeSuggestionSchema), error: z.string().optional() }) },
      },
    },
    async (request) => {
      const r = await supplier.resortSuggest(request.query.key);
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );
  app.post(
    '/properties/deals',
    {
      schema: {
        tags: ['resort API'],
        summary: 'Resort deals near a point',
        querystring: z.object({
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .default('USD'),
        }),
        body: z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }),
        response: { 200: z.object({ data: z.array(resortOfferSchema), error: z.string().optional() }) },
      },
      // Given up before the handler ran (the body never finished): nothing reached the supplier.
      onRequestAbort: (request, done) => {
        request.log.info({ route: 'resort deals', superseded: true, supplierWork: 'none' }, 'resort deals superseded');
        done();
      },
    },
    async (request, reply) => {
      const signal = untilClientLeaves(request, reply);
      // One turn of the event loop first: a request the client already gave up on does no supplier work.
      await new Promise((resolve) => setImmediate(resolve));
      const r = await supplier.resortDeals(request.body, signal);
      // A superseded request: did the supplier still work for nobody? (bench/product-search.mjs counts these lines.)
      if (signal.aborted) request.log.info({ route: 'resort deals', superseded: true, supplierWork: r.ok ? 'wasted' : 'skipped' }, 'resort deals superseded');
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );
  app.get(
    '/regions',
    {
      schema: {
        tags: ['resort API'],
        summary: 'Regions; with ids and children=true, their subregions',
        querystring: z.object({
          ids: z
            .string()
            .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of ids')
            .optional(),
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
};

export default resortApiRoutes;
