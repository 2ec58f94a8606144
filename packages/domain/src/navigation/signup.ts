/**
 * Signup checkout redirect (spec §2/§4), part 1: remembering where a signup started. Kept apart
 * from the date-based rule (signup-redirect.ts) so the start-up bundle does not carry dayjs.
 */

/** Session storage keys of the signup checkout redirect (spec §4 "Signup"). */
export const SIGNUP_SESSION_KEYS = {
  url: 'checkoutRedirectUrl',
  storedAt: 'checkoutRedirectAt',
  flag: 'checkoutRedirect',
} as const;

/**
 * A signup started from a checkout, correlationId, token or proposalId URL remembers that URL (spec
 * §4). The hotel deal path carries its proposalId in the path (/booknow/hotels/deal/{proposalId}).
 */
export function isCheckoutOrigin(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return (
    /\/checkout(\/|$)/i.test(pathname) ||
    /^\/booknow\/hotels\/deal\/[^/]+\/?$/i.test(pathname) ||
    params.has('correlationId') ||
    params.has('token') ||
    params.has('proposalId')
  );
}
