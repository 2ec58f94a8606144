/**
 * Where the product APIs live on this origin (spec §7 "host separate"): the server mounts them at
 * HOTEL_API_BASE, FLIGHT_API_BASE and RESORT_API_BASE and inlines the three in the bootstrap. The
 * page reads them here, the one place that knows them; the defaults are the server's defaults.
 */
export interface ApiBases {
  hotel: string;
  flight: string;
  resort: string;
}

export const DEFAULT_API_BASES: Readonly<ApiBases> = { hotel: '/hotel-api', flight: '/flight-api', resort: '/resort-api' };

let current: Readonly<ApiBases> = DEFAULT_API_BASES;

/** Set at start-up from the bootstrap (which fills in the defaults of the bases it lacks); tests reset it with no argument. */
export function setApiBases(bases: Readonly<ApiBases> = DEFAULT_API_BASES): void {
  current = bases;
}

/** The base path of a product API, e.g. `apiBase('hotel')` → '/hotel-api'. */
export const apiBase = (product: keyof ApiBases): string => current[product];
