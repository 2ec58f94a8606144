import { describe, expect, it } from 'vitest';
import { isCheckoutOrigin } from './signup.ts';
import { afterSignupTarget, CHECKOUT_REDIRECT_VALIDITY_MS, isCheckoutRedirectValid, signupPageRedirect } from './signup-redirect.ts';

describe('signup checkout redirect', () => {
  it.each<[string, string, boolean]>([
    ['/booknow/hotels/checkout', '', true],
    ['/booknow/Cars/checkout', '', true],
    ['/checkout', '', true],
    ['/booknow/hotels', '?correlationId=1', true],
    ['/', '?token=abc', true],
    ['/deal-link', '?proposalId=9', true],
    ['/booknow/hotels/deal/0f8e2c4a-1b2c-4d5e-8f90-123456789abc', '?itemId=1', true],
    ['/booknow/hotels/deal', '?hotelId=1', false],
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

describe('isCheckoutRedirectValid (spec §9: 30 minutes)', () => {
  const now = 1_800_000_000_000;
  it('is 30 minutes', () => expect(CHECKOUT_REDIRECT_VALIDITY_MS).toBe(30 * 60 * 1000));

  it.each<[string, number | string | null | undefined, boolean]>([
    ['just stored', now, true],
    ['29 min 59 s old', now - 1_799_000, true],
    ['exactly 30 min old', now - 1_800_000, false],
    ['an hour old', now - 3_600_000, false],
    ['a string from session storage', String(now - 60_000), true],
    ['from the future', now + 60_000, false],
    ['not a number', 'abc', false],
    ['empty', '', false],
    ['missing', null, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_label, storedAt, valid) => {
    expect(isCheckoutRedirectValid(storedAt, now)).toBe(valid);
  });
});
