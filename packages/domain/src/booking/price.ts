import { dealPrices } from '../pricing.ts';
import type { PricingContext } from '../pricing.ts';
import type { SupplierRate } from '../inventory.ts';
import type { BookingMoney, PriceBreakdown } from './hotel-api.ts';

/**
 * A supplier rate as the traveller pays it (spec §5, §6): converted, the agency markup on the
 * pre-tax price, taxes passed through; markup and wholesale only for agents who are not restricted.
 */
export function priceBreakdown(rate: SupplierRate, ctx: PricingContext, nights: number, rooms: number): PriceBreakdown {
  const p = dealPrices(rate, ctx);
  const money = (amount: number): BookingMoney => ({ amount, currency: p.currency });
  const units = Math.max(1, nights * rooms);
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
