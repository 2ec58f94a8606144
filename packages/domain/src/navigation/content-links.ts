import type { ContentPresence } from '../content.ts';
import { ROUTES } from './routes.ts';

// The links to the agency's content pages (issue #44): a header or footer link to the blog, the
// destinations or the hidden gems shows only when that page has something to show. Types only from
// content.ts: the header is in the start-up bundle, which has no zod.

/** Nothing to show: what an agency answer without `contentPages` means. */
export const NO_CONTENT: ContentPresence = { blog: false, destinations: false, topDestinations: false, hiddenGems: false };

/**
 * The public agency answer's `contentPages` (issue #44); absent (an answer from before it) means
 * no content. Takes any agency object: the field joins the agency's schema with the API's half.
 */
export function contentPresenceOf(agency: object): ContentPresence {
  const presence = (agency as { contentPages?: ContentPresence | null }).contentPages;
  return presence ?? NO_CONTENT;
}

/** The content page a path opens, by its list page (trailing slash, query and hash ignored); null for any other path. */
function contentPageOf(path: string): keyof ContentPresence | null {
  const bare = path.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  switch (bare) {
    case ROUTES.content.blog:
      return 'blog';
    case ROUTES.content.destination:
      return 'destinations';
    case ROUTES.content.topDestination:
      return 'topDestinations';
    case ROUTES.content.hiddenGems:
      return 'hiddenGems';
    default:
      return null;
  }
}

/**
 * The agency's header links without those to content pages that have nothing to show, nor to the
 * destination lists where they do not exist (without displayTopDestinations, host-routes.ts);
 * other links untouched.
 */
export function visibleNavigations<T extends { path: string }>(entries: readonly T[], presence: ContentPresence, flags: { topDestinations: boolean }): T[] {
  return entries.filter((entry) => {
    const page = contentPageOf(entry.path);
    if (page === null) return true;
    const list = page === 'destinations' || page === 'topDestinations';
    return presence[page] && (!list || flags.topDestinations);
  });
}

export type ContentLinkKey = keyof ContentPresence;

/** The footer's content links, in this order, for the pages with something to show. */
export function contentFooterLinks(presence: ContentPresence, flags: { topDestinations: boolean }): Array<{ key: ContentLinkKey; href: string }> {
  const links: Array<{ key: ContentLinkKey; href: string }> = [];
  if (presence.blog) links.push({ key: 'blog', href: ROUTES.content.blog });
  // The destination lists exist only with displayTopDestinations (host-routes.ts).
  if (flags.topDestinations && presence.destinations) links.push({ key: 'destinations', href: ROUTES.content.destination });
  if (flags.topDestinations && presence.topDestinations) links.push({ key: 'topDestinations', href: ROUTES.content.topDestination });
  if (presence.hiddenGems) links.push({ key: 'hiddenGems', href: ROUTES.content.hiddenGems });
  return links;
}
