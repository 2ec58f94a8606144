import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type ExchangeRates, type NavigationEntry, type PublicAgency, type UserProfile } from '@tripfront/domain';
import { LANGUAGE_COOKIE } from '@tripfront/domain/navigation/language';
import { chunkPreloads, escapeHtml, loadManifest, loadTemplate, renderIndex, translationPreloads } from '../lib/html.ts';
import { etagFor, type CachedJson } from '../lib/json-cache.ts';
import { compressedBody, negotiateEncoding } from '../lib/precompressed.ts';
import { createHomeDeals, type HomeDeals } from '../lib/home-deals.ts';
import { navigationsAnswer } from '../lib/tenant-content.ts';
import { visitorAllowed } from '../lib/auth.ts';
import { userProfileOf } from '../lib/wallet.ts';

/**
 * Lazily loaded modules of the most visited pages (web sources, as the build manifest names them):
 * `first`, the route module the first render waits for; `after`, on the home page, the deals
 * carousel that holds its largest paint once the page is up.
 */
const PAGE_MODULES: Record<string, { first: readonly string[]; after?: readonly string[] }> = {
  '/': { first: ['src/app/routes/home.tsx'], after: ['src/features/deals/components/product-deals.tsx'] },
  '/faqs': { first: ['src/app/routes/faqs.tsx'] },
  '/about': { first: ['src/app/routes/about.tsx'] },
};

/** Distinct anonymous pages kept rendered (agencies × paths × languages), oldest out first. */
const PAGE_CACHE_ENTRIES = 2_000;

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
 * The web app's pages: index.html filled per agency (and per user: the subtree puts the caller's
 * session on the request) for every page path, robots.txt and the sitemap. Its files (hashed
 * assets, translations, pictures) are web-files.ts's.
 */
const siteRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  visitorAllowed(app);
  const template = loadTemplate(config.WEB_DIST);
  const manifest = loadManifest(config.WEB_DIST);
  const homeDeals = createHomeDeals(app, config.SEARCH_CACHE_TTL);
  const modulePreloads = new Map(Object.entries(PAGE_MODULES).map(([p, { first, after }]) => [p, chunkPreloads(manifest, first, after)]));

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const urls = sitemapPaths(request.tenant.publicAgency)
      .map((p) => `  <url><loc>${escapeHtml(origin + p)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });

  const apiBases = { hotel: config.HOTEL_API_BASE, flight: config.FLIGHT_API_BASE, resort: config.RESORT_API_BASE };
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

  const render = async (request: FastifyRequest, user: UserProfile | null, pathname: string, textLang: string, data: HeaderData, deals: HomeDeals | null) => {
    const { publicAgency } = request.tenant;
    const dealPreloads = deals ? await deals.preloads() : '';
    const navigations = (JSON.parse(data.navigations.body) as { agencyNavigation: NavigationEntry[] }).agencyNavigation;
    return renderIndex(
      template,
      { agency: publicAgency, user, environment: config.APP_ENV, apiBases, navigations, exchangeRates: data.exchangeRates },
      originOf(request) + pathname,
      user?.language ?? publicAgency.defaultLanguage,
      [translationPreloads(textLang, pathname === '/' ? ['translation', 'deals'] : ['translation']), modulePreloads.get(pathname) ?? '', dealPreloads]
        .filter(Boolean)
        .join('\n    '),
    );
  };

  /**
   * Pages for visitors without a session are the same for everyone asking for the same page of
   * the same agency in the same language: rendered and compressed once, kept while the agency's
   * data is unchanged (its ETag is in the key). Pages with a session carry the user and are
   * rendered per request (and compressed by @fastify/compress).
   */
  const anonymous = new Map<string, CachedJson>();
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const session = request.auth;
    const data = await headerData(request);
    const deals =
      pathname === '/' ? homeDeals(request.host, request.tenant.publicAgency, new URLSearchParams(request.url.split('?')[1] ?? '').get('tab')) : null;
    if (session) {
      const user = await userProfileOf(app.deps.db, request.tenant, session.user);
      return reply.send(
        await render(request, user, pathname, textLanguage(request, user.language ?? request.tenant.publicAgency.defaultLanguage), data, deals),
      );
    }
    const textLang = textLanguage(request, request.tenant.publicAgency.defaultLanguage);
    // The inlined data's versions are part of the key: a changed menu or new rates make a new page.
    const key = `${request.tenant.id}|${request.tenant.publicAnswer.etag}|${data.navigations.etag}|${data.exchangeRates.date}|${originOf(request)}|${pathname}|${textLang}|${deals?.key ?? ''}`;
    let cached = anonymous.get(key);
    if (!cached) {
      const html = await render(request, null, pathname, textLang, data, deals);
      cached = { body: html, etag: etagFor(html) };
      if (anonymous.size >= PAGE_CACHE_ENTRIES) anonymous.delete(anonymous.keys().next().value as string);
      anonymous.set(key, cached);
    }
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    void reply.header('vary', 'accept-encoding');
    if (coding === 'identity') return reply.send(cached.body);
    return reply.header('content-encoding', coding).send(compressedBody(cached.etag, cached.body, coding));
  };

  // Paths under /api are never pages: the API's own catch-all answers them (routes/api/index.ts).
  const isPage = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '');
  const notFound = (reply: FastifyReply) => reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found.' });

  // Every other GET is a page of the SPA (a real route, so compression and hooks apply as usual).
  app.get('/*', { schema: { hide: true }, config: { page: true } }, async (request, reply) =>
    isPage(request) && request.tenant ? page(request, reply) : notFound(reply),
  );
  app.setNotFoundHandler(async (request, reply) => (isPage(request) && request.tenant ? page(request, reply) : notFound(reply)));
};

export default siteRoutes;
