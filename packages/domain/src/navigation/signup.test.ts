import { describe, expect, it } from 'vitest';
import { isCheckoutOrigin } from './signup.ts';
import { afterSignupTarget, signupPageRedirect } from './signup-redirect.ts';

describe('signup checkout redirect', () => {
  it.each<[string, string, boolean]>([
    ['/booknow/hotels/checkout', '', true],
    ['/booknow/Cars/checkout', '', true],
    ['/checkout', '', true],
    ['/booknow/hotels', '?correlationId=1', true],
    ['/', '?token=abc', true],
    ['/deal-link', '?proposalId=9', true],
    ['/booknow/hotels/search', '', false],
    ['/checkouts-info', '', false],
  ])('isCheckoutOrigin(%s%s) → %s', (pathname, search, expected) => {
    expect(isCheckoutOrigin(pathname, search)).toBe(expected);
  });

  const now = 10_000_000;
  it.each<[string | null, number | null, string | null, string, string]>([
    ['/booknow/hotels/checkout?id=1', now - 60_000, null, '/signup', '/booknow/hotels/checkout?id=1'],
    ['/booknow/hotels/checkout?id=1', now - 1_799_999, null, '/signup', '/booknow/hotels/checkout?id=1'],
    ['/booknow/hotels/checkout?id=1', now - 1_800_001, null, '/signup', '/'],
    ['/booknow/hotels/checkout', null, null, '/signup', '/'],
    ['https://evil.example', now, null, '/signup', '/'],
    [null, null, '/faqs', '/signup', '/faqs'],
    [null, null, '/signup', '/signup', '/'],
    [null, null, null, '/signup', '/'],
  ])('afterSignupTarget case %#', (storedUrl, storedAtMs, redirectParam, currentPath, expected) => {
    expect(afterSignupTarget({ storedUrl, storedAtMs, nowMs: now, redirectParam, currentPath })).toBe(expected);
  });

  it.each<[boolean, string | null, string | null]>([
    [true, 'true', '/booknow/hotels/checkout'],
    [false, 'true', null],
    [true, null, null],
  ])('signupPageRedirect signedIn=%s flag=%j → %s', (signedIn, flag, expected) => {
    expect(
      signupPageRedirect({ signedIn, flag, storedUrl: '/booknow/hotels/checkout', storedAtMs: now, nowMs: now, redirectParam: null, currentPath: '/signup' }),
    ).toBe(expected);
  });
});
