import type { SupplierRate } from '@tripfront/domain/inventory';
import { exceedsBookingRange } from '@tripfront/domain/booking-range';
import { nightsBetween } from '@tripfront/domain/calendar';
import { formatOccupancyList, parseOccupancyList } from '@tripfront/domain/search/occupancy';
import type {
  HotelAvailability,
  HotelAvailabilityQuery,
  PropertyDetails,
  PropertyQuery,
  PropertySummary,
  RateQuote,
  RoomOccupancy,
  SupplierRoomType,
} from '../hotel-booking.ts';
import { createRng } from '../prng.ts';
import { haversineKm, nearestCity } from '../world/geo.ts';
import {
  addressOf,
  amenitiesOf,
  breakfastCents,
  describeProperty,
  fitsRoom,
  freeCancellationUntil,
  partyFactor,
  photosOf,
  plansOf,
  propertyById,
  reviewsOf,
  roomTypesOf,
  standardRoomNetCents,
  timeZoneOf,
} from './hotel-content.ts';
import type { PlanCode, PlanDef, PropertyRoomType, SandboxProperty } from './hotel-content.ts';
import { hotelSites } from './hotels.ts';
import { reshapeRate } from './reshape.ts';
import { sandboxRate, taxRate } from './price-model.ts';

// Availability, property details and rate quotes of the sandbox. Everything is computed from the
// property, room type, plan, stay and party, so a rate id is all a later call needs.

/** How far from the searched point a city may be and still be the one searched (as for deals). */
const CITY_REACH_KM = 35;

/**
 * Sandbox price changes, documented in docs/decisions/0010-booking-api.md: the "Breakfast
 * included" rates of every third property (ids ending in a multiple of 3: sbx-h-…-3, -6, -9 …)
 * cost 7% more when checked or held than search and details listed.
 */
export const PRICE_CHANGE_FACTOR = 1.07;
export const changesPriceOnCheck = (p: SandboxProperty, plan: PlanCode): boolean => plan === 'bb' && p.number % 3 === 0;

interface RateKey {
  propertyId: string;
  roomTypeId: string;
  plan: PlanCode;
  checkin: string;
  checkout: string;
  rooms: RoomOccupancy[];
}

export function encodeRateId(k: RateKey): string {
  const json = JSON.stringify([1, k.propertyId, k.roomTypeId, k.plan, k.checkin, k.checkout, formatOccupancyList(k.rooms)]);
  return Buffer.from(json, 'utf8').toString('base64url');
}

export function decodeRateId(rateId: string): RateKey | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(rateId, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 7 || v[0] !== 1 || !v.slice(1).every((x) => typeof x === 'string')) return null;
    const [, propertyId, roomTypeId, plan, checkin, checkout, occ] = v as [number, string, string, string, string, string, string];
    if (!['ro', 'bb', 'nr'].includes(plan) || !/^\d{4}-\d{2}-\d{2}$/.test(checkin) || !/^\d{4}-\d{2}-\d{2}$/.test(checkout)) return null;
    const rooms = parseOccupancyList(occ);
    if (typeof rooms === 'string') return null;
    return { propertyId, roomTypeId, plan: plan as PlanCode, checkin, checkout, rooms };
  } catch {
    return null;
  }
}

function priceRate(
  p: SandboxProperty,
  rt: PropertyRoomType,
  plan: PlanDef,
  checkin: string,
  checkout: string,
  rooms: readonly RoomOccupancy[],
  standardNet: number,
  live: boolean,
): SupplierRate {
  const nights = Math.max(1, nightsBetween(checkin, checkout));
  let net = 0;
  for (const room of rooms) {
    net += standardNet * rt.def.factor * partyFactor(room);
    if (plan.board === 'breakfast') net += breakfastCents(p) * (room.adults + room.childAges.length) * nights;
  }
  if (!plan.refundable) net *= 0.88;
  if (live && changesPriceOnCheck(p, plan.code)) net *= PRICE_CHANGE_FACTOR;
  const rng = createRng('hotel-room-rate', p.site.id, rt.roomTypeId, plan.code, checkin, checkout, formatOccupancyList(rooms));
  return reshapeRate(sandboxRate(rng, net, taxRate(p.city.countryCode)));
}

const totalOf = (r: SupplierRate) => r.wholesaleBase.amountMinor + r.taxesAndFees.amountMinor;

export function summaryOf(p: SandboxProperty): PropertySummary {
  return {
    propertyId: p.site.id,
    name: p.site.name,
    stars: p.site.stars,
    image: p.site.image,
    address: addressOf(p),
    city: p.city.name,
    countryCode: p.city.countryCode,
    latitude: p.site.lat,
    longitude: p.site.lon,
    ...reviewsOf(p),
  };
}

const fittingRoomTypes = (p: SandboxProperty, rooms: readonly RoomOccupancy[]) => roomTypesOf(p).filter((rt) => rooms.every((room) => fitsRoom(rt.def, room)));

/** Properties within the radius that have a room type for the party, nearest first, with their lowest listed rate. */
export function searchAvailability(q: HotelAvailabilityQuery): HotelAvailability[] {
  const city = nearestCity(q.latitude, q.longitude, q.radiusKm + CITY_REACH_KM);
  if (!city) return [];
  const distanceFrom = q.searchString.trim() || city.name;
  const out: HotelAvailability[] = [];
  hotelSites(city).forEach((site, i) => {
    const km = haversineKm(q.latitude, q.longitude, site.lat, site.lon);
    if (km > q.radiusKm) return;
    const p: SandboxProperty = { site, city, number: i + 1 };
    const roomTypes = fittingRoomTypes(p, q.rooms);
    if (roomTypes.length === 0) return;
    const standardNet = standardRoomNetCents(p, q.checkin, q.checkout);
    let lowest: SupplierRate | null = null;
    let lowestRefundable = false;
    let lowestRateId = '';
    for (const rt of roomTypes) {
      for (const plan of plansOf(p)) {
        const rate = priceRate(p, rt, plan, q.checkin, q.checkout, q.rooms, standardNet, false);
        if (!lowest || totalOf(rate) < totalOf(lowest)) {
          [lowest, lowestRefundable] = [rate, plan.refundable];
          lowestRateId = encodeRateId({
            propertyId: site.id,
            roomTypeId: rt.roomTypeId,
            plan: plan.code,
            checkin: q.checkin,
            checkout: q.checkout,
            rooms: [...q.rooms],
          });
        }
      }
    }
    if (!lowest) return;
    const timeZone = timeZoneOf(p);
    out.push({
      ...summaryOf(p),
      distanceKm: Math.round(km * 10) / 10,
      distanceFrom,
      freeCancellation: plansOf(p).some((plan) => plan.refundable),
      lowestRate: lowest,
      lowestRateId,
      // The same terms as that rate on the details page (propertyDetails).
      lowestRateTerms: {
        refundable: lowestRefundable,
        freeCancellationUntil: lowestRefundable ? freeCancellationUntil(q.checkin, timeZone) : null,
        timeZone,
      },
    });
  });
  return out.sort((a, b) => a.distanceKm - b.distanceKm || a.propertyId.localeCompare(b.propertyId));
}

/** A property's room types for the stay and party, with every rate plan; roomsLeft comes from the inventory. */
export function propertyDetails(q: PropertyQuery, roomsLeft: ReadonlyMap<string, number>): PropertyDetails | null {
  const p = propertyById(q.propertyId);
  if (!p) return null;
  const standardNet = standardRoomNetCents(p, q.checkin, q.checkout);
  const all = roomTypesOf(p);
  const roomTypes: SupplierRoomType[] = fittingRoomTypes(p, q.rooms).map((rt) => ({
    roomTypeId: rt.roomTypeId,
    name: rt.def.name,
    description: rt.def.description,
    bed: rt.def.bed,
    sizeSqm: rt.sizeSqm,
    maxOccupancy: rt.def.maxOccupancy,
    amenities: [...rt.def.amenities],
    photo: photosOf(p, [rt])[2]?.url ?? p.site.image,
    roomsLeft: roomsLeft.get(rt.roomTypeId) ?? rt.capacity,
    rates: plansOf(p).map((plan) => ({
      rateId: encodeRateId({
        propertyId: p.site.id,
        roomTypeId: rt.roomTypeId,
        plan: plan.code,
        checkin: q.checkin,
        checkout: q.checkout,
        rooms: [...q.rooms],
      }),
      name: plan.name,
      board: plan.board,
      refundable: plan.refundable,
      freeCancellationUntil: plan.refundable ? freeCancellationUntil(q.checkin, timeZoneOf(p)) : null,
      timeZone: timeZoneOf(p),
      rate: priceRate(p, rt, plan, q.checkin, q.checkout, q.rooms, standardNet, false),
    })),
  }));
  return {
    ...summaryOf(p),
    description: describeProperty(p),
    photos: photosOf(p, all),
    amenities: amenitiesOf(p),
    checkInTime: '15:00',
    checkOutTime: '11:00',
    roomTypes,
  };
}

/** Capacity per room type of a property, for the inventory store. */
export function capacitiesOf(propertyId: string): Map<string, number> {
  const p = propertyById(propertyId);
  return new Map(p ? roomTypesOf(p).map((rt) => [rt.roomTypeId, rt.capacity]) : []);
}

export interface ResolvedRate {
  quote: Omit<RateQuote, 'roomsLeft'>;
  capacity: number;
}

/** What a rate id stands for and costs now; null when it names nothing the sandbox sells. */
export function resolveRate(rateId: string): ResolvedRate | null {
  const k = decodeRateId(rateId);
  const p = k ? propertyById(k.propertyId) : null;
  if (!k || !p) return null;
  const rt = roomTypesOf(p).find((r) => r.roomTypeId === k.roomTypeId);
  const plan = plansOf(p).find((x) => x.code === k.plan);
  const nights = nightsBetween(k.checkin, k.checkout);
  if (!rt || !plan || nights < 1 || exceedsBookingRange(nights) || !k.rooms.every((room) => fitsRoom(rt.def, room))) return null;
  const standardNet = standardRoomNetCents(p, k.checkin, k.checkout);
  return {
    capacity: rt.capacity,
    quote: {
      rateId,
      property: summaryOf(p),
      roomTypeId: rt.roomTypeId,
      roomName: rt.def.name,
      planName: plan.name,
      board: plan.board,
      refundable: plan.refundable,
      freeCancellationUntil: plan.refundable ? freeCancellationUntil(k.checkin, timeZoneOf(p)) : null,
      timeZone: timeZoneOf(p),
      checkin: k.checkin,
      checkout: k.checkout,
      nights,
      rooms: k.rooms,
      listedRate: priceRate(p, rt, plan, k.checkin, k.checkout, k.rooms, standardNet, false),
      rate: priceRate(p, rt, plan, k.checkin, k.checkout, k.rooms, standardNet, true),
    },
  };
}
