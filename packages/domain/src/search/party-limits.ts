// Party limits per product: the one table the search forms (their zod schemas and steppers) and the
// APIs (occupancy parsing, the sandbox supplier) read, so a party the form allows is never refused by
// the API (docs/decisions/0025-one-home-per-rule.md). The spec gives only defaults (§3, §9); the
// upper limits are ours (0007, superseded in part by 0025 for hotels). Pure data, no zod: the browser
// pays for these few bytes only.

export interface Bounds {
  min: number;
  max: number;
}

/** Whether `value` is a whole number within `bounds`. */
export const withinBounds = (value: number, { min, max }: Bounds): boolean => Number.isInteger(value) && value >= min && value <= max;

export const PARTY_LIMITS = {
  /** Per search: rooms; per room: adults, children and each child's age. */
  hotel: {
    rooms: { min: 1, max: 9 },
    adults: { min: 1, max: 8 },
    children: { min: 0, max: 6 },
    childAge: { min: 0, max: 17 },
  },
  /** Adults above 12, children 2–12, infants under 2 (spec §3); at most 9 seated, one infant per adult. */
  flight: {
    adults: { min: 1, max: 9 },
    children: { min: 0, max: 8 },
    infants: { min: 0, max: 9 },
    maxSeated: 9,
  },
  cruise: {
    adults: { min: 1, max: 8 },
    children: { min: 0, max: 6 },
    infants: { min: 0, max: 4 },
    maxSeated: 8,
  },
  resort: {
    adults: { min: 1, max: 8 },
    children: { min: 0, max: 6 },
    infants: { min: 0, max: 0 },
    maxSeated: 10,
  },
  /** Rental companies accept drivers from 18; spec §9 defaults to 25. */
  car: {
    driverAge: { min: 18, max: 99 },
  },
} as const satisfies Record<string, Record<string, Bounds | number>>;
