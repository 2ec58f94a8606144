import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityDealSchema,
  activityDealSearchSchema,
  buildActivityDeal,
  buildCarDeal,
  buildHotelDealV1,
  carDealSchema,
  carDealSearchSchema,
  hotelDealSearchSchema,
  hotelDealV1Schema,
  type PricingContext,
} from '@tripfront/domain';
import type { SupplierResult } from '@tripfront/suppliers';
import { DEAL_IMAGE_PATH } from '../../lib/deal-images.ts';
import { SELF_ENCODED_POST, sendEncoded } from '../../lib/json-cache.ts';
import { pricingContext } from '../../lib/pricing-context.ts';

const answer = <T extends z.ZodType>(item: T) =>
  z.object({ response: z.array(item), message: z.string().optional().describe('Why the list is empty after a supplier failure') });

interface DealAnswerSpec<O, A> {
  kind: string;
  /** Everything the answer depends on from the request, currency included. */
  request: unknown;
  /** The supplier's list for the query (without the currency: every currency shares it). */
  supplierKey: unknown;
  load: () => Promise<SupplierResult<O[]>>;
  /** The priced answer (a failure's answer is `failed(message)`). */
  priced: (list: O[], ctx: PricingContext) => A;
  failed: (message: string) => A;
  /** The route's response schema: an answer is checked (and stripped to it) once, when it is made. */
  schema: z.ZodType<A>;
}

/**
 * Answers a deal search from the cache of final answers (per agency, query, currency and viewer),
 * or builds it: supplier list (itself cached per agency and query) → prices → response schema →
 * pictures moved out to /img/deals → serialised once. A hit is a lookup and a send of a body
 * compressed once; it is not validated or serialised again.
 */
export async function sendDealAnswer<O, A>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, spec: DealAnswerSpec<O, A>, currency: string): Promise<FastifyReply> {
  const { searchCache, dealImages } = app.deps;
  const ctx = await pricingContext(app, request, currency);
  const tenantId = request.tenant.id;
  const key = searchCache.answerKey({
    tenantId,
    kind: spec.kind,
    query: spec.request,
    viewer: ctx.forAgent ? 'agent' : 'public',
    markupBasisPoints: ctx.markupBasisPoints,
  });
  const cached = await searchCache.answer(key, async () => {
    const result = await searchCache.through(searchCache.key(tenantId, spec.kind, spec.supplierKey), spec.load);
    const value = result.ok ? spec.priced(result.value, ctx) : spec.failed(result.error.message);
    return { value: dealImages.externalise(spec.schema.parse(value)), cacheable: result.ok };
  });
  // Answers differ by viewer (agent prices) behind the same URL: private to the browser that asked.
  void reply.header('etag', cached.etag).header('cache-control', 'private, no-cache').type('application/json; charset=utf-8');
  // Answers differ per query (a search varied on every request would otherwise pay brotli's best).
  return sendEncoded(request, reply, cached, 'fast');
}

/**
 * Home-page deal searches of spec §7. A supplier failure or timeout answers an empty list with a
 * message (never a 5xx); successful supplier answers and the final answers are cached per agency.
 */
const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier, dealImages } = app.deps;

  const hotelAnswer = answer(hotelDealV1Schema);
  app.post(
    '/api/dealray/deals/hotel-search',
    { ...SELF_ENCODED_POST, schema: { tags: ['deals'], summary: 'Hotel deals (response.response is the list)', body: hotelDealSearchSchema, response: { 200: hotelAnswer } } },
    async (request, reply) => {
      const { currency, ...query } = request.body;
      return sendDealAnswer(app, request, reply, {
        kind: 'hotel-deals',
        request: request.body,
        supplierKey: query,
        load: () => supplier.hotelDeals(request.body),
        priced: (list, ctx) => ({ response: list.map((o) => buildHotelDealV1(o, ctx)) }),
        failed: (message) => ({ response: [], message }),
        schema: hotelAnswer,
      }, currency);
    },
  );

  const activityAnswer = answer(activityDealSchema);
  app.post(
    '/api/dealray/deals/activity-search',
    { ...SELF_ENCODED_POST, schema: { tags: ['deals'], summary: 'Activity deals (response.response is the list)', body: activityDealSearchSchema.extend({ currency: z.string().regex(/^[A-Z]{3}$/).default('USD') }), response: { 200: activityAnswer } } },
    async (request, reply) => {
      const { currency, ...query } = request.body;
      return sendDealAnswer(app, request, reply, {
        kind: 'activity-deals',
        request: request.body,
        supplierKey: query,
        load: () => supplier.activityDeals(query),
        priced: (list, ctx) => ({ response: list.map((o) => buildActivityDeal(o, ctx)) }),
        failed: (message) => ({ response: [], message }),
        schema: activityAnswer,
      }, currency);
    },
  );

  const carAnswer = answer(carDealSchema);
  app.post(
    '/api/dealray/deals/car-search',
    { ...SELF_ENCODED_POST, schema: { tags: ['deals'], summary: 'Car deals (response.response is the list)', body: carDealSearchSchema.and(z.object({ currency: z.string().regex(/^[A-Z]{3}$/).default('USD') })), response: { 200: carAnswer } } },
    async (request, reply) => {
      const { currency, ...query } = request.body;
      return sendDealAnswer(app, request, reply, {
        kind: 'car-deals',
        request: request.body,
        supplierKey: query,
        load: () => supplier.carDeals(query),
        priced: (list, ctx) => ({ response: list.map((o) => buildCarDeal(o, ctx)) }),
        failed: (message) => ({ response: [], message }),
        schema: carAnswer,
      }, currency);
    },
  );

  // Deal pictures, named by their content's hash: the same URL always shows the same picture.
  app.get(
    `${DEAL_IMAGE_PATH}/:name`,
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      const svg = /^[\w-]{22}\.svg$/.test(name) ? await dealImages.get(name) : null;
      if (svg === null) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        // A supplier's picture is a picture: nothing in it may run or load, even opened on its own.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type('image/svg+xml')
        .send(svg);
    },
  );
};

export default dealRoutes;
