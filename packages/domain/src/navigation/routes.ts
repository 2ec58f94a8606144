/**
 * Route constants of spec §2, as URL patterns (`:param` placeholders).
 * The web app's typed path builders (apps/web/src/app/paths.ts) and its router are built from
 * these, and the navigation rules below return them, so a route string is written once.
 */
export const ROUTES = {
  home: '/',
  errors: '/errors',
  account: {
    login: '/login',
    sso: '/sso',
    social: '/social',
    signup: '/signup',
    forgotPassword: '/forgotpassword',
    newPassword: '/newPassword',
    verify: '/verify',
    logout: '/logout',
    expiry: '/expiry',
    expired: '/expired',
    subscription: '/subscription',
    /** Accepting an emailed invitation: sets the password and signs in (issue #16; not in the spec). */
    acceptInvitation: '/invitation',
    /** The public form to apply to become an agent of the agency (issue #16; not in the spec). */
    applyAsAgent: '/become-an-agent',
  },
  info: {
    agencyTerms: '/agency-terms-and-conditions/:id',
    userTerms: '/user-terms-and-conditions',
    privacyPolicy: '/privacy-policy',
    faqs: '/faqs',
    about: '/about',
    cookiesPolicy: '/cookies-policy',
    disclaimer: '/disclaimer',
    cancellationPolicy: '/cancellation-policy',
  },
  cancellationPolicies: {
    royalCaribbean: '/cancellation-policy/royal-caribbean',
    carnival: '/cancellation-policy/carnival',
    mcl: '/cancellation-policy/mcl',
    celebrity: '/cancellation-policy/celebrity',
    disney: '/cancellation-policy/disney',
  },
  proposals: {
    dealLink: '/deal-link',
    shortUrl: '/url/:id',
    disapproveProposal: '/disapproveProposal',
    allowAgentProposal: '/allowAgentProposal',
  },
  content: {
    blog: '/blog',
    blogShare: '/blog/share',
    destination: '/destination',
    destinationShare: '/destination/share',
    topDestination: '/top-destination',
    hiddenGems: '/hidden-gems-round-the-world',
    /** One post and one destination page (issue #44; the spec names only the lists). */
    blogPost: '/blog/:slug',
    destinationPage: '/destination/:slug',
    /** The blog's RSS feed (issue #44). */
    blogFeed: '/blog/rss.xml',
  },
  hotels: {
    root: '/booknow/hotels',
    search: '/booknow/hotels/search',
    searchDetails: '/booknow/hotels/search-details',
    v2: '/booknow/hotels/v2',
    v2Search: '/booknow/hotels/v2/search',
    v2SearchDetails: '/booknow/hotels/v2/search-details',
    v2Details: '/booknow/hotels/v2/details',
    checkout: '/booknow/hotels/checkout',
    confirmPayment: '/booknow/hotels/confirm-payment',
    details: '/hotel-details',
    deal: '/booknow/hotels/deal',
    dealProposal: '/booknow/hotels/deal/:proposalId',
  },
  cars: {
    root: '/booknow/cars',
    search: '/booknow/cars/search',
    searchDetails: '/booknow/cars/search-details',
    resultDetails: '/booknow/cars/result-details',
    reservationDetails: '/booknow/cars/reservation-details',
    // Spelled with a capital C in spec §2.
    checkout: '/booknow/Cars/checkout',
    confirmPayment: '/booknow/Cars/confirm-payment',
  },
  activities: {
    root: '/booknow/activities',
    search: '/booknow/activities/search',
    searchDetails: '/booknow/activities/search-details',
    resultDetails: '/booknow/activities/result-details/:productCode',
    checkout: '/booknow/activities/bookings/checkout',
    confirmation: '/booknow/activities/confirmation/:referenceNumber',
  },
  cruise: {
    root: '/booknow/cruise',
    search: '/booknow/cruise/search',
    searchDetails: '/booknow/cruise/search-details',
    checkout: '/booknow/cruise/checkout',
    confirmation: '/booknow/cruise/confirmation/:referenceNumber',
  },
  flights: {
    root: '/booknow/flights',
    search: '/booknow/flights/search',
    searchDetails: '/booknow/flights/search-details',
    v2: '/booknow/flights/v2',
    v2Search: '/booknow/flights/v2/search',
    v2SearchDetails: '/booknow/flights/v2/search-details',
    reservationDetails: '/booknow/flights/reservation-details',
    checkout: '/booknow/flights/checkout',
    confirmation: '/booknow/flights/confirmation',
    flightDetails: '/booknow/flights/flight-details',
  },
  resort: {
    root: '/booknow/resort',
    search: '/booknow/resort/search',
    details: '/booknow/resort/details',
    checkout: '/booknow/resort/checkout',
  },
  checkout: '/checkout',
  traveller: {
    dashboard: '/mytrip/dashboard',
    trips: '/mytrip/mytrips',
    profile: '/mytrip/profile',
    support: '/mytrip/support',
    wallet: '/mytrip/wallet/',
    /** A guest's booking by reference and e-mail (decision 0104). */
    findBooking: '/mytrip/find',
    /** The single-use link Find my booking e-mails (decision 0104). */
    bookingAccess: '/mytrip/access',
  },
  agent: {
    dashboard: '/dashboard',
    profileSettings: '/settings/profile',
    websiteSettings: '/settings/website/',
    support: '/settings/support',
    markupSettings: '/settings/agency',
    paymentSettings: '/settings/payment',
    productSettings: '/settings/product',
    /** The agency's supplier accounts (issue #41; not in the spec): opened with Product Settings' permission. */
    supplierSettings: '/settings/suppliers',
    /** Sign-in through the agency's provider and social accounts (issue #42; not in the spec): opened with Website Settings' permission. */
    loginSettings: '/settings/login',
    walletDetails: '/wallet/details/',
    agentView: '/users/agents/view/:profileId',
    clients: '/users/clients',
    applications: '/applications',
    /** The agency's agents (issue #16): the list the agent view belongs to. */
    agents: '/users/agents',
  },
  /**
   * Agent back-office targets of the side navigation that spec §2 names as entries but gives no
   * route constant for. Academy opens in a new tab; the spec appends the access token, which an
   * HttpOnly cookie makes impossible, so the server is expected to authenticate /academy itself.
   */
  agentExtra: {
    bookings: '/bookings',
    /** One booking of the agency in the back-office (issue #16). */
    bookingDetails: '/bookings/:reference',
    /** The agency's receipts with their CSV export (decision 0087; not in the spec). */
    receipts: '/bookings/receipts',
    proposals: '/proposals',
    /** One proposal in the agent's editor (decision 0118; not in the spec). */
    proposal: '/proposals/:id',
    academy: '/academy',
    customizeTheme: '/settings/theme',
    /** Who changed the agency's settings, and when (issue #15; not in the spec). */
    settingsAudit: '/settings/audit',
    /** The agency's posts, destination pages, hidden gems and terms (issue #44; not in the spec): opened with Website Settings' permission. */
    contentSettings: '/settings/content',
    pay: '/pay',
    searches: '/searches',
  },
} as const;

/** Fills `:param` placeholders of a route pattern, URL-encoding each value. */
export function fillRoute(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** Appends query parameters (skipping undefined and empty values) to a path. */
export function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, value);
  }
  const qs = params.toString();
  if (qs === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** True for absolute http(s) URLs, which need a full page navigation rather than the router. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** A path the server answers (`/api/…`), not a page of the app: links to it load the page in full. */
export function isServerHref(href: string): boolean {
  return href.startsWith('/api/');
}

const REDIRECT_BASE = 'http://redirect.invalid';
/** C0 controls (tab, newline …) and DEL. */
const hasControl = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
};

/**
 * A redirect target taken from a query parameter or a request body, normalised (`/a/./b` →
 * `/a/b`, spaces percent-encoded), or null when it is not a path on this site. The one rule for
 * the web app and the API. Refused, as written and once percent-decoded:
 * - anything not starting with one slash: `https://evil.example`, `javascript:…`, `//evil.example`,
 *   `/\evil.example` (browsers read a backslash as a slash);
 * - control characters, tab and newline included: URL parsers drop those, so `/%09/evil.example`
 *   (issue #13) would become `//evil.example`, another site;
 * - malformed percent-encoding, and anything over 2,000 characters;
 * - the same again after normalising, so `/..//evil.example` (→ `//evil.example`) is refused too.
 */
export function normaliseRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > 2000) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  if (!isSitePath(candidate, decoded)) return null;
  let url: URL;
  try {
    url = new URL(candidate, REDIRECT_BASE);
  } catch {
    return null;
  }
  if (url.origin !== REDIRECT_BASE) return null;
  // The value used is the normalised one, so it is checked again: dot segments can leave a path
  // that starts with two slashes (`/..//x` → `//x`), which a browser reads as another host.
  const path = `${url.pathname}${url.search}${url.hash}`;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    return null;
  }
  return isSitePath(path, decodedPath) ? path : null;
}

/** One slash and then not a second one (nor a backslash), and no control characters, as written and decoded. */
function isSitePath(...forms: string[]): boolean {
  return forms.every((form) => !hasControl(form) && form.startsWith('/') && !form.startsWith('//') && !form.startsWith('/\\'));
}

/**
 * A redirect target from a query parameter, kept only when it is a same-site path (see
 * normaliseRedirectPath), so `?redirect=https://evil.example` cannot send users away.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback = '/'): string {
  return normaliseRedirectPath(candidate) ?? fallback;
}
