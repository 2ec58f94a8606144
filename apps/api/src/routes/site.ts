import zlib from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type ExchangeRates, type NavigationEntry, type PublicAgency, type UserProfile } from '@tripfront/domain';
import { listPageParam, listPagePastEnd } from '@tripfront/domain/content';
import { LANGUAGE_COOKIE } from '@tripfront/domain/navigation/language';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { versionRedirect } from '@tripfront/domain/navigation/redirects';
import {
  DETAILS_PATHS,
  DETAILS_TEXTS,
  detailsPageOf,
  isServiceActive,
  RESULTS_PATHS,
  RESULTS_TEXTS,
  resultsServiceOf,
  SEARCH_FORM_PATHS,
  searchFormServiceOf,
} from '@tripfront/domain/navigation/services';
import type { ServiceKey } from '@tripfront/domain/booking/products';
import { DEAL_PROPOSAL_PARAMS } from '@tripfront/domain/navigation/shell';
import {
  chunkFiles,
  chunkPreloads,
  deferredTemplate,
  escapeHtml,
  jsonForScript,
  loadManifest,
  loadTemplate,
  PAINT_WHOLE_MARKUP,
  renderIndex,
  translationPreloads,
  type Bootstrap,
  type PageHead,
} from '../lib/html.ts';
import { contentPageExists, contentPageOf, itemHead, itemPath, listHead, PAGED_LISTS, termsVersionOf, type ContentPage } from '../lib/content-pages.ts';
import { hostRouteFlags } from '@tripfront/domain/navigation/host-routes';
import { contentSitemap } from '../lib/content-feeds.ts';
import { publicContentBySlug, publicContentPage, publicTerms } from '../lib/public-content.ts';
import { etagFor, type CachedJson } from '../lib/json-cache.ts';
import { compressedBody, compressKept, negotiateEncoding } from '../lib/precompressed.ts';
import { createHomeDeals, type HomeDeals } from '../lib/home-deals.ts';
import { createSizedCache } from '../lib/sized-cache.ts';
import { createBackgroundQueue } from '../lib/background-queue.ts';
import { navigationsAnswer } from '../lib/tenant-content.ts';
import { devToolsEnabled, visitorAllowed } from '../lib/auth.ts';
import { userProfileOf } from '../lib/wallet.ts';
import { inProcessFetch, loadPageRenderer } from '../lib/server-render.ts';
import { DEAL_LINK_HEADER, dealLinkCodeIn } from '@tripfront/domain/navigation/deal-link';

/** The search form above a results page, which a page the server rendered hydrates with (decision 0134). */
const RESULTS_SEARCH_FORM = 'chunk:service-search-form';

/** Each product's results chunk (decision 0131); its texts are RESULTS_TEXTS. */
const RESULTS_MODULES: Readonly<Record<ServiceKey, string>> = {
  hotels: 'src/features/booking-hotels/components/hotel-pages.tsx',
  flights: 'src/features/booking-flights/components/flight-pages.tsx',
  resorts: 'src/features/booking-resorts/components/resort-pages.tsx',
  cars: 'src/features/booking-cars/components/car-pages.tsx',
  activities: 'src/features/booking-activities/components/activity-pages.tsx',
  cruise: 'src/features/booking-cruises/components/cruise-pages.tsx',
};

/** Each product's details chunk (decision 0136: its own, without the checkout); its texts are DETAILS_TEXTS. */
const DETAILS_MODULES: Readonly<Record<ServiceKey, string>> = {
  hotels: 'src/features/booking-hotels/components/hotel-details-pages.tsx',
  flights: 'src/features/booking-flights/components/flight-details-pages.tsx',
  resorts: 'src/features/booking-resorts/components/resort-details-pages.tsx',
  cars: 'src/features/booking-cars/components/car-details-pages.tsx',
  activities: 'src/features/booking-activities/components/activity-details-pages.tsx',
  cruise: 'src/features/booking-cruises/components/cruise-details-pages.tsx',
};

/**
 * Lazily loaded modules of the most visited pages (web sources, as the build manifest names them):
 * `first`, the route module the first render waits for; `after`, on the home page, the deals
 * carousel that holds its largest paint once the page is up. `texts`: the translation namespaces
 * the page shows (preloaded with it; 'translation' when not named).
 */
const PAGE_MODULES: Record<string, { first: readonly string[]; after?: readonly string[]; texts?: readonly string[] }> = {
  // The hero's search forms (decision 0061): the chunk the build names 'search' (features/search,
  // shared with /booknow/{service}); its stylesheet comes with the page.
  '/': {
    first: ['src/app/routes/home.tsx'],
    after: ['src/features/deals/components/product-deals.tsx', 'chunk:search'],
    texts: ['translation', 'deals', 'search'],
  },
  '/faqs': { first: ['src/app/routes/faqs.tsx'] },
  '/about': { first: ['src/app/routes/about.tsx'] },
  [ROUTES.info.privacyPolicy]: { first: ['src/app/routes/legal.tsx'] },
  [ROUTES.info.cookiesPolicy]: { first: ['src/app/routes/legal.tsx'] },
  [ROUTES.info.disclaimer]: { first: ['src/app/routes/legal.tsx'] },
  [ROUTES.info.userTerms]: { first: ['src/app/routes/user-terms.tsx'] },
  // The agency's content (decision 0127): dynamic pages by their route (lib/content-pages.ts keys).
  [ROUTES.content.blog]: { first: ['src/app/routes/blog.tsx'] },
  [ROUTES.content.blogPost]: { first: ['src/app/routes/blog-post.tsx'] },
  [ROUTES.content.destination]: { first: ['src/app/routes/destinations.tsx'] },
  [ROUTES.content.destinationPage]: { first: ['src/app/routes/destination.tsx'] },
  [ROUTES.content.topDestination]: { first: ['src/app/routes/top-destinations.tsx'] },
  [ROUTES.content.hiddenGems]: { first: ['src/app/routes/hidden-gems.tsx'] },
  [ROUTES.info.agencyTerms]: { first: ['src/app/routes/agency-terms.tsx'] },
  // The search form pages and sign-in / sign-up (decision 0129).
  ...Object.fromEntries(
    Object.values(SEARCH_FORM_PATHS).flatMap((paths) => paths.map((p) => [p, { first: ['chunk:search'], texts: ['translation', 'search'] }])),
  ),
  // Each product's results pages (decision 0132): the product's results chunk (which imports the
  // search forms' chunk for the prefilled form above the list), its texts and the forms'.
  ...Object.fromEntries(
    (Object.entries(RESULTS_PATHS) as Array<[ServiceKey, readonly string[]]>).flatMap(([service, paths]) =>
      paths.map((p) => [p, { first: [RESULTS_MODULES[service], 'chunk:search', RESULTS_SEARCH_FORM], texts: ['translation', ...RESULTS_TEXTS[service]] }]),
    ),
  ),
  // Each product's details pages (decision 0136), by their route patterns (DETAILS_PATHS).
  ...Object.fromEntries(
    (Object.entries(DETAILS_PATHS) as Array<[ServiceKey, readonly string[]]>).flatMap(([service, paths]) =>
      paths.map((p) => [p, { first: [DETAILS_MODULES[service]], texts: ['translation', ...DETAILS_TEXTS[service]] }]),
    ),
  ),
  [ROUTES.account.login]: { first: ['src/app/routes/login.tsx'], texts: ['translation', 'account'] },
  [ROUTES.account.signup]: { first: ['src/app/routes/signup.tsx'], texts: ['translation', 'account'] },
};

/** How long a visitor page, once its version was checked, is served without checking again. */
const RECENT_PAGE_MS = 1_000;

/**
 * Bytes of anonymous pages kept rendered (agencies × paths × languages, in brotli), oldest out
 * first. A count (2,000) was one agency's pages many times over but fewer than a thousand
 * agencies' first pages; bytes bound the memory whatever the number of agencies (decision 0133).
 * A demo home page is ~10 kB in brotli (decision 0140): 64 MB holds ~6,000 agencies' home pages.
 */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** What a kept page holds besides its brotli body (key, ETag, bookkeeping), roughly. */
const PAGE_OVERHEAD_BYTES = 512;
/**
 * Stale pages waiting for their background check at most (one agency's pages many times over, a
 * thousand agencies' home pages in a few languages); past it a stale page is served as it is and
 * queued again by a later request.
 */
const REFRESHES_QUEUED = 5_000;
/** Recently checked pages (`recent`) remembered at most: keys only, their pages are the cache's. */
const RECENT_ENTRIES = 20_000;

/**
 * The public pages the server renders for visitors (issue #20, decision 0059): what search
 * engines and first-time visitors see. The agency's content pages, the search forms, results and
 * details pages of the agency's products, and sign-in and sign-up are found by rule
 * (serverRenderedPage); the other booking screens and signed-in pages render in the browser.
 */
const SERVER_RENDERED = new Set<string>([
  '/',
  ROUTES.info.faqs,
  ROUTES.info.about,
  ROUTES.info.privacyPolicy,
  ROUTES.info.cookiesPolicy,
  ROUTES.info.disclaimer,
  ROUTES.info.userTerms,
]);

/**
 * Sign-in and sign-up: pages whose markup follows their whole query (`ownQuery`, decision 0129),
 * as the search forms' and results pages' do (found by rule). Sign-in and sign-up carry `redirect`
 * on in their links; a search form starts from the search in its address (one the browser sent
 * back to its form); a results page shows that search's results (decision 0132).
 * Such a page with more in its query than PAGE_PARAMS is rendered for its request alone.
 */
const OWN_QUERY_PAGES = new Set<string>([ROUTES.account.login, ROUTES.account.signup]);

/** The page a path is, for the server's render: its PAGE_MODULES key and, for content, what it shows; null: the browser renders it. */
export function serverRenderedPage(pathname: string, agency: PublicAgency): { key: string; content: ContentPage | null; ownQuery?: true } | null {
  if (SERVER_RENDERED.has(pathname)) return { key: pathname, content: null };
  if (OWN_QUERY_PAGES.has(pathname)) return { key: pathname, content: null, ownQuery: true };
  // A product the agency does not offer keeps its browser-rendered page. Its results follow their
  // whole search (decision 0132), as its form does.
  const service = searchFormServiceOf(pathname) ?? resultsServiceOf(pathname);
  if (service) return isServiceActive(agency.bookingMenuItemOptions, service) ? { key: pathname, content: null, ownQuery: true } : null;
  // A details page shows what its address names (decision 0136): keyed by its route's pattern.
  const details = detailsPageOf(pathname);
  if (details) return isServiceActive(agency.bookingMenuItemOptions, details.service) ? { key: details.path, content: null, ownQuery: true } : null;
  const content = contentPageOf(pathname);
  return content ? { key: content.key, content } : null;
}

/**
 * The query parameters a public page's render depends on; others (utm_…) do not make a new page.
 * page and tag choose what a content list shows (decision 0127).
 * plum and dealLinkId change where Log In goes (spec §4 "Login redirect"), and proposalId and
 * dealLinkId the header itself (DEAL_PROPOSAL_PARAMS: its menus hide on deal-proposal links). The
 * browser's first render must match the server's (a page rendered without proposalId failed to
 * hydrate: React #418), so the server renders with every one of them.
 */
const PAGE_PARAMS = ['tab', 'currency', 'code', 'lng', 'plum', 'page', 'tag', ...DEAL_PROPOSAL_PARAMS] as const;
/** The parameters that matter to a content list's page only. */
const LIST_PARAMS = new Set<string>(['page', 'tag']);

/**
 * How visitors' pages may be cached on the way (a CDN, the browser): always revalidated (the ETag
 * answers 304), and served stale for a minute while revalidating. They vary by cookie: a session
 * gets its own page (no-store), and the language cookie picks the page's language.
 */
const VISITOR_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=60';

function supportedLanguage(value: string | null | undefined): string | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return base && (LANGUAGES as readonly string[]).includes(base) ? base : null;
}

const SERVICE_PATHS: Record<number, string> = {
  1: '/booknow/hotels',
  5: '/booknow/flights',
  6: '/booknow/resort',
  2: '/booknow/cars',
  3: '/booknow/activities',
  4: '/booknow/cruise',
};

/** The agency's canonical origin (configured, never the request's Host; decision 0021). */
function originOf(request: FastifyRequest): string {
  return request.tenant.origin;
}

/** Pages worth indexing for this agency. */
export function sitemapPaths(agency: PublicAgency): string[] {
  const paths = ['/'];
  if (agency.isAbousUsEnable) paths.push('/about');
  if (agency.isFaqEnable) paths.push('/faqs');
  if (agency.privacyPolicy) paths.push('/privacy-policy');
  if (agency.cookiesPolicy) paths.push('/cookies-policy');
  if (agency.disclaimer) paths.push('/disclaimer');
  for (const item of agency.bookingMenuItemOptions) {
    const p = SERVICE_PATHS[item.id];
    if (item.active && p) paths.push(p);
  }
  return paths;
}

/**
 * Paths a scanner or a misconfigured monitor asks for that are never pages of the web app: metrics
 * and status endpoints (metrics have their own port, decision 0081) and dot-folders (/.env, /.git).
 */
const NEVER_PAGES = /^\/(?:metrics|prometheus|actuator|server-status|server-info|\.[^/]*)(?:\/|$)/i;

/**
 * Whether a GET of `pathname` is a page of the web app (its not-found page included), or a 404:
 * a file (a last segment with an extension: /assets/nope.js, /favicon-nope.png, /x.webmanifest)
 * that is not one of the web app's files, or a NEVER_PAGES path.
 */
export function isPagePath(pathname: string): boolean {
  // Extensions of 2-5 characters (and .webmanifest): a page's last segment may hold a longer dotted word (/destination/St.Petersburg).
  return !/\.(?:[a-z0-9]{2,5}|webmanifest)$/i.test(pathname) && !NEVER_PAGES.test(pathname);
}

/**
 * The web app's pages: index.html filled per agency (and per user: the subtree puts the caller's
 * session on the request) for every page path, robots.txt and the sitemap. Its files (hashed
 * assets, translations, pictures) are web-files.ts's.
 */
// eslint-disable-next-line max-lines-per-function -- one route per page path, robots.txt and the sitemap, registered in the plugin that puts the session on the request
const siteRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  visitorAllowed(app);
  const template = loadTemplate(config.WEB_DIST);
  const manifest = loadManifest(config.WEB_DIST);
  const homeDeals = createHomeDeals(app, config.SEARCH_CACHE_TTL);
  // Loaded while the server starts; the first visitor page waits for it.
  const pageRenderer = loadPageRenderer(config.WEB_DIST, (html) => app.deps.sanitizer.display(html)).catch((error: unknown) => {
    app.log.warn({ err: error }, 'the server renderer could not be loaded: pages render in the browser');
    return null;
  });
  const modulePreloads = new Map(Object.entries(PAGE_MODULES).map(([p, { first, after }]) => [p, chunkPreloads(manifest, first, after)]));
  // A server-rendered page shows its chunks' markup before they run: their styles are the page's
  // own stylesheets (the chunks' loader finds them in place and adds none), and their modules
  // start with the app once the page has painted (PAGE_SCRIPT's deferred start). Its first paint
  // waits for the whole markup (rel=expect, decision 0153): a frame painted while the parser was
  // half-way through the header or the search form moved them as the rest arrived.
  const deferred = deferredTemplate(template);
  const renderedPages = new Map(
    Object.entries(PAGE_MODULES).map(([p, { first, after }]) => {
      const files = chunkFiles(manifest, [...first, ...(after ?? [])]);
      const styles = files.css.map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtml(f)}" data-page-preload />`);
      const start = { module: deferred.module, preload: [...deferred.preloads, ...files.modules] };
      return [p, [PAINT_WHOLE_MARKUP, ...styles, `<script id="tf-deferred" type="application/json">${jsonForScript(start)}</script>`].join('\n    ')];
    }),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const { publicAgency } = request.tenant;
    // The agency's content (decision 0127): its lists when they show something, and every public page, with their last change.
    const content = await contentSitemap({ db: app.deps.db, tenantId: request.tenant.id, defaultLanguage: publicAgency.defaultLanguage }, publicAgency);
    const urls = [...sitemapPaths(publicAgency).map((p) => ({ path: p, lastmod: null as string | null })), ...content]
      .map(({ path: p, lastmod }) => `  <url><loc>${escapeHtml(origin + p)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });

  const apiBases = { hotel: config.HOTEL_API_BASE, flight: config.FLIGHT_API_BASE, resort: config.RESORT_API_BASE };
  // The browser reads the environment for two things: old share URLs (redirected outside dev, qa,
  // uat and prod alike) and the development pages. Any production deployment is 'prod' to it, so
  // a staging server (NODE_ENV=production APP_ENV=uat) offers no development page (decision 0078).
  const browserEnvironment = config.production ? 'prod' : config.APP_ENV;
  // The language i18next will pick first, as far as a server can see it (spec §4's order):
  // ?lng=, the pll_language cookie, else the user's or the agency's language.
  const textLanguage = (request: FastifyRequest, lang: string) =>
    supportedLanguage(new URLSearchParams(request.url.split('?')[1] ?? '').get('lng')) ?? supportedLanguage(request.cookies[LANGUAGE_COOKIE]) ?? lang;

  /** What every page's header asks for, inlined in the bootstrap (see Bootstrap). */
  interface HeaderData {
    navigations: CachedJson;
    exchangeRates: ExchangeRates;
  }
  const headerData = async (request: FastifyRequest): Promise<HeaderData> => {
    const [navigations, exchangeRates] = await Promise.all([navigationsAnswer(app.deps, request.tenant.id), app.deps.rates.getRates()]);
    return { navigations, exchangeRates };
  };

  /**
   * A page: index.html with the agency's head and bootstrap, and for a visitor's public page
   * (`search` set) the app's markup rendered here. `complete` is false when part of it was left to
   * the browser (a failed answer): such a page is served, but rendered again soon.
   */
  const render = async (
    request: FastifyRequest,
    user: UserProfile | null,
    pathname: string,
    textLang: string,
    data: HeaderData,
    deals: HomeDeals | null,
    search: string | null = null,
    target: { key: string; head: PageHead | null } = { key: pathname, head: null },
  ): Promise<{ html: string; complete: boolean; deals: string }> => {
    const { publicAgency } = request.tenant;
    const row = deals ? await deals.row() : null;
    const dealPreloads = row?.preloads ?? '';
    const navigations = (JSON.parse(data.navigations.body) as { agencyNavigation: NavigationEntry[] }).agencyNavigation;
    const boot: Bootstrap = { agency: publicAgency, user, environment: browserEnvironment, apiBases, navigations, exchangeRates: data.exchangeRates };
    // A page for one signed-in person carries their geolocation; a visitor page is shared bytes and never does (decision 0147).
    if (user) boot.geoLocation = await app.deps.geolocator.resolve(request);
    let appHtml = '';
    let complete = true;
    const renderer = search === null ? null : await pageRenderer;
    if (renderer && search !== null) {
      // A page opened with a deal link is priced as the browser's own requests will be (decision 0118).
      const dealLink = dealLinkCodeIn(search);
      try {
        const result = await renderer.render({
          url: `${originOf(request)}${pathname}${search}`,
          bootstrap: boot,
          lang: textLang,
          fetch: inProcessFetch(app, request.host, textLang, dealLink === null ? {} : { [DEAL_LINK_HEADER]: dealLink }, request.ip),
        });
        if (result.kind === 'page') {
          if (result.problems.length > 0) request.log.warn({ pathname, problems: result.problems }, 'parts of the page were left to the browser');
          appHtml = result.html;
          boot.ssr = result.state;
          complete = result.complete;
        }
      } catch (error) {
        // The page still works: the browser renders it.
        request.log.warn({ err: error, pathname }, 'server render failed');
        complete = false;
      }
    }
    const rendered = appHtml !== '' && deferred.module !== null;
    const html = renderIndex(
      rendered ? deferred.template : template,
      boot,
      originOf(request) + pathname,
      search === null ? (user?.language ?? publicAgency.defaultLanguage) : textLang,
      [translationPreloads(textLang, PAGE_MODULES[target.key]?.texts ?? ['translation']), rendered ? '' : (modulePreloads.get(target.key) ?? ''), dealPreloads]
        .filter(Boolean)
        .join('\n    '),
      appHtml,
      rendered ? (renderedPages.get(target.key) ?? '') : '',
      target.head,
    );
    return { html, complete, deals: row?.answer ?? '' };
  };

  /**
   * Pages for visitors without a session are the same for everyone asking for the same page of
   * the same agency in the same language: rendered (on the server for the public pages) and
   * compressed once. An entry is the page of one agency, path, language and page parameters; its
   * `version` is the inlined data's (agency, menu, rates), and its `span` the home deals' search
   * period. A changed version renders anew before answering (a settings change shows at once); a
   * new span, or a page left incomplete, is served stale while it is checked in the background: a
   * new span whose deal row is the one the page shows keeps the page (decision 0137), otherwise it
   * renders again. Background checks run one at a time (refreshes).
   * Pages with a session carry the user and are rendered per request (and compressed by
   * @fastify/compress).
   */
  interface VisitorPage {
    /**
     * The HTML in brotli, the only form kept (decision 0140): browsers ask for it, and a 42 kB home
     * page is 10 kB in it, where the UTF-8 bytes beside it held 40 MB for 1,000 agencies. Bytes, not
     * a string: the language picker names each language in its own script, so V8 would hold the
     * page two bytes a character (decision 0139). The rare request without brotli gets the HTML
     * inflated from these (and gzip made from that, kept in the shared compressed-body cache).
     */
    br: Buffer;
    /** The HTML's (etagFor). */
    etag: string;
    /** 200, or 404 for a content page with nothing public at its address (the web app shows its not-found page). */
    status: number;
    version: string;
    span: string;
    /** The deal row the page was rendered with (DealRow.answer; '' without one). */
    deals: string;
    complete: boolean;
    refreshing?: boolean;
  }
  const pageBytes = (page: VisitorPage) => page.br.length + PAGE_OVERHEAD_BYTES;
  const anonymous = createSizedCache<VisitorPage>(PAGE_CACHE_BYTES, pageBytes);
  const rendering = new Map<string, Promise<VisitorPage>>();
  const refreshes = createBackgroundQueue(REFRESHES_QUEUED);
  /**
   * The hot path (decision 0060): a visitor page whose version was checked less than
   * RECENT_PAGE_MS ago, by the request as it came (agency, URL, language cookie), is sent without
   * working out its identity and version again. A settings change still shows at once: forgetting
   * the agency drops its entries here too. Held in the order they were checked, so those past
   * their second leave from the front: it holds the pages of the last second, not of the last
   * RECENT_ENTRIES requests (a page the cache let go is not kept alive here for long).
   */
  const recent = new Map<string, { page: VisitorPage; until: number }>();
  const rememberRecent = (key: string, page: VisitorPage) => {
    const at = Date.now();
    recent.delete(key);
    recent.set(key, { page, until: at + RECENT_PAGE_MS });
    for (const [old, { until }] of recent) {
      if (until > at && recent.size <= RECENT_ENTRIES) break;
      recent.delete(old);
    }
  };
  app.deps.agencyChanges.onForget((tenantId) => {
    anonymous.deleteWhere((key) => key.startsWith(`${tenantId}|`));
    for (const key of recent.keys()) if (key.startsWith(`${tenantId}|`)) recent.delete(key);
  });

  const shellCookies = (request: FastifyRequest) => request.cookies.hideHeader !== undefined || request.cookies.hideFooter !== undefined;

  const recentKey = (request: FastifyRequest) => `${request.tenant.id}|${request.url}|${request.cookies[LANGUAGE_COOKIE] ?? ''}`;

  /** A visitor page, or 304 when the client has it already. */
  const sendVisitorPage = (request: FastifyRequest, reply: FastifyReply, cached: VisitorPage) => {
    void reply
      .status(cached.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', VISITOR_CACHE_CONTROL)
      .header('etag', cached.etag)
      .header('vary', 'accept-encoding, cookie');
    const match = request.headers['if-none-match'];
    if (cached.status === 200 && match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag)) return reply.status(304).send();
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    if (coding === 'br') return reply.header('content-encoding', 'br').send(cached.br);
    const html = zlib.brotliDecompressSync(cached.br);
    if (coding === 'identity') return reply.send(html);
    return reply.header('content-encoding', 'gzip').send(compressedBody(cached.etag, html, 'gzip'));
  };

  /**
   * A content page's head, found before the page renders (decision 0127): a post's or destination's
   * own (missing: nothing public at the address, a 404 page), where a former address moved to (a
   * 301 to its page now, with the query), or a list's.
   */
  const contentHead = async (
    request: FastifyRequest,
    target: ContentPage,
    pathname: string,
    query: string,
    language: string,
  ): Promise<{ head: PageHead | null; missing?: boolean; movedTo?: string }> => {
    const { publicAgency, origin } = request.tenant;
    const reader = { db: app.deps.db, tenantId: request.tenant.id, defaultLanguage: publicAgency.defaultLanguage };
    if ('list' in target) {
      // No such terms version, or a page past a list's end: the web shows its not-found text, answered 404.
      if (target.list === 'agencyTerms') {
        const version = termsVersionOf(pathname);
        if (version === null || !(await publicTerms(reader, 'agency', version, language))) return { head: null, missing: true };
      }
      const paged = PAGED_LISTS[target.list];
      const params = new URLSearchParams(query);
      const pageNumber = listPageParam(params.get('page'));
      if (paged && pageNumber > 1) {
        const list = await publicContentPage(reader, paged.kind, { page: pageNumber, tag: params.get('tag') ?? undefined, top: paged.top, language });
        if (listPagePastEnd(pageNumber, list.pageCount)) return { head: null, missing: true };
      }
      return { head: listHead(origin, publicAgency, target.list, pathname, query, language) };
    }
    const found = await publicContentBySlug(reader, target.item.kind, target.item.slug, language);
    if (!found) return { head: null, missing: true };
    if ('movedTo' in found) return { head: null, movedTo: `${itemPath(target.item.kind, found.movedTo)}${query ? `?${query}` : ''}` };
    return { head: itemHead(origin, publicAgency, found.item, language) };
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth && !shellCookies(request)) {
      const hit = recent.get(recentKey(request));
      if (hit && hit.until > Date.now()) return sendVisitorPage(request, reply, hit.page);
    }
    const [pathname = '/', query = ''] = request.url.split('?');
    const params = new URLSearchParams(query);
    void reply.type('text/html; charset=utf-8');
    const session = request.auth;
    const user = session ? await userProfileOf(app.deps.db, request.tenant, session.user) : null;
    const textLang = textLanguage(request, user?.language ?? request.tenant.publicAgency.defaultLanguage);
    const found = serverRenderedPage(pathname, request.tenant.publicAgency);
    // A content list the agency does not have is an unknown path: the browser's shell (which sends it
    // to /errors, the not-found page), answered 404 with no head of its own.
    const absent = found?.content ? !contentPageExists(found.content, hostRouteFlags(request.tenant.publicAgency, browserEnvironment)) : false;
    const rendered = absent ? null : found;
    const content = rendered?.content ? await contentHead(request, rendered.content, pathname, query, textLang) : null;
    // Permanent, but cached for a day only: the old address may become another page's later.
    if (content?.movedTo) return reply.header('cache-control', 'public, max-age=86400').redirect(content.movedTo, 301);
    const status = absent || content?.missing ? 404 : 200;
    // A search form, results or details page of the version the agency does not use (hotels, flights: v1 ⇄ v2): where the browser's router would go at once.
    const otherVersion =
      rendered && (searchFormServiceOf(pathname) ?? resultsServiceOf(pathname) ?? detailsPageOf(pathname))
        ? versionRedirect(pathname, query, request.tenant.publicAgency)
        : null;
    if (otherVersion) return reply.header('cache-control', 'no-store').redirect(otherVersion, 302);
    const target = { key: rendered?.key ?? pathname, head: content?.head ?? null };
    const data = await headerData(request);
    const deals = pathname === '/' ? homeDeals(request.host, request.tenant.publicAgency, params.get('tab')) : null;
    if (user) {
      const { html } = await render(request, user, pathname, textLang, data, deals, null, target);
      return reply.status(status).header('cache-control', 'no-store').send(html);
    }
    // Server-rendered: the public pages, unless the header or footer is hidden (an embedding
    // page's choice, remembered in cookies the browser alone applies).
    const serverRendered = rendered !== null && !shellCookies(request) && !params.has('hideHeader') && !params.has('hideFooter');
    // page and tag make a new page of a content list only: elsewhere (/?tag=<anything>) they would
    // render and cache the same page again for every value.
    const paged = rendered?.content && 'list' in rendered.content && PAGED_LISTS[rendered.content.list] !== undefined;
    const pageParams = PAGE_PARAMS.filter((name) => paged || !LIST_PARAMS.has(name));
    const kept = new URLSearchParams(pageParams.flatMap((name) => (params.has(name) ? [[name, params.get(name) ?? '']] : [])));
    const search = serverRendered ? (kept.size > 0 ? `?${kept.toString()}` : '') : null;
    // A page whose key is a route pattern (an activity's result-details/:productCode) names what it
    // shows in its path too: any address would otherwise be a page of the cache.
    const ownAddress =
      rendered?.ownQuery && (rendered.key !== pathname || [...params.keys()].some((name) => !(pageParams as readonly string[]).includes(name)));
    if (serverRendered && ownAddress) {
      // Its markup follows the whole address (OWN_QUERY_PAGES): rendered for this request alone, kept by no cache.
      const { html } = await render(request, null, pathname, textLang, data, deals, `?${query}`, target);
      return reply.status(status).header('cache-control', 'no-store').send(html);
    }
    const identity = `${request.tenant.id}|${originOf(request)}|${pathname}|${textLang}|${search ?? 'client'}`;
    const version = `${request.tenant.publicAnswer.etag}|${data.navigations.etag}|${data.exchangeRates.date}|${request.tenant.contentVersion}`;
    const span = deals?.key ?? '';

    const build = (): Promise<VisitorPage> => {
      const id = `${identity}|${version}|${span}`;
      let pending = rendering.get(id);
      if (!pending) {
        pending = render(request, null, pathname, textLang, data, deals, search, target)
          .then(({ html, complete, deals: row }) => {
            // Brotli at once, then at the best quality when it is ready (lib/precompressed.ts).
            const br = compressKept(Buffer.from(html), 'br', 'best', (better) => {
              built.br = better;
              anonymous.resize(identity, built);
            });
            const built: VisitorPage = { br, etag: etagFor(html), status, version, span, deals: row, complete };
            anonymous.set(identity, built);
            return built;
          })
          .finally(() => rendering.delete(id));
        rendering.set(id, pending);
      }
      return pending;
    };

    let cached = anonymous.get(identity);
    if (!cached || cached.version !== version) {
      cached = await build();
    } else if ((cached.span !== span || !cached.complete) && !cached.refreshing) {
      // Stale while revalidating: this request gets the page as it was.
      const stale = cached;
      stale.refreshing = true;
      const refresh = async () => {
        // A new span with the deal row the page shows: the page is current as it is (decision 0137).
        // A row whose search failed says nothing of the deals: the page keeps its own for the span.
        const row = stale.complete && deals ? (await deals.row()).answer : null;
        if (row !== null && (row === stale.deals || (row === '' && stale.deals !== ''))) {
          stale.span = span;
          stale.refreshing = false;
          return;
        }
        await build();
      };
      const taken = refreshes.add(() =>
        refresh().catch((error: unknown) => {
          stale.refreshing = false;
          request.log.warn({ err: error }, 'page refresh failed');
        }),
      );
      // A full queue: the next request for the page asks again.
      if (!taken) stale.refreshing = false;
    }
    rememberRecent(recentKey(request), cached);
    return sendVisitorPage(request, reply, cached);
  };

  // Paths under /api are never pages: the API's own catch-all answers them (routes/api/index.ts).
  const isPage = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url.split('?')[0] ?? '');
  const notFound = (reply: FastifyReply) => reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found.' });

  // Development pages (the outbox reader, the sandbox identity provider's form) do not exist in
  // production, whatever APP_ENV names the deployment (decision 0078).
  if (!devToolsEnabled(config)) {
    app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => notFound(reply));
    app.get(ROUTES.account.sso, { schema: { hide: true }, config: { page: true } }, async (request, reply) =>
      new URLSearchParams(request.url.split('?')[1] ?? '').has('sandbox') || !request.tenant ? notFound(reply) : page(request, reply),
    );
  }

  // Every other GET is a page of the SPA (a real route, so compression and hooks apply as usual).
  app.get('/*', { schema: { hide: true }, config: { page: true, frontDoor: true } }, async (request, reply) =>
    isPage(request) && request.tenant ? page(request, reply) : notFound(reply),
  );
  app.setNotFoundHandler(async (request, reply) => (isPage(request) && request.tenant ? page(request, reply) : notFound(reply)));
};

export default siteRoutes;
