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

/**
 * The offered languages an Accept-Language header asks for, best first: by quality (q=0 refused),
 * then by order, matching on the primary subtag ('fr-CA' is 'fr'; 'nb' and 'nn' are Norwegian, 'no').
 * The first that the agency offers, or null.
 */
export function acceptLanguageMatch<L extends string>(header: string | null | undefined, offered: readonly L[]): L | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
      return { code: primary === 'nb' || primary === 'nn' ? 'no' : primary, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((w) => w.code !== '' && w.code !== '*' && Number.isFinite(w.q) && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const w of wanted) {
    const match = offered.find((code) => code === w.code);
    if (match) return match;
  }
  return null;
}

/** What a request says of the language to speak: the user's stored one, the request's Accept-Language, the agency's. */
export interface LanguageSources<L extends string> {
  userLanguage: string | null | undefined;
  acceptLanguage: string | null | undefined;
  offered: readonly L[];
  agencyDefault: L;
}

/**
 * The language a booking speaks to its booker in (its confirmation email, sent again later by
 * recovery in the same language): the signed-in user's language when the agency offers it, else the
 * best match of the request's Accept-Language among the agency's languages, else the agency's
 * default (itself 'en' unless the agency chose another; agency.ts).
 */
export function bookerLanguage<L extends string>(input: LanguageSources<L>): L {
  const user = input.offered.find((code) => code === input.userLanguage);
  if (user) return user;
  return acceptLanguageMatch(input.acceptLanguage, input.offered) ?? input.agencyDefault;
}

/**
 * The language a page's server-worded text (a cancellation-terms sentence) is in for a request: the
 * interface language the client sends (the web's API client sends the document's language as
 * Accept-Language) when the agency offers it, else the signed-in user's stored language, else the
 * agency's default. So a traveller whose account says English but who browses in Arabic reads Arabic.
 */
export function interfaceLanguage<L extends string>(input: LanguageSources<L>): L {
  return acceptLanguageMatch(input.acceptLanguage, input.offered) ?? input.offered.find((code) => code === input.userLanguage) ?? input.agencyDefault;
}
