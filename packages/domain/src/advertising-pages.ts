import { ROUTES } from './navigation/routes.ts';

// Which pages carry the agency's ad slot (decision 0149); apart from advertising.ts so that the
// storefront's start-up code, which only asks whether the agency shows ads, does not carry the list.

/** The public pages that carry the ad slot: home, FAQ, About and the content pages. */
const AD_PAGES: ReadonlySet<string> = new Set([
  ROUTES.home,
  ROUTES.info.faqs,
  ROUTES.info.about,
  ROUTES.content.blog,
  ROUTES.content.destination,
  ROUTES.content.topDestination,
  ROUTES.content.hiddenGems,
]);
const SHARE_PAGES: ReadonlySet<string> = new Set([ROUTES.content.blogShare, ROUTES.content.destinationShare]);
/** One post or one destination page (/blog/:slug, /destination/:slug). */
const CONTENT_ITEM = /^\/(blog|destination)\/[^/]+$/;

/**
 * Whether a page carries the ad slot: the home page, FAQ, About and the content pages, never a
 * search, booking, account, back-office or legal page (decision 0149).
 */
export function pageShowsAds(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (AD_PAGES.has(path)) return true;
  return CONTENT_ITEM.test(path) && !SHARE_PAGES.has(path) && path !== ROUTES.content.blogFeed;
}
