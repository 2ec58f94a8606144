import { timeZoneAt } from '../world/time-zones.ts';
import { RESORT_ROOM_TYPES, type ResortRoomType } from '@tripfront/domain/booking/resort-api';
import { createRng } from '../prng.ts';
import { RESORT_AREAS } from '../world/resort-regions.ts';
import type { SupplierResort, SupplierResortRoomType } from '../resort-booking.ts';
import { picture } from './images.ts';
import type { RawRate, RawResort } from './raw-types.ts';
import { resortsOf } from './resorts.ts';

// What a sandbox resort sells beyond its deal card (issue #19): its room types with their inventory
// per night, its description, amenities and photos. Deterministic per resort id.

const ROOMS: Readonly<Record<ResortRoomType, Omit<SupplierResortRoomType, 'roomType'> & { factor: number; units: [number, number] }>> = {
  garden: { name: 'Garden View Room', bedding: '1 king bed', sizeM2: 32, maxGuests: 3, factor: 1, units: [4, 6] },
  ocean: { name: 'Sea View Room', bedding: '1 king or 2 queen beds', sizeM2: 36, maxGuests: 3, factor: 1.3, units: [2, 4] },
  suite: { name: 'One-Bedroom Suite', bedding: '1 king bed and a sofa bed', sizeM2: 58, maxGuests: 4, factor: 1.85, units: [1, 3] },
  villa: { name: 'Family Villa', bedding: '2 bedrooms, 1 king and 2 twin beds', sizeM2: 95, maxGuests: 6, factor: 2.6, units: [1, 2] },
};
const AMENITIES = [
  'Outdoor pool',
  'Spa',
  'Fitness centre',
  'Kids club',
  'Free Wi-Fi',
  'Airport shuttle',
  'Beach access',
  'Tennis court',
  '3 restaurants',
  'Bar',
  'Room service',
  'Water sports',
];
/** Cancelling this many days before check-in or earlier refunds in full. */
export const RESORT_FREE_CANCELLATION_DAYS = 7;

export const roomTypeOf = (t: ResortRoomType): SupplierResortRoomType => {
  const { name, bedding, sizeM2, maxGuests } = ROOMS[t];
  return { roomType: t, name, bedding, sizeM2, maxGuests };
};

/** Rooms of a type a resort has each night. */
export const roomCapacity = (resortId: string, t: ResortRoomType): number => {
  const [lo, hi] = ROOMS[t].units;
  return createRng('resort-rooms', resortId, t).int(lo, hi);
};

export const roomBucket = (resortId: string, t: ResortRoomType, night: string): string => `resort:${resortId}:${t}:${night}`;

/** The raw resort of an id ('sbx-r-{area}-{n}'), or undefined. */
export function resortById(resortId: string): Omit<RawResort, 'distance_km'> | undefined {
  const m = /^sbx-r-(\d+)-(\d+)$/.exec(resortId);
  if (!m) return undefined;
  const area = RESORT_AREAS.find((a) => a.id === Number(m[1]));
  return area ? resortsOf(area).find((r) => r.resort_id === resortId) : undefined;
}

/**
 * One night in a room for the party: the deal card's price (two adults, a standard room) times the
 * room's factor, +30% for each adult over two, -10% for a lone adult, +15% for each child.
 */
export function nightRaw(r: Pick<RawResort, 'rate'>, t: ResortRoomType, p: { adults: number; children: number }): RawRate {
  const f = ROOMS[t].factor * (p.adults >= 2 ? 1 + 0.3 * (p.adults - 2) : 0.9) * (1 + 0.15 * p.children);
  const scale = (c: number) => Math.round(c * f);
  return {
    currency: 'USD',
    net_cents: scale(r.rate.net_cents),
    tax_cents: scale(r.rate.tax_cents),
    public_cents: scale(r.rate.public_cents),
    suggested_cents: scale(r.rate.suggested_cents),
  };
}

export const timesNights = (n: RawRate, nights: number): RawRate => ({
  currency: 'USD',
  net_cents: n.net_cents * nights,
  tax_cents: n.tax_cents * nights,
  public_cents: n.public_cents * nights,
  suggested_cents: n.suggested_cents * nights,
});

export function resortContent(r: Omit<RawResort, 'distance_km'>): SupplierResort {
  const rng = createRng('resort-content', r.resort_id);
  const area = r.area;
  return {
    resortId: r.resort_id,
    name: r.name,
    stars: r.stars,
    regionId: area.parent_id,
    subregionId: area.id,
    subregionName: area.name,
    countryCode: area.countryCode,
    themes: [...r.themes],
    latitude: r.lat,
    longitude: r.lon,
    timeZone: timeZoneAt(area.countryCode, r.lat, r.lon),
    imageUrl: picture('resort', r.resort_id),
    photos: [1, 2, 3].map((i) => picture(i === 1 ? 'resort' : 'room', `${r.resort_id}-${i}`)),
    description:
      `${r.name} is a ${r.stars}-star resort in ${area.name}, ` +
      `known for ${r.themes
        .slice(0, 2)
        .map((t) => t.toLowerCase())
        .join(' and ')}. Rooms open onto gardens or the sea, and the resort has ${rng.int(2, 5)} pools and ${rng.int(2, 6)} places to eat.`,
    amenities: rng.sample(AMENITIES, rng.int(5, 8)),
    freeCancellationDays: RESORT_FREE_CANCELLATION_DAYS,
    roomTypes: RESORT_ROOM_TYPES.map(roomTypeOf),
  };
}
