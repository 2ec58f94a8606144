import type { CarQuery } from '../car-booking.ts';

// Our offer and hold ids for Duffel Cars. A Duffel rate (rae_…) lives as long as its search, so the
// offer id also carries the search (places, local times, driver) and which car it was (ACRISS code
// and a short hash of the rental company, counter and model): any instance re-runs the search and
// finds the same car when the rate is gone. At most 600 characters; callers treat it as opaque.

export const MAX_OFFER_ID_LENGTH = 600;

export interface DecodedOffer {
  rateId: string;
  carKey: string;
  query: CarQuery;
}

const ID = '[A-Za-z0-9_]+';
const NUM = '-?\\d+(?:\\.\\d+)?';
const LOCAL = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}';
const OFFER_ID = new RegExp(
  `^duffel-car~(${ID})~([A-Z0-9*]{0,4}\\.[a-z0-9]+)~(${NUM}),(${NUM})~(${NUM}),(${NUM})~(${LOCAL})~(${LOCAL})~(\\d{1,3})~([A-Z]{2})$`,
);
const HOLD_ID = new RegExp(`^duffel-car-hold~(\\d+)~(${ID})$`);

/** FNV-1a, base 36: tells one rental company's counter and model from another in a few characters. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** Which car a rate is, across searches: its code, company, counter and model. */
export const carKeyOf = (car: { code: string; name: string }, supplierName: string, pickupName: string): string =>
  `${car.code
    .toUpperCase()
    .replace(/[^A-Z0-9*]/g, '')
    .slice(0, 4)}.${shortHash(`${supplierName}\n${pickupName}\n${car.name}`)}`;

export function encodeOfferId(rateId: string, carKey: string, q: CarQuery): string {
  return [
    'duffel-car',
    rateId,
    carKey,
    `${q.pickup.latitude},${q.pickup.longitude}`,
    `${q.dropoff.latitude},${q.dropoff.longitude}`,
    q.pickUpDateTime.slice(0, 16),
    q.returnDateTime.slice(0, 16),
    q.driverAge,
    q.residence.toUpperCase(),
  ].join('~');
}

export function decodeOfferId(offerId: string): DecodedOffer | null {
  const m = offerId.length <= MAX_OFFER_ID_LENGTH ? OFFER_ID.exec(offerId) : null;
  if (!m) return null;
  return {
    rateId: m[1]!,
    carKey: m[2]!,
    query: {
      pickup: { latitude: Number(m[3]), longitude: Number(m[4]) },
      dropoff: { latitude: Number(m[5]), longitude: Number(m[6]) },
      pickUpDateTime: m[7]!,
      returnDateTime: m[8]!,
      driverAge: Number(m[9]),
      residence: m[10]!,
    },
  };
}

/** The hold is Duffel's quote: its id, and the expiry we give it (epoch seconds). */
export const encodeHoldId = (expiresAt: number, quoteId: string): string => `duffel-car-hold~${expiresAt}~${quoteId}`;

export function decodeHoldId(holdId: string): { expiresAt: number; quoteId: string } | null {
  const m = HOLD_ID.exec(holdId);
  return m ? { expiresAt: Number(m[1]), quoteId: m[2]! } : null;
}
