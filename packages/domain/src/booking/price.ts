import { z } from 'zod';
import { CURRENCY_CODES } from '../currency/codes.ts';
import { dealPrices } from '../pricing.ts';
import type { PricedItem, PricingContext } from '../pricing.ts';
import type { Money, SupplierRate } from '../inventory.ts';

// Money and prices as every product's API carries them: { amount, currency } with amount in minor
// units (cents) of a supported currency, and the breakdown of a price (spec §5, §6). The schemas
// feed request validation, the TypeScript types and the OpenAPI document.

export const currencyCodeSchema = z.enum(CURRENCY_CODES, { error: 'must be a supported currency code like USD' });

export const bookingMoneySchema = z.object({
  /** Minor units (cents) of `currency`. */
  amount: z.number().int(),
  currency: currencyCodeSchema,
});
export type BookingMoney = z.infer<typeof bookingMoneySchema>;

/**
 * Taxes and fees the guest pays the property itself (a city tax, a resort fee), on top of the price
 * paid now: in the property's own currency, as the supplier says it. We never convert it nor charge
 * it; it is shown apart from the total (decision 0106). Any ISO code, not only those prices can be
 * asked in: the property chooses it.
 */
export const dueAtPropertySchema = z.object({
  /** Minor units of `currency`. */
  amount: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like EUR'),
});
export type DueAtProperty = z.infer<typeof dueAtPropertySchema>;

/** The supplier's Money as the API says it: `{ dueAtProperty }`, or nothing when the supplier says none. */
export const dueAtPropertyOf = (money: Money | undefined): { dueAtProperty?: DueAtProperty } =>
  money && money.amountMinor > 0 ? { dueAtProperty: { amount: money.amountMinor, currency: money.currency } } : {};

/** A total a client sends back (the price it was shown): never below zero. */
export const expectedTotalSchema = z.object({
  amount: z.number().int().min(0, 'must be zero or more'),
  currency: currencyCodeSchema,
});

/** What a price is made of. markup and wholesale are present only for travel agents who are not restricted. */
export const priceBreakdownSchema = z.object({
  /** Room price before taxes (wholesale plus the agency markup). */
  base: bookingMoneySchema,
  taxesAndFees: bookingMoneySchema,
  /** What the traveller pays: base + taxesAndFees. */
  total: bookingMoneySchema,
  /** Average per room and night, taxes included. */
  perNight: bookingMoneySchema,
  markup: bookingMoneySchema.optional(),
  wholesale: bookingMoneySchema.optional(),
  /** The agent's own markup inside `markup` (a proposal item's or a deal link's, decision 0118): with markup, and only when there is one. */
  agentMarkup: bookingMoneySchema.optional(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** What is priced (product and destination country, for the markup rule) and how many room-nights it spans. */
export interface PricedStay extends PricedItem {
  nights: number;
  rooms: number;
}

/**
 * A supplier rate as the traveller pays it (spec §5, §6): converted, the agency markup (its rule
 * for the product and country) on the pre-tax price, taxes passed through; markup and wholesale
 * only for agents who are not restricted.
 */
export function priceBreakdown(rate: SupplierRate, ctx: PricingContext, item: PricedStay): PriceBreakdown {
  const p = dealPrices(rate, ctx, item);
  const money = (amount: number): BookingMoney => ({ amount, currency: p.currency });
  const units = Math.max(1, item.nights * item.rooms);
  return {
    base: money(p.base),
    taxesAndFees: money(p.taxesAndFees),
    total: money(p.total),
    perNight: money(Math.round(p.total / units)),
    ...(ctx.forAgent
      ? { markup: money(p.markup), wholesale: money(p.wholesaleTotal), ...(p.agentMarkup > 0 ? { agentMarkup: money(p.agentMarkup) } : {}) }
      : {}),
  };
}

/** A price of nothing, in `currency`: what is charged now for an offer paid to its provider later (a car paid at pick-up, decision 0112). */
export function nothingCharged(currency: string, forAgent: boolean): PriceBreakdown {
  const zero: BookingMoney = { amount: 0, currency };
  return { base: zero, taxesAndFees: zero, total: zero, perNight: zero, ...(forAgent ? { markup: zero, wholesale: zero } : {}) };
}

export const sameMoney = (a: BookingMoney, b: BookingMoney): boolean => a.amount === b.amount && a.currency === b.currency;

/** Strips the agent-only rows, for answers stored once and shown to anyone (confirmation, My Trips). */
export const travellerView = ({ base, taxesAndFees, total, perNight }: PriceBreakdown): PriceBreakdown => ({ base, taxesAndFees, total, perNight });
