import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  loginRedirectTarget,
  logoutTarget,
  opensAuthModal,
  requireLoginRedirect,
  shareRedirectsEnabled,
  versionRedirect,
} from './redirects.ts';

describe('versionRedirect', () => {
  const both = { enableHotelsV2: true, enableFlightsV2: true };
  const none = { enableHotelsV2: false, enableFlightsV2: false };
  it.each<[string, string, typeof both, string | null]>([
    ['/booknow/hotels', '', both, '/booknow/hotels/v2'],
    ['/booknow/hotels/', '', both, '/booknow/hotels/v2'],
    ['/booknow/hotels', '?lat=1&long=2', both, '/booknow/hotels/v2?lat=1&long=2'],
    ['/booknow/hotels', '?overrideRedirect=true', both, null],
    ['/booknow/hotels', '', none, null],
    ['/booknow/hotels/search', '', both, null],
    ['/booknow/hotels/v2', '', both, null],
    ['/booknow/hotels/v2', '', none, '/booknow/hotels'],
    ['/booknow/hotels/v2/search', '?id=9', none, '/booknow/hotels/search?id=9'],
    ['/booknow/hotels/v2/search-details', '', none, '/booknow/hotels/search-details'],
    ['/booknow/hotels/v2/details', '', none, '/booknow/hotels'],
    ['/booknow/hotels/v2/search', '?overrideRedirect=1', none, null],
    ['/booknow/flights', '', both, '/booknow/flights/v2'],
    ['/booknow/flights', '', none, null],
    ['/booknow/flights/v2/search', '', none, '/booknow/flights/search'],
    ['/booknow/flights/v2', '', { enableHotelsV2: false, enableFlightsV2: true }, null],
    ['/booknow/hotels/v2', '', { enableHotelsV2: false, enableFlightsV2: true }, '/booknow/hotels'],
    ['/booknow/cars', '', both, null],
    ['/', '', both, null],
  ])('%s%s with %j → %s', (pathname, search, flags, expected) => {
    expect(versionRedirect(pathname, search, flags)).toBe(expected);
  });
});

describe('requireLoginRedirect', () => {
  it.each<[string, boolean, boolean, string | null]>([
    ['/', true, true, '/booknow/hotels'],
    ['/', true, false, '/login?redirect=%2F'],
    ['/', false, false, null],
    ['/faqs', true, false, null],
  ])('%s requireLogin=%s signedIn=%s → %s', (pathname, requireLogin, signedIn, expected) => {
    expect(requireLoginRedirect(pathname, requireLogin, signedIn)).toBe(expected);
  });
});

describe('loginRedirectTarget', () => {
  const direct = { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true, hasProvider: false };
  const ssoOnly = { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false, hasProvider: false };
  const ssoAndDirect = { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true, hasProvider: false };
  const viaProvider = { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false, hasProvider: true };
  const providerAndDirect = { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true, hasProvider: true };
  it.each<[typeof direct, string, string, string, string]>([
    [direct, '', '/', '', '/login?redirect=%2F'],
    [direct, 'https://x.example', '/faqs', '?a=1', '/login?redirect=%2Ffaqs%3Fa%3D1'],
    [ssoAndDirect, 'https://x.example', '/faqs', '', '/login?redirect=%2Ffaqs'],
    [ssoOnly, 'https://intranet.example/travel', '/', '', 'https://intranet.example/travel'],
    [ssoOnly, '', '/', '', '/'],
    [ssoOnly, 'https://intranet.example/travel', '/deal-link', '?dealLinkId=42', 'https://intranet.example/travel?navigateTo=%2Fdeal-link%3FdealLinkId%3D42'],
    [ssoOnly, 'https://intranet.example/t?x=1', '/', '?plum=abc', 'https://intranet.example/t?x=1&navigateTo=%2F%3Fplum%3Dabc'],
    [ssoOnly, 'https://intranet.example/travel', '/', '?tab=Hotels', 'https://intranet.example/travel'],
    // The provider is set up: to it, and back to the page (query included), whatever the return URL.
    [viaProvider, 'https://intranet.example/travel', '/', '', '/api/user/sso/start?provider=oidc'],
    [
      viaProvider,
      '',
      '/booknow/hotels/search',
      '?city=Paris&rooms=1',
      '/api/user/sso/start?provider=oidc&navigateTo=%2Fbooknow%2Fhotels%2Fsearch%3Fcity%3DParis%26rooms%3D1',
    ],
    [viaProvider, '', '/deal-link', '?dealLinkId=42', '/api/user/sso/start?provider=oidc&navigateTo=%2Fdeal-link%3FdealLinkId%3D42'],
    [viaProvider, '', '/', '?plum=abc', '/api/user/sso/start?provider=oidc&navigateTo=%2F%3Fplum%3Dabc'],
    [viaProvider, '', '/login', '?redirect=%2Ffaqs', '/api/user/sso/start?provider=oidc'],
    // Direct login allowed: the login page, which offers both.
    [providerAndDirect, '', '/faqs', '', '/login?redirect=%2Ffaqs'],
  ])('case %#', (sso, returnUrl, pathname, search, expected) => {
    expect(loginRedirectTarget({ sso, returnUrl, pathname, search })).toBe(expected);
  });
});

describe('afterLoginTarget', () => {
  it.each<[string | null, string]>([
    [null, '/'],
    ['/booknow/hotels', '/booknow/hotels'],
    ['/faqs?x=1', '/faqs?x=1'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/login?redirect=/', '/'],
    ['/logout', '/'],
  ])('%j → %s', (redirect, expected) => {
    expect(afterLoginTarget(redirect)).toBe(expected);
  });
});

describe('shareRedirectsEnabled', () => {
  it.each<[string, boolean]>([
    ['local', true],
    ['prod', false],
    ['qa', false],
    ['uat', false],
    ['dev', false],
  ])('%s → %s', (env, expected) => {
    expect(shareRedirectsEnabled(env)).toBe(expected);
  });
});

describe('logoutTarget', () => {
  it.each<[string, string | undefined, string]>([
    ['', undefined, '/'],
    ['  ', undefined, '/'],
    ['https://intranet.example/travel', undefined, 'https://intranet.example/travel'],
    ['/', undefined, '/'],
    // Signed in through a provider that offers sign-out: its page first, whatever the return URL.
    ['https://intranet.example/travel', 'https://idp.example/session/end?id_token_hint=x', 'https://idp.example/session/end?id_token_hint=x'],
    ['', 'https://idp.example/logout', 'https://idp.example/logout'],
    // Only an http(s) URL is followed.
    ['', 'javascript:alert(1)', '/'],
  ])('%j, provider %j → %s', (returnUrl, providerLogoutUrl, expected) => {
    expect(logoutTarget(returnUrl, providerLogoutUrl)).toBe(expected);
  });
});

describe('opensAuthModal', () => {
  it.each<[string, string, boolean]>([
    ['/login?redirect=%2F', '/', true],
    ['/login?redirect=%2Ffaqs', '/faqs', true],
    ['/signup', '/booknow/hotels/checkout', true],
    ['https://intranet.example/travel', '/', false],
    ['/api/user/sso/start?provider=oidc&navigateTo=%2Fhotels', '/hotels', false],
    ['HTTP://intranet.example/travel', '/faqs', false],
    ['/signup', '/login', false],
    ['/login?redirect=%2F', '/signup', false],
    ['/login', '/loginhelp', true],
  ])('%s from %s → %s', (href, pathname, expected) => {
    expect(opensAuthModal(href, pathname)).toBe(expected);
  });
});
