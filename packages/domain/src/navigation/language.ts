import { ROUTES } from './routes.ts';

export type LanguageChangeEffect = { kind: 'none' } | { kind: 'reload' } | { kind: 'navigate-and-reload'; to: string };

const RELOAD_PREFIXES = [
  ROUTES.activities.root,
  ROUTES.flights.checkout,
  ROUTES.hotels.search,
  ROUTES.hotels.searchDetails,
  ROUTES.hotels.v2Search,
  ROUTES.hotels.v2SearchDetails,
  ROUTES.hotels.v2Details,
  ROUTES.hotels.details,
  ROUTES.hotels.checkout,
];
const CAR_RESULT_PREFIXES = [ROUTES.cars.search, ROUTES.cars.searchDetails, ROUTES.cars.resultDetails];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * What a language change does (spec §4): reload on activities, flight checkout, hotel search,
 * hotel details and hotel checkout pages; on car search and result pages go back to the cars
 * page and reload; nothing elsewhere (the interface re-renders in place).
 */
export function languageChangeEffect(pathname: string): LanguageChangeEffect {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (CAR_RESULT_PREFIXES.some((prefix) => under(path, prefix.toLowerCase()))) return { kind: 'navigate-and-reload', to: ROUTES.cars.root };
  if (RELOAD_PREFIXES.some((prefix) => under(path, prefix.toLowerCase()))) return { kind: 'reload' };
  return { kind: 'none' };
}

/** Spec §4/§9: the language cookie and its lifetime. */
export const LANGUAGE_COOKIE = 'pll_language';
export const LANGUAGE_COOKIE_MINUTES = 525_600;

/**
 * The agency's default language is applied once, on the first visit, when nothing was detected
 * from the query, cookie or storage (spec §4). Returns the language to apply, or null.
 */
export function firstVisitLanguage(input: {
  alreadyApplied: boolean;
  detected: string | null;
  agencyDefault: string;
  supported: readonly string[];
}): string | null {
  if (input.alreadyApplied || input.detected !== null) return null;
  return input.supported.includes(input.agencyDefault) ? input.agencyDefault : null;
}
