import { placeInstant } from '@tripfront/domain/booking/place-time';
import { addCalendarDays, nightsBetween } from '@tripfront/domain/calendar';
import type { RoomOccupancy } from '../hotel-booking.ts';
import { createRng, hashString } from '../prng.ts';
import { cities, countryName, lazy } from '../world/data.ts';
import type { CityRecord } from '../world/data.ts';
import { haversineKm } from '../world/geo.ts';
import { timeZoneAt } from '../world/time-zones.ts';
import { seasonFactor, weekday } from './calendar.ts';
import { hotelSites } from './hotels.ts';
import type { HotelSite } from './hotels.ts';
import { picture } from './images.ts';
import { priceLevel } from './price-model.ts';

// The fixed content of a sandbox property: its room types, amenities, description and reviews,
// all drawn from the property id, so a property always looks the same.

export interface SandboxProperty {
  site: HotelSite;
  city: CityRecord;
  /** 1-based position in its city, the last part of the id. */
  number: number;
}

const citiesById = lazy(() => new Map(cities().map((c) => [c.id, c])));
const PROPERTY_ID = /^sbx-h-(\d+)-(\d+)$/;

/** The property behind an id like 'sbx-h-2988507-3', or null. */
export function propertyById(propertyId: string): SandboxProperty | null {
  const m = PROPERTY_ID.exec(propertyId);
  if (!m) return null;
  const city = citiesById().get(Number(m[1]));
  const number = Number(m[2]);
  const site = city ? hotelSites(city)[number - 1] : undefined;
  return city && site ? { site, city, number } : null;
}

export interface RoomTypeDef {
  code: string;
  name: string;
  bed: string;
  description: string;
  sizeSqm: readonly [number, number];
  maxOccupancy: number;
  /** Price relative to the standard room. */
  factor: number;
  /** Rooms of the type per night, [min, max]. */
  capacity: readonly [number, number];
  minStars: number;
  /** Chance a property has the type. */
  share: number;
  amenities: readonly string[];
}

/**
 * The room types. The Junior Suite has a single room per night, so the "last room" and sold-out
 * paths can be tried on any 4- or 5-star sandbox hotel.
 */
export const ROOM_TYPES: readonly RoomTypeDef[] = [
  {
    code: 'std',
    name: 'Standard Double Room',
    bed: '1 double bed',
    description: 'A quiet room with a double bed, a work desk and a shower.',
    sizeSqm: [15, 21],
    maxOccupancy: 2,
    factor: 1,
    capacity: [5, 9],
    minStars: 1,
    share: 1,
    amenities: ['Free Wi-Fi', 'Air conditioning', 'Shower', 'Flat-screen TV'],
  },
  {
    code: 'twn',
    name: 'Superior Twin Room',
    bed: '2 single beds',
    description: 'Two single beds, a seating corner and a city view.',
    sizeSqm: [19, 25],
    maxOccupancy: 2,
    factor: 1.15,
    capacity: [3, 6],
    minStars: 2,
    share: 0.7,
    amenities: ['Free Wi-Fi', 'Air conditioning', 'City view', 'Minibar', 'Flat-screen TV'],
  },
  {
    code: 'dlx',
    name: 'Deluxe King Room',
    bed: '1 king bed',
    description: 'A spacious room with a king bed, a bath tub and a Nespresso machine.',
    sizeSqm: [25, 33],
    maxOccupancy: 3,
    factor: 1.35,
    capacity: [2, 4],
    minStars: 3,
    share: 0.85,
    amenities: ['Free Wi-Fi', 'Air conditioning', 'Bath tub', 'Coffee machine', 'Minibar', 'Flat-screen TV'],
  },
  {
    code: 'fam',
    name: 'Family Room',
    bed: '1 double bed and 2 single beds',
    description: 'Room for four: a double bed and two single beds, with a sofa.',
    sizeSqm: [30, 40],
    maxOccupancy: 4,
    factor: 1.55,
    capacity: [2, 3],
    minStars: 2,
    share: 0.6,
    amenities: ['Free Wi-Fi', 'Air conditioning', 'Sofa', 'Shower', 'Flat-screen TV'],
  },
  {
    code: 'ste',
    name: 'Junior Suite',
    bed: '1 king bed and a sofa bed',
    description: 'A suite with a separate living area, a bath tub and a view.',
    sizeSqm: [40, 55],
    maxOccupancy: 3,
    factor: 1.95,
    capacity: [1, 1],
    minStars: 4,
    share: 1,
    amenities: ['Free Wi-Fi', 'Air conditioning', 'Living area', 'Bath tub', 'Bathrobes', 'Coffee machine', 'Minibar'],
  },
];

export interface PropertyRoomType {
  def: RoomTypeDef;
  roomTypeId: string;
  sizeSqm: number;
  capacity: number;
}

export function roomTypesOf(p: SandboxProperty): PropertyRoomType[] {
  const rng = createRng('room-types', p.site.id);
  return ROOM_TYPES.filter((def) => p.site.stars >= def.minStars && (def.share >= 1 || rng.chance(def.share))).map((def) => ({
    def,
    roomTypeId: def.code,
    sizeSqm: createRng('room-size', p.site.id, def.code).int(def.sizeSqm[0], def.sizeSqm[1]),
    capacity: createRng('room-capacity', p.site.id, def.code).int(def.capacity[0], def.capacity[1]),
  }));
}

export const fitsRoom = (def: RoomTypeDef, room: RoomOccupancy): boolean => room.adults + room.childAges.length <= def.maxOccupancy;

/** About one sandbox hotel in five sells non-refundable rates only. */
export const offersFreeCancellation = (p: SandboxProperty): boolean => hashString(`free-cancel:${p.site.id}`) % 5 !== 0;

export type PlanCode = 'ro' | 'bb' | 'nr';
export interface PlanDef {
  code: PlanCode;
  name: string;
  board: 'room_only' | 'breakfast';
  refundable: boolean;
}
export const PLANS: readonly PlanDef[] = [
  { code: 'ro', name: 'Room only, free cancellation', board: 'room_only', refundable: true },
  { code: 'bb', name: 'Breakfast included, free cancellation', board: 'breakfast', refundable: true },
  { code: 'nr', name: 'Room only, non-refundable', board: 'room_only', refundable: false },
];
export const plansOf = (p: SandboxProperty): readonly PlanDef[] => (offersFreeCancellation(p) ? PLANS : PLANS.filter((x) => !x.refundable));

/** Free cancellation ends three days before check-in, at 23:59 at the hotel (decision 0097). */
export const FREE_CANCELLATION_DAYS = 3;
export const freeCancellationUntil = (checkin: string, timeZone: string): string =>
  placeInstant(addCalendarDays(checkin, -FREE_CANCELLATION_DAYS), '23:59', timeZone).toISOString();

/** The hotel's IANA zone, where its deadlines fall. */
export const timeZoneOf = (p: SandboxProperty): string => timeZoneAt(p.city.countryCode, p.site.lat, p.site.lon);

/** The net (pre-tax) USD cents of one standard room for the stay: the same night prices as the deals. */
export function standardRoomNetCents(p: SandboxProperty, checkin: string, checkout: string): number {
  const nights = Math.max(1, nightsBetween(checkin, checkout));
  let usd = 0;
  for (let n = 0; n < nights; n += 1) {
    const night = addCalendarDays(checkin, n);
    const weekend = weekday(night) === 5 || weekday(night) === 6 ? 1.12 : 1;
    usd += p.site.usdPerNight * seasonFactor(night, p.city.latitude) * weekend * createRng('hotel-night', p.site.id, night).float(0.92, 1.1);
  }
  return usd * 100;
}

/** Beyond two adults in a room, each extra guest adds to its price. */
export const partyFactor = (room: RoomOccupancy): number => 1 + 0.15 * Math.max(0, room.adults - 2) + 0.08 * room.childAges.length;

/** Breakfast per guest and night, USD cents, by the country's price level. */
export const breakfastCents = (p: SandboxProperty): number => Math.round(1400 * priceLevel(p.city.countryCode));

const AMENITIES_BY_STARS: Readonly<Record<number, readonly string[]>> = {
  2: ['Free Wi-Fi', '24-hour front desk', 'Luggage storage', 'Non-smoking rooms'],
  3: ['Free Wi-Fi', '24-hour front desk', 'Bar', 'Breakfast available', 'Non-smoking rooms', 'Lift'],
  4: ['Free Wi-Fi', '24-hour front desk', 'Restaurant', 'Bar', 'Fitness centre', 'Room service', 'Lift', 'Airport shuttle (surcharge)'],
  5: [
    'Free Wi-Fi',
    '24-hour concierge',
    'Restaurant',
    'Bar',
    'Spa',
    'Indoor pool',
    'Fitness centre',
    'Room service',
    'Valet parking',
    'Airport shuttle (surcharge)',
  ],
};
export const amenitiesOf = (p: SandboxProperty): string[] => [...(AMENITIES_BY_STARS[p.site.stars] ?? AMENITIES_BY_STARS[3] ?? [])];

const OPENERS = [
  '{n} is a {s}-star hotel {d} the centre of {c}.',
  'Set {d} the heart of {c}, {n} offers {s}-star comfort.',
  'Welcome to {n}, a {s}-star address {d} the centre of {c}.',
];
const MIDDLES = [
  'Rooms are bright and quiet, with free Wi-Fi and comfortable beds.',
  'Guests like the friendly staff, the generous breakfast and the quiet rooms.',
  'The hotel mixes classic style with modern comforts, and the front desk is open around the clock.',
];
const CLOSERS = [
  'Public transport, shops and restaurants are within a short walk.',
  'It is a good base for exploring {c} on foot.',
  'Museums, cafés and the main sights are close by.',
];

export function describeProperty(p: SandboxProperty): string {
  const rng = createRng('hotel-text', p.site.id);
  const km = haversineKm(p.city.latitude, p.city.longitude, p.site.lat, p.site.lon);
  const where = km < 1 ? 'in' : km < 4 ? `${km.toFixed(1)} km from` : `${Math.round(km)} km from`;
  const fill = (t: string) => t.replace('{n}', p.site.name).replace('{s}', String(p.site.stars)).replace('{c}', p.city.name).replace('{d}', where);
  return [fill(rng.pick(OPENERS)), fill(rng.pick(MIDDLES)), fill(rng.pick(CLOSERS))].join(' ');
}

export function reviewsOf(p: SandboxProperty): { reviewScore: number; reviewCount: number } {
  const rng = createRng('hotel-reviews', p.site.id);
  return { reviewScore: Math.round(Math.min(9.8, 6.4 + p.site.stars * 0.45 + rng.float(-0.6, 0.9)) * 10) / 10, reviewCount: rng.int(40, 2400) };
}

export const addressOf = (p: SandboxProperty): string => `${p.site.street}, ${p.city.name}, ${countryName(p.city.countryCode)}`;

export function photosOf(p: SandboxProperty, roomTypes: readonly PropertyRoomType[]): { url: string; caption: string }[] {
  return [
    { url: p.site.image, caption: p.site.name },
    { url: picture('hotel', `${p.site.id}-street`), caption: 'The hotel from the street' },
    ...roomTypes.map((r) => ({ url: picture('room', `${p.site.id}-${r.roomTypeId}`), caption: r.def.name })),
  ];
}
