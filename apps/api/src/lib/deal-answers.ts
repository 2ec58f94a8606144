import type { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PricingContext } from '@tripfront/domain';
import type { SupplierResult } from '@tripfront/suppliers';
import { sendEncoded } from './json-cache.ts';
import { pricingContext } from './pricing-context.ts';

export interface DealAnswerSpec<O, A> {
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
 * or builds it: supplier list (its pictures moved out to /img/deals, then cached per agency and
 * query) → prices → response schema → serialised once. A hit is a lookup and a send of a body
 * compressed once; it is not validated or serialised again.
 */
export async function sendDealAnswer<O, A>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: DealAnswerSpec<O, A>,
  currency: string,
): Promise<FastifyReply> {
  const { searchCache, dealImages } = app.deps;
  const ctx = await pricingContext(app, request, currency);
  const tenantId = request.tenant.id;
  const key = searchCache.answerKey({
    tenantId,
    kind: spec.kind,
    // A deal link's visitor sees the agent's markup in every price (decision 0118).
    query: ctx.agentMarkupBasisPoints ? { request: spec.request, agentMarkupBasisPoints: ctx.agentMarkupBasisPoints } : spec.request,
    viewer: ctx.forAgent ? 'agent' : 'public',
    pricing: ctx.pricing,
  });
  const cached = await searchCache.answer(key, async () => {
    // The supplier's list is kept with its pictures already moved out: inline, each agency's copy
    // held ~17 kB of SVG text for the same few pictures (decision 0141).
    const result = await searchCache.through(searchCache.key(tenantId, spec.kind, spec.supplierKey), async () => {
      const loaded = await spec.load();
      return loaded.ok ? { ...loaded, value: dealImages.externalise(loaded.value) } : loaded;
    });
    const value = result.ok ? spec.priced(result.value, ctx) : spec.failed(result.error.message);
    return { value: spec.schema.parse(value), cacheable: result.ok };
  });
  // Answers differ by viewer (agent prices) behind the same URL: private to the browser that asked.
  void reply.header('etag', cached.etag).header('cache-control', 'private, no-cache').type('application/json; charset=utf-8');
  // Answers differ per query (a search varied on every request would otherwise pay brotli's best).
  return sendEncoded(request, reply, cached, 'fast');
}
