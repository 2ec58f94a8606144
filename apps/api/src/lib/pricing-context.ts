import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PricingContext } from '@tripfront/domain';
import { seesAgentPrices } from '@tripfront/domain/navigation/roles';
import { badRequest } from './http-errors.ts';

/** The agency's markup rules price; who is looking decides which price rows an answer carries (spec §5, §6). */
export async function pricingContext(app: FastifyInstance, request: FastifyRequest, currency: string): Promise<PricingContext> {
  const [session, rates] = await Promise.all([app.session(request), app.deps.rates.getRates()]);
  if (rates.rates[currency] === undefined) throw badRequest(`currency: ${currency} is not a supported currency`, 'currency');
  const user = session?.user;
  return {
    pricing: request.tenant.agency.pricing,
    currency,
    rates: rates.rates,
    forAgent: seesAgentPrices(user),
  };
}
