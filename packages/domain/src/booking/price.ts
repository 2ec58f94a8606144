import { dealPrices } from '../pricing.ts';
import type { PricedItem, PricingContext } from '../pricing.ts';
import type { SupplierRate } from '../inventory.ts';
import type { BookingMoney, PriceBreakdown } from './hotel-api.ts';

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
    ...(ctx.forAgent ? { markup: money(p.markup), wholesale: money(p.wholesaleTotal) } : {}),
  };
}

export const sameMoney = (a: BookingMoney, b: BookingMoney): boolean => a.amount === b.amount && a.currency === b.currency;

/** Strips the agent-only rows, for answers stored once and shown to anyone (confirmation, My Trips). */
export const travellerView = ({ base, taxesAndFees, total, perNight }: PriceBreakdown): PriceBreakdown => ({ base, taxesAndFees, total, perNight });
