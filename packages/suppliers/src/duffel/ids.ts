import type { OfferPassenger, OfferRequestPassenger } from '@duffel/api/types';

// Our offer and hold ids for Duffel. An order must name the offer request's passenger ids, one per
// passenger, so they travel inside our offerId (callers treat it as opaque; at most 600 characters:
// 18 passengers of ~26 characters fit). The hold id adds what the hold promised: its expiry and price.

export interface PassengerIds {
  adult: string[];
  child: string[];
  infant: string[];
}

/** The ages a search sends for children and infants: Duffel wants an age, not a type, below 18. */
export const CHILD_AGE = 7;
export const INFANT_AGE = 1;

const ID = '[A-Za-z0-9_]+';
const LIST = `(?:${ID}(?:,${ID})*)?`;
const OFFER_ID = new RegExp(`^duffel:(${ID}):(${LIST}):(${LIST}):(${LIST})$`);
const HOLD_ID = new RegExp(`^duffel-hold:(\\d+):(\\d+):([A-Z]{3}):([dn]):(duffel:.+)$`);

export const MAX_OFFER_ID_LENGTH = 600;

export function encodeOfferId(duffelOfferId: string, ids: PassengerIds): string {
  return `duffel:${duffelOfferId}:${ids.adult.join(',')}:${ids.child.join(',')}:${ids.infant.join(',')}`;
}

const list = (value: string | undefined) => (value ? value.split(',') : []);

export function decodeOfferId(offerId: string): { duffelOfferId: string; passengers: PassengerIds } | null {
  const match = offerId.length <= MAX_OFFER_ID_LENGTH ? OFFER_ID.exec(offerId) : null;
  if (!match) return null;
  const passengers = { adult: list(match[2]), child: list(match[3]), infant: list(match[4]) };
  return passengers.adult.length > 0 ? { duffelOfferId: match[1]!, passengers } : null;
}

export interface HoldTerms {
  /** Epoch seconds: the offer's expires_at. */
  expiresAt: number;
  /** The held total, minor units of `currency`: what the order pays, so a changed price is refused, never paid. */
  totalMinor: number;
  currency: string;
  /** The offer needs passengers' identity documents (sent to Duffel only then). */
  documentRequired: boolean;
  offerId: string;
}

export function encodeHoldId(terms: HoldTerms): string {
  return `duffel-hold:${terms.expiresAt}:${terms.totalMinor}:${terms.currency}:${terms.documentRequired ? 'd' : 'n'}:${terms.offerId}`;
}

export function decodeHoldId(holdId: string): (HoldTerms & { offer: NonNullable<ReturnType<typeof decodeOfferId>> }) | null {
  const match = HOLD_ID.exec(holdId);
  const offer = match ? decodeOfferId(match[5]!) : null;
  if (!match || !offer) return null;
  return { expiresAt: Number(match[1]), totalMinor: Number(match[2]), currency: match[3]!, documentRequired: match[4] === 'd', offerId: match[5]!, offer };
}

/**
 * Which of Duffel's passengers is which of ours: adults come back with type 'adult', children and
 * infants with the age the search sent (or the type Duffel derived from it).
 */
export function passengerIdsByType(passengers: readonly (OfferRequestPassenger | OfferPassenger)[]): PassengerIds {
  const ids: PassengerIds = { adult: [], child: [], infant: [] };
  for (const p of passengers) {
    const age = p.age ?? null;
    if (p.type === 'infant_without_seat' || (age !== null && age < 2)) ids.infant.push(p.id);
    else if (p.type === 'child' || (age !== null && age < 18)) ids.child.push(p.id);
    else ids.adult.push(p.id);
  }
  return ids;
}
