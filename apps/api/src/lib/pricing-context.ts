import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PricingContext, RatesInUse } from '@tripfront/domain';
import { seesAgentPrices } from '@tripfront/domain/pricing';
import { badRequest } from './http-errors.ts';

/** The agency's markup rules price; who is looking decides which price rows an answer carries (spec §5, §6). */
export async function pricingContext(app: FastifyInstance, request: FastifyRequest, currency: string): Promise<PricingContext> {
  return (await pricingWithRates(app, request, currency)).pricing;
}

/**
 * pricingContext and the rates in use it converts with (their day and origin: what a booking
 * records). A request naming a live deal link of the agency (x-deal-link, decision 0118) is priced
 * with that link's markup, and says so (agentMarkupSource: the hold and the booking record it); an
 * unknown, expired or archived link is ignored.
 */
export async function pricingWithRates(
  app: FastifyInstance,
  request: FastifyRequest,
  currency: string,
): Promise<{ pricing: PricingContext; rates: RatesInUse }> {
  const [session, inUse, dealLink] = await Promise.all([app.session(request), app.deps.rates.inUse(), app.deps.dealLinks.live(request)]);
  const { rates } = inUse.answer;
  if (rates[currency] === undefined) throw badRequest(`currency: ${currency} is not a supported currency`, 'currency');
  const user = session?.user;
  return {
    pricing: {
      pricing: request.tenant.agency.pricing,
      currency,
      rates,
      forAgent: seesAgentPrices(user),
      ...(dealLink
        ? { agentMarkupBasisPoints: dealLink.agentMarkupBasisPoints, agentMarkupSource: { kind: 'dealLink' as const, dealLinkId: dealLink.id } }
        : {}),
    },
    rates: inUse,
  };
}
