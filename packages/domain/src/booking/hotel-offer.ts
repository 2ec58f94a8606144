import type { RatePlan, RoomType } from './hotel-api.ts';

/**
 * The rate a hotel page leads with ("from …", decision 0098): the cheapest total of the rates the
 * server priced, among room types with a room left. Null when every room is sold out or none fits.
 */
export function lowestBookableRate(rooms: readonly RoomType[]): { room: RoomType; rate: RatePlan } | null {
  let best: { room: RoomType; rate: RatePlan } | null = null;
  for (const room of rooms) {
    if (room.roomsLeft === 0) continue;
    for (const rate of room.rates) {
      if (!best || rate.price.total.amount < best.rate.price.total.amount) best = { room, rate };
    }
  }
  return best;
}

/**
 * The rates a room shows before "Show all N rates" (decision 0098): its cheapest, and when that one
 * is non-refundable, its cheapest refundable rate too, so free cancellation is never hidden behind
 * the button. In the room's order; every rate when there are no more than these.
 */
export function leadingRates(rates: readonly RatePlan[]): RatePlan[] {
  const cheapest = (among: readonly RatePlan[]) =>
    among.reduce<RatePlan | null>((best, rate) => (!best || rate.price.total.amount < best.price.total.amount ? rate : best), null);
  const first = cheapest(rates);
  if (!first) return [];
  const refundable = first.cancellationPolicy.refundable ? null : cheapest(rates.filter((r) => r.cancellationPolicy.refundable));
  return rates.filter((r) => r === first || r === refundable);
}
