// Guest defaults and limits of the search forms (spec §3, §9). The spec gives the defaults (flights:
// 1 adult; cruise: 2 adults; hotel deals: 1 room, 2 adults; cars: driver age 25) and the flight age
// bands; the upper limits live in party-limits.ts (docs/decisions/0025-one-home-per-rule.md).
import { PARTY_LIMITS, type Bounds } from './party-limits.ts';

export type { Bounds } from './party-limits.ts';

export type GuestKind = 'adults' | 'children' | 'infants';
export type GuestCounts = Record<GuestKind, number>;

export interface GuestRules {
  /** Which kinds the form asks for, in order. */
  kinds: readonly GuestKind[];
  defaults: GuestCounts;
  limits: Record<GuestKind, Bounds>;
  /** Adults plus children (infants travel on a lap) may not exceed this. */
  maxSeated: number;
  /** At most one infant per adult. */
  infantsPerAdult: boolean;
}

/**
 * Flights (spec §3): adult above 12, children 2–12, infants under 2; 1 adult by default. One infant
 * per adult is not a stepper limit here: the form lets the party be chosen and refuses it with the
 * reason (booking/passengers.ts flightPartyIssues, the rule's one home, which the API asks too).
 */
export const FLIGHT_GUESTS: GuestRules = {
  kinds: ['adults', 'children', 'infants'],
  defaults: { adults: 1, children: 0, infants: 0 },
  limits: PARTY_LIMITS.flight,
  maxSeated: PARTY_LIMITS.flight.maxSeated,
  infantsPerAdult: false,
};

/** Cruise (spec §3 guestData): 2 adults, 0 children, 0 infants by default. */
export const CRUISE_GUESTS: GuestRules = {
  kinds: ['adults', 'children', 'infants'],
  defaults: { adults: 2, children: 0, infants: 0 },
  limits: PARTY_LIMITS.cruise,
  maxSeated: PARTY_LIMITS.cruise.maxSeated,
  infantsPerAdult: true,
};

/** Resorts: a couple by default, like hotel deals (spec §9). */
export const RESORT_GUESTS: GuestRules = {
  kinds: ['adults', 'children'],
  defaults: { adults: 2, children: 0, infants: 0 },
  limits: PARTY_LIMITS.resort,
  maxSeated: PARTY_LIMITS.resort.maxSeated,
  infantsPerAdult: false,
};

/** What each stepper may reach given the other counts: the total and infants-per-adult rules tie them together. */
export function guestBounds(rules: GuestRules, counts: GuestCounts): Record<GuestKind, Bounds> {
  const { limits } = rules;
  const seatsLeft = (kind: 'adults' | 'children') => rules.maxSeated - (kind === 'adults' ? counts.children : counts.adults);
  return {
    adults: {
      min: Math.max(limits.adults.min, rules.infantsPerAdult ? counts.infants : 0),
      max: Math.min(limits.adults.max, seatsLeft('adults')),
    },
    children: { min: limits.children.min, max: Math.min(limits.children.max, seatsLeft('children')) },
    infants: { min: limits.infants.min, max: Math.min(limits.infants.max, rules.infantsPerAdult ? counts.adults : limits.infants.max) },
  };
}

const clampTo = (value: number, { min, max }: Bounds) => Math.min(Math.max(value, min), Math.max(min, max));
const wholeOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/**
 * Brings any counts (from a URL, say) within the rules: each kind within its own limits, then
 * children cut to the seats left by adults, then infants to one per adult.
 */
export function clampGuests(rules: GuestRules, counts: Partial<Record<GuestKind, unknown>>): GuestCounts {
  const { limits, defaults } = rules;
  const adults = clampTo(wholeOr(counts.adults, defaults.adults), { min: limits.adults.min, max: Math.min(limits.adults.max, rules.maxSeated) });
  const children = clampTo(wholeOr(counts.children, defaults.children), {
    min: limits.children.min,
    max: Math.min(limits.children.max, rules.maxSeated - adults),
  });
  const infantMax = rules.infantsPerAdult ? Math.min(limits.infants.max, adults) : limits.infants.max;
  const infants = rules.kinds.includes('infants') ? clampTo(wholeOr(counts.infants, defaults.infants), { min: limits.infants.min, max: infantMax }) : 0;
  return { adults, children, infants };
}

// ---- hotel rooms ------------------------------------------------------------------------------

/** The hotel party limits of party-limits.ts, under the name the form's pickers use. */
export const HOTEL_ROOM_LIMITS = PARTY_LIMITS.hotel;

// The form's rooms and their notation live in occupancy.ts.
export { defaultHotelRooms, isChildAge, newHotelRoom, partyTotals, type HotelRoom } from './occupancy.ts';

// ---- car driver ---------------------------------------------------------------------------------

/** Spec §9: driver age 25 by default. Rental companies accept drivers from 18. */
export const DRIVER_AGE = { default: 25, ...PARTY_LIMITS.car.driverAge } as const;
