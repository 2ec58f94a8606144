import type { FastifyInstance } from 'fastify';
import type { PublicAgency } from '@tripfront/domain';
import { CURRENCY_OPTIONS } from '@tripfront/domain/currency/countries';
import { chooseCurrency } from '@tripfront/domain/currency/rules';
import { CARDS_PER_VIEW_MIN_WIDTHS, DEAL_ROW_SIZE, dealLocation, isCarouselService, type CarouselService } from '@tripfront/domain/deals/deal-display';
import {
  homeDealKind,
  homeDealPictures,
  homeDealRequest,
  type HomeDealAnswers,
  type HomeDealKind,
  type HomeDealRequest,
} from '@tripfront/domain/deals/home-deal-requests';
import { selectHomeTab } from '@tripfront/domain/navigation/services';
import { isSameDayRestricted } from '@tripfront/domain/same-day';
import { escapeHtml } from './html.ts';

/**
 * The pictures of the home page's first deal row, preloaded from the page itself. The row is the
 * home page's largest paint, and its pictures were only asked for once the bundle had run, the
 * deal search had answered and the cards were built: three trips one after the other. The server
 * makes the search the page would make for a visitor the browser does not place (around the
 * agency's country, as the web app's useDealLocation falls back to) through the real route, so the
 * answer, its cache and its picture URLs are the ones the browser then gets. A visitor placed
 * elsewhere, or shown another tab, loses at most a few small pictures fetched for nothing.
 */

/**
 * The search the home page makes for a visitor the browser does not place, as the web app builds
 * it (useCarouselDeals with useDealLocation's fallback and the home page's currency rule).
 */
export function visitorDealRequest(agency: PublicAgency, service: CarouselService, now: Date, hotelApiBase: string): HomeDealRequest {
  const currency = chooseCurrency({
    pathname: '/',
    stored: null,
    queryCurrency: null,
    queryCode: null,
    geoCountryCode: null,
    agencyDefaultCountry: agency.defaultCountry,
    options: CURRENCY_OPTIONS,
  }).option.currency;
  return homeDealRequest(
    homeDealKind(service, agency.enableHotelsV2),
    {
      location: dealLocation({ position: null, defaultCountry: agency.defaultCountry }),
      currency,
      disallowSameDayBooking: isSameDayRestricted(service, agency.disallowSameDayBooking),
    },
    now,
    hotelApiBase,
  );
}

/**
 * The pictures to preload of an answer, in card order: the cards' own (home-deal-requests.ts
 * dealPicture, as the web app's cards read them), those served by this origin only.
 */
export function dealPictures<K extends HomeDealKind>(kind: K, answer: HomeDealAnswers[K]): string[] {
  return homeDealPictures(kind, answer).filter((p) => p.startsWith('/'));
}

/**
 * Preload links for a row's pictures: the first card on every screen, the second from the width
 * that shows two, the rest of the row from the width that shows a full row (cardsPerView).
 */
export function rowPreloads(pictures: readonly string[]): string {
  const [full, two] = CARDS_PER_VIEW_MIN_WIDTHS;
  return pictures
    .slice(0, DEAL_ROW_SIZE)
    .map((href, i) => {
      // The first card's picture is the page's largest paint on a phone: fetched first.
      const media = i === 0 ? ' fetchpriority="high"' : ` media="(min-width: ${i === 1 ? two : full}px)"`;
      return `<link rel="preload" as="image" href="${escapeHtml(href)}"${media} />`;
    })
    .join('\n    ');
}

export interface HomeDeals {
  /** Part of the cached page's key: the service, and the span of time the search is for. */
  key: string;
  /** Preload links for the first row's pictures ('' when there is nothing to preload). */
  preloads: () => Promise<string>;
}

const NONE: HomeDeals = { key: 'none', preloads: async () => '' };

/** Searches made, by host, span and request: pages with a session are not cached, their preloads are. */
const PRELOAD_ENTRIES = 1_000;

/**
 * The home page's first deal row for the tab the URL selects (nothing for a promo tab). Its
 * search is made once per host, span of `freshSeconds` (the search cache's lifetime) and request,
 * so the preloaded pictures are those of the answer the API gives meanwhile.
 */
export function createHomeDeals(app: FastifyInstance, freshSeconds: number) {
  const made = new Map<string, Promise<string>>();
  const span = Math.max(1, freshSeconds) * 1000;
  const search = async (host: string, kind: HomeDealKind, request: HomeDealRequest): Promise<string> => {
    try {
      const res = await app.inject({
        method: request.method,
        url: request.path,
        payload: request.body as object | undefined,
        headers: { host, accept: 'application/json' },
      });
      return res.statusCode === 200 ? rowPreloads(dealPictures(kind, res.json<HomeDealAnswers[typeof kind]>())) : '';
    } catch {
      return ''; // the page never fails for its deals (nor for an answer of another shape): it simply preloads none
    }
  };
  return (host: string, agency: PublicAgency, tabQuery: string | null): HomeDeals => {
    const service = selectHomeTab(tabQuery, agency.bookingMenuItemOptions);
    if (!service || !isCarouselService(service)) return NONE;
    const key = `${service}:${Math.floor(Date.now() / span)}`;
    return {
      key,
      preloads: () => {
        const request = visitorDealRequest(agency, service, new Date(), app.deps.config.HOTEL_API_BASE);
        const id = `${host}|${key}|${request.path}|${JSON.stringify(request.body ?? null)}`;
        let preloads = made.get(id);
        if (!preloads) {
          if (made.size >= PRELOAD_ENTRIES) made.clear();
          preloads = search(host, homeDealKind(service, agency.enableHotelsV2), request);
          made.set(id, preloads);
        }
        return preloads;
      },
    };
  };
}
