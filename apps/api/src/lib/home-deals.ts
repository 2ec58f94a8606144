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

/** The home page's first deal row, as a page shows it. */
export interface DealRow {
  /** Preload links for the row's pictures ('' when there is nothing to preload). */
  preloads: string;
  /**
   * What the row shows: its request and the answer's ETag ('' when the search failed: no answer, or
   * the supplier's failure). Two rows with the same `answer` show the same deals: a page rendered
   * with one is current for the other.
   */
  answer: string;
}

export interface HomeDeals {
  /** Part of the cached page's key: the service, and the span of time the search is for. */
  key: string;
  /** The row's search for this span, made once per host, span and request. */
  row: () => Promise<DealRow>;
}

const NO_ROW: DealRow = { preloads: '', answer: '' };
const NONE: HomeDeals = { key: 'none', row: async () => NO_ROW };

/** Searches kept, by host, span and request: pages with a session are not cached, their rows are. */
const ROW_ENTRIES = 4_000;

/**
 * Where a host's spans start, in ms into the span: spread over it by the host's name, so that the
 * home pages of a thousand agencies do not all turn stale at the same moment (decision 0137).
 */
export function spanOffset(host: string, spanMs: number): number {
  let hash = 0;
  for (let i = 0; i < host.length; i++) hash = (Math.imul(hash, 31) + host.charCodeAt(i)) >>> 0;
  return hash % spanMs;
}

/**
 * The home page's first deal row for the tab the URL selects (nothing for a promo tab). Its
 * search is made once per host, span of `freshSeconds` (the search cache's lifetime) and request,
 * so the preloaded pictures are those of the answer the API gives meanwhile. Each host's spans
 * last `freshSeconds` and start at its own offset (spanOffset).
 */
export function createHomeDeals(app: FastifyInstance, freshSeconds: number) {
  const made = new Map<string, { row: Promise<DealRow>; until: number }>();
  const span = Math.max(1, freshSeconds) * 1000;
  const search = async (host: string, kind: HomeDealKind, request: HomeDealRequest, id: string): Promise<DealRow> => {
    try {
      const res = await app.inject({
        method: request.method,
        url: request.path,
        payload: request.body as object | undefined,
        headers: { host, accept: 'application/json' },
      });
      if (res.statusCode !== 200) return NO_ROW;
      const answer = res.json<HomeDealAnswers[typeof kind] & { message?: string }>();
      // A supplier's failure: an empty list and why. No row to show, nor to compare a page's with.
      if (answer.message !== undefined) return NO_ROW;
      return { preloads: rowPreloads(dealPictures(kind, answer)), answer: `${id}|${String(res.headers.etag ?? res.body)}` };
    } catch {
      return NO_ROW; // the page never fails for its deals (nor for an answer of another shape): it simply preloads none
    }
  };
  /** Room for a new row: the rows of spans over first (the oldest are at the front), all of them if that is not enough. */
  const makeRoom = (at: number) => {
    for (const [id, { until }] of made) {
      if (made.size < ROW_ENTRIES) return;
      if (until <= at) made.delete(id);
    }
    if (made.size >= ROW_ENTRIES) made.clear();
  };
  return (host: string, agency: PublicAgency, tabQuery: string | null): HomeDeals => {
    const service = selectHomeTab(tabQuery, agency.bookingMenuItemOptions);
    if (!service || !isCarouselService(service)) return NONE;
    const offset = spanOffset(host, span);
    const number = Math.floor((Date.now() + offset) / span);
    const key = `${service}:${number}`;
    return {
      key,
      row: () => {
        const request = visitorDealRequest(agency, service, new Date(), app.deps.config.HOTEL_API_BASE);
        const what = `${request.path}|${JSON.stringify(request.body ?? null)}`;
        const id = `${host}|${key}|${what}`;
        let entry = made.get(id);
        if (!entry) {
          const at = Date.now();
          makeRoom(at);
          entry = { row: search(host, homeDealKind(service, agency.enableHotelsV2), request, what), until: (number + 1) * span - offset };
          made.set(id, entry);
        }
        return entry.row;
      },
    };
  };
}
