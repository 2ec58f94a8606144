import { DEAL_LINK_HEADER, DEAL_LINK_PARAM, dealLinkCodeIn, normaliseDealLinkCode, sendsAuthOptional } from '@tripfront/domain/navigation/deal-link';
import { storage } from './storage.ts';

// A visitor who came through an agent's deal link (decision 0118): the page they landed on carries
// `?dealLinkId=<code>`; the code is kept in session storage (as the checkout's return URL is) and
// named on every API call of the browser session, so every price carries the agent's markup and
// the sign-up and booking are the agent's. Read at each request, never during a render: the
// server's render (and so hydration) knows nothing of it.

let signedIn: () => boolean = () => false;

/** How the client tells whether there is a session (the app points it at the current-user query). */
export function setSignedInProbe(probe: () => boolean): void {
  signedIn = probe;
}

/** The deal link of this browser session: the page's own `dealLinkId` (kept from now on), else the kept one. */
export function currentDealLink(): string | null {
  if (typeof window === 'undefined') return null;
  const arrived = dealLinkCodeIn(window.location.search);
  if (arrived !== null) {
    if (storage.get('session', DEAL_LINK_PARAM) !== arrived) storage.set('session', DEAL_LINK_PARAM, arrived);
    return arrived;
  }
  return normaliseDealLinkCode(storage.get('session', DEAL_LINK_PARAM));
}

/** The headers of spec §6 and decision 0118 for a request made now: x-deal-link, and x-auth-optional for a visitor on a deal page. */
export function dealLinkHeaders(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  const dealLink = currentDealLink();
  const { pathname, search } = window.location;
  return {
    ...(dealLink === null ? {} : { [DEAL_LINK_HEADER]: dealLink }),
    ...(sendsAuthOptional({ signedIn: signedIn(), pathname, search, dealLink }) ? { 'x-auth-optional': 'true' } : {}),
  };
}
