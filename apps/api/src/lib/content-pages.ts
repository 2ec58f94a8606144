import { contentListWords, listPageParam, termsVersionParam, type ContentKind, type ContentListPage, type PublicContentItem } from '@tripfront/domain/content';
import type { PublicAgency } from '@tripfront/domain';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import type { HostRouteFlags } from '@tripfront/domain/navigation/host-routes';
import { escapeHtml, jsonForScript, type PageHead } from './html.ts';

// The agency's content pages as the server writes them (decision 0127): which paths are content
// pages, and what their <head> says to search engines and link previews (title, description,
// canonical link, Open Graph, JSON-LD). The page's body is the web app's.

/** A content page the server renders: its route module's key (site.ts PAGE_MODULES), and what it shows. */
export type ContentPage = { key: string; item: { kind: ContentKind; slug: string } } | { key: string; list: ContentListPage };

const LIST_PATHS: Record<string, ContentListPage> = {
  [ROUTES.content.blog]: 'blog',
  [ROUTES.content.destination]: 'destinations',
  [ROUTES.content.topDestination]: 'topDestinations',
  [ROUTES.content.hiddenGems]: 'hiddenGems',
};

/**
 * Whether the agency has this page: /destination and /top-destination only with displayTopDestinations
 * (decision 0128; the flags are the web router's, so the server and the browser agree). Elsewhere the
 * web sends them to /errors, its not-found page.
 */
export function contentPageExists(page: ContentPage, flags: Pick<HostRouteFlags, 'topDestinations'>): boolean {
  return !('list' in page) || (page.list !== 'destinations' && page.list !== 'topDestinations') || flags.topDestinations;
}

/** The terms version an /agency-terms-and-conditions/<id> names (null: no such page). */
export const termsVersionOf = (pathname: string): number | 'latest' | null => termsVersionParam(pathname.slice(AGENCY_TERMS_BASE.length + 1));

/** The lists that page, with what they list. */
export const PAGED_LISTS: Partial<Record<ContentListPage, { kind: ContentKind; top: boolean }>> = {
  blog: { kind: 'post', top: false },
  destinations: { kind: 'destination', top: false },
  topDestinations: { kind: 'destination', top: true },
};

/** Where an item's page is: /blog/<slug>, /destination/<slug>. */
export const ITEM_BASES: Record<ContentKind, string> = { post: ROUTES.content.blog, destination: ROUTES.content.destination };
/** Addresses under the bases that are other pages (the share pages), never an item's. */
const NOT_ITEMS = new Set<string>([ROUTES.content.blogShare, ROUTES.content.destinationShare]);
const AGENCY_TERMS_BASE = ROUTES.info.agencyTerms.replace('/:id', '');

/** The content page a path is, or null. A slug is one segment, percent-decoded. */
export function contentPageOf(pathname: string): ContentPage | null {
  const list = LIST_PATHS[pathname];
  if (list) return { key: pathname, list };
  if (NOT_ITEMS.has(pathname)) return null;
  const match = /^(\/[a-z-]+)\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  const [, base, segment] = match as unknown as [string, string, string];
  if (base === AGENCY_TERMS_BASE) return { key: ROUTES.info.agencyTerms, list: 'agencyTerms' };
  const kind = (Object.keys(ITEM_BASES) as ContentKind[]).find((k) => ITEM_BASES[k] === base);
  if (!kind) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return { key: kind === 'post' ? ROUTES.content.blogPost : ROUTES.content.destinationPage, item: { kind, slug } };
}

/** An item's page path (its slug percent-encoded: letters of any script stay readable once decoded). */
export const itemPath = (kind: ContentKind, slug: string): string => `${ITEM_BASES[kind]}/${encodeURIComponent(slug)}`;

/** An absolute http(s) URL on the agency's origin for a picture's URL as stored (relative or absolute); null for anything else. */
export function absoluteUrl(origin: string, url: string): string | null {
  try {
    const absolute = new URL(url, `${origin}/`);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : null;
  } catch {
    return null;
  }
}

const LIST_OF_KIND: Record<ContentKind, ContentListPage> = { post: 'blog', destination: 'destinations' };
const LIST_PATH: Record<ContentListPage, string> = {
  blog: ROUTES.content.blog,
  destinations: ROUTES.content.destination,
  topDestinations: ROUTES.content.topDestination,
  hiddenGems: ROUTES.content.hiddenGems,
  agencyTerms: AGENCY_TERMS_BASE,
};

const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${jsonForScript(value)}</script>`;
/** The blog feed's link, for the heads of the blog and its posts (the feed is in the agency's language). */
export const feedLink = (origin: string, agency: PublicAgency) =>
  `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${contentListWords('blog', agency.defaultLanguage, agency.agencyName).title} · ${agency.agencyName}`)}" href="${escapeHtml(`${origin}${ROUTES.content.blogFeed}`)}" />`;

function breadcrumbs(origin: string, agency: PublicAgency, trail: Array<{ name: string; path: string }>): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: agency.agencyName, path: '/' }, ...trail].map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

/** A post's BlogPosting: the agency is its author and publisher. */
function postingData(origin: string, agency: PublicAgency, item: PublicContentItem, description: string, image: string | null, canonical: string): unknown {
  const organisation = { '@type': 'Organization', name: agency.agencyName, url: `${origin}/` };
  const logo = agency.logo ? absoluteUrl(origin, agency.logo) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: item.title,
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    inLanguage: item.language,
    author: organisation,
    publisher: { ...organisation, ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}) },
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    ...(item.tags.length > 0 ? { keywords: item.tags.join(', ') } : {}),
  };
}

/** Where a destination is: its coordinates and country. */
function placeData(place: PublicContentItem['place']): object {
  if (!place) return {};
  const geo = { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude };
  return place.countryCode ? { geo, address: { '@type': 'PostalAddress', addressCountry: place.countryCode } } : { geo };
}

/** A destination page's TouristDestination. */
function destinationData(item: PublicContentItem, description: string, image: string | null, canonical: string): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: item.place?.name ?? item.title,
    ...(description ? { description } : {}),
    url: canonical,
    ...(image ? { image: [image] } : {}),
    ...placeData(item.place),
  };
}

/** The head of a post's or destination's page: its own title, description, canonical link, Open Graph and JSON-LD. */
export function itemHead(origin: string, agency: PublicAgency, item: PublicContentItem, language: string): PageHead {
  const path = itemPath(item.kind, item.slug);
  const canonical = `${origin}${path}`;
  const title = `${item.seoTitle || item.title} · ${agency.agencyName}`;
  // Without its own words, the agency's description; without that either, no description at all (not an empty one).
  const description = item.seoDescription.trim() || item.excerpt.trim() || agency.metaData.description.trim();
  const image = item.cover ? absoluteUrl(origin, item.cover.url) : null;
  const list = LIST_OF_KIND[item.kind];
  const listWords = contentListWords(list, language, agency.agencyName);
  const main = item.kind === 'post' ? postingData(origin, agency, item, description, image, canonical) : destinationData(item, description, image, canonical);
  return {
    title,
    description,
    canonical,
    tags: [
      meta('og:type', item.kind === 'post' ? 'article' : 'website'),
      ...(description ? [meta('og:description', description)] : []),
      meta('og:url', canonical),
      ...(image ? [meta('og:image', image)] : []),
      ...(item.cover && image && item.cover.alt ? [meta('og:image:alt', item.cover.alt)] : []),
      ...(item.kind === 'post' ? [meta('article:published_time', item.publishedAt), meta('article:modified_time', item.updatedAt)] : []),
      ...(item.kind === 'post' ? [feedLink(origin, agency)] : []),
      jsonLd(main),
      jsonLd(
        breadcrumbs(origin, agency, [
          { name: listWords.title, path: LIST_PATH[list] },
          { name: item.title, path },
        ]),
      ),
    ],
  };
}

/** The head of a list page (/blog, /destination, /top-destination, hidden gems, the agency's terms). */
export function listHead(origin: string, agency: PublicAgency, list: ContentListPage, pathname: string, search: string, language: string): PageHead {
  const words = contentListWords(list, language, agency.agencyName);
  // The list's own page and tag are its address; other parameters are not. A page that is not a
  // number from 2 up is the first (the web's pageParam shows page 1 for it).
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams([...params].filter(([name, value]) => (name === 'page' && listPageParam(value) > 1) || name === 'tag'));
  const canonical = `${origin}${pathname}${kept.size > 0 ? `?${kept.toString()}` : ''}`;
  return {
    title: `${words.title} · ${agency.agencyName}`,
    description: words.description,
    canonical,
    tags: [
      meta('og:type', 'website'),
      meta('og:description', words.description),
      meta('og:url', canonical),
      ...(list === 'blog' ? [feedLink(origin, agency)] : []),
      jsonLd(breadcrumbs(origin, agency, [{ name: words.title, path: pathname }])),
    ],
  };
}
