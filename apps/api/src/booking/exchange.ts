import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chargedExchange, type ChargedExchange, type PricingContext } from '@tripfront/domain';
import { pricingWithRates } from '../lib/pricing-context.ts';

// The exchange rate a booking was charged with (issue #38, decision 0086). The hold converts the
// supplier's price with the rates in use at that moment; the rate, its day and its source travel in
// the signed hold token and are written on the booking row, so a later refresh cannot change what
// the traveller was charged with, and staff can reconcile it.

/**
 * The hold's pricing context and, once the hold is priced, the exchange it converted with: none
 * when the supplier's price was already in the traveller's currency, or when one hold mixed
 * several supplier currencies (no single rate describes it).
 */
export async function holdPricing(
  app: FastifyInstance,
  request: FastifyRequest,
  currency: string,
): Promise<{ pricing: PricingContext; exchange: () => ChargedExchange | undefined }> {
  const { pricing, rates } = await pricingWithRates(app, request, currency);
  const quoted = new Set<string>();
  return {
    pricing: { ...pricing, onPriced: (from) => quoted.add(from.toUpperCase()) },
    exchange: () => {
      const [from, ...others] = quoted;
      if (from === undefined || others.length > 0 || from === currency.toUpperCase()) return undefined;
      return chargedExchange(rates, from, currency.toUpperCase());
    },
  };
}

/** The booking row's exchange columns from a hold's recorded exchange (all null when none). */
export function exchangeColumns(exchange: ChargedExchange | undefined) {
  return {
    exchangeFrom: exchange?.from ?? null,
    exchangeRate: exchange?.rate ?? null,
    exchangeRatesDate: exchange?.date ?? null,
    exchangeRatesSource: exchange?.source ?? null,
  };
}
