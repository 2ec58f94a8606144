import { ROUTES } from './routes.ts';

// A visitor who came through an agent's deal link (decision 0118): the storefront keeps the link's
// code for the browser session and names it on every API call, so every price it shows carries
// the agent's markup and the sign-up and booking are the agent's. Zod-free: the web's start-up
// bundle reads it.

/** The header the storefront sends with every API call while the visitor came through a deal link. */
export const DEAL_LINK_HEADER = 'x-deal-link';

/** The query parameter a deal link's landing page carries, and the session storage key that keeps it. */
export const DEAL_LINK_PARAM = 'dealLinkId';

/** Crockford base32, 8 characters (no I, L, O, U). */
export const DEAL_LINK_CODE = /^[0-9A-HJKMNP-TV-Z]{8}$/i;

/** A deal link's code as stored (upper case), or null for anything that is not one. */
export function normaliseDealLinkCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return DEAL_LINK_CODE.test(code) ? code.toUpperCase() : null;
}

/** The code a page's query carries (`?dealLinkId=…`), or null. */
export const dealLinkCodeIn = (search: string): string | null => normaliseDealLinkCode(new URLSearchParams(search).get(DEAL_LINK_PARAM));

/** Where a live link sends its visitor: its target with `dealLinkId=<code>` added (any earlier one replaced). */
export function dealLinkLanding(target: string, code: string): string {
  const [path = '', query = ''] = target.split('?');
  const hash = query.includes('#') ? query.slice(query.indexOf('#')) : '';
  const params = new URLSearchParams(hash ? query.slice(0, query.indexOf('#')) : query);
  params.set(DEAL_LINK_PARAM, code);
  return `${path}?${params.toString()}${hash}`;
}

/** `/url/{code}`: the link the agent shares. */
export const dealLinkPath = (code: string): string => ROUTES.proposals.shortUrl.replace(':id', code);

/**
 * Whether a request says `x-auth-optional: true` (spec §6): without a session, on a deal link, a
 * proposal link or the hotel deal path, or while the visitor came through a deal link (the deal's
 * pages then ask as a visitor rather than being sent to log in).
 */
export function sendsAuthOptional(input: { signedIn: boolean; pathname: string; search: string; dealLink: string | null }): boolean {
  if (input.signedIn) return false;
  if (input.dealLink !== null) return true;
  const params = new URLSearchParams(input.search);
  const path = input.pathname.toLowerCase();
  return (
    path.startsWith('/url/') ||
    path === ROUTES.proposals.allowAgentProposal.toLowerCase() ||
    path === ROUTES.proposals.disapproveProposal.toLowerCase() ||
    path.startsWith(ROUTES.hotels.deal.toLowerCase()) ||
    params.has(DEAL_LINK_PARAM) ||
    params.has('proposalId')
  );
}

/** The product a storefront page is of, by its path's first segments (a deal link's target). */
const PRODUCT_PATHS: ReadonlyArray<[prefix: string, product: 'hotel' | 'flight' | 'car' | 'activity' | 'cruise' | 'resort']> = [
  ['/booknow/hotels', 'hotel'],
  ['/hotel-details', 'hotel'],
  ['/booknow/flights', 'flight'],
  ['/booknow/cars', 'car'],
  ['/booknow/activities', 'activity'],
  ['/booknow/cruise', 'cruise'],
  ['/booknow/resort', 'resort'],
];

/**
 * What an agent pasted as a deal link's target, as the path and query the link stores: an address
 * of this storefront (its own host) or a path of it, without a dealLinkId of its own, and the
 * product its page is of. Null for another site's address or something that is not an address;
 * whether the page may be a target is dealLinkTargetAllowed's (proposals.ts).
 */
export function pastedDealLinkTarget(pasted: string, storefrontHost: string): { target: string; product: (typeof PRODUCT_PATHS)[number][1] | null } | null {
  const text = pasted.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text, `https://${storefrontHost}`);
  } catch {
    return null;
  }
  if (url.host.toLowerCase() !== storefrontHost.toLowerCase() || !/^https?:$/.test(url.protocol)) return null;
  url.searchParams.delete(DEAL_LINK_PARAM);
  const query = url.searchParams.toString();
  const path = url.pathname;
  const product = PRODUCT_PATHS.find(([prefix]) => path.toLowerCase().startsWith(prefix.toLowerCase()))?.[1] ?? null;
  return { target: `${path}${query ? `?${query}` : ''}`, product };
}
