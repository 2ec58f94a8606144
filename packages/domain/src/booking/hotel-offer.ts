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
