import { describe, expect, it } from 'vitest';
import { hostRouteFlags } from './host-routes.ts';
import { fillRoute, isExternalHref, normaliseRedirectPath, safeRedirectPath, withQuery } from './routes.ts';
import { makeMenu } from './test-factories.ts';

describe('hostRouteFlags', () => {
  it.each<[boolean, boolean, string, { shareRedirects: boolean; topDestinations: boolean; resorts: boolean }]>([
    [true, true, 'local', { shareRedirects: true, topDestinations: true, resorts: true }],
    [false, true, 'prod', { shareRedirects: false, topDestinations: false, resorts: true }],
    [true, false, 'qa', { shareRedirects: false, topDestinations: true, resorts: false }],
  ])('top=%s resorts=%s env=%s', (displayTopDestinations, resortsActive, env, expected) => {
    expect(hostRouteFlags({ displayTopDestinations, bookingMenuItemOptions: makeMenu({ 6: resortsActive }) }, env)).toEqual(expected);
  });
});

describe('route helpers', () => {
  it.each<[string, Record<string, string>, string]>([
    ['/url/:id', { id: 'a b' }, '/url/a%20b'],
    ['/booknow/hotels/deal/:proposalId', { proposalId: '42' }, '/booknow/hotels/deal/42'],
  ])('fillRoute(%s)', (pattern, params, expected) => {
    expect(fillRoute(pattern, params)).toBe(expected);
  });

  it('fillRoute rejects a missing parameter', () => {
    expect(() => fillRoute('/url/:id', {})).toThrow(/id/);
  });

  it.each<[string, Record<string, string | undefined>, string]>([
    ['/login', { redirect: '/' }, '/login?redirect=%2F'],
    ['/login', { redirect: undefined }, '/login'],
    ['/x?a=1', { b: '2' }, '/x?a=1&b=2'],
  ])('withQuery(%s, %j)', (path, query, expected) => {
    expect(withQuery(path, query)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['https://a.example', true],
    ['HTTP://a.example', true],
    ['/about', false],
    ['mailto:a@b.c', false],
  ])('isExternalHref(%s) → %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });

  it.each<[string | null, string]>([
    ['/ok', '/ok'],
    ['//evil', '/'],
    ['/\\evil', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
    ['/%09/evil.example', '/'],
  ])('safeRedirectPath(%j) → %s', (candidate, expected) => {
    expect(safeRedirectPath(candidate)).toBe(expected);
  });

  it.each<[string | null | undefined, string | null]>([
    // Same-site paths, kept (normalised).
    ['/', '/'],
    ['/mytrip/mytrips', '/mytrip/mytrips'],
    ['/booknow/hotels/checkout?id=7&x=a%26b#top', '/booknow/hotels/checkout?id=7&x=a%26b#top'],
    ['/hotels?searchString=New York', '/hotels?searchString=New%20York'],
    ['/a/./b/../c', '/a/c'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/%2e%2e/x', '/x'],
    // Other sites and schemes.
    ['https://evil.example', null],
    ['HTTP://evil.example/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['\\/evil.example', null],
    // Control characters and whitespace that parsers drop or trim, raw or percent-encoded.
    ['/%09/evil.example', null],
    ['/%0a/evil.example', null],
    ['/%0D%0A/evil.example', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/\u0000x', null],
    ['/%7f', null],
    [' /ok', null],
    ['\t//evil.example', null],
    // Encoded slashes and backslashes that decode to another site.
    ['/%2F/evil.example', null],
    ['/%2fevil.example', null],
    ['/%5C/evil.example', null],
    ['/%5cevil.example', null],
    // Dot segments that normalise to a path starting with two slashes (another host), in every spelling.
    ['/..//evil.example/about-us', null],
    ['/.//evil.example', null],
    ['/a/..//evil.example', null],
    ['/%2E%2E//evil.example', null],
    ['/%2e//evil.example', null],
    ['/..\\/evil.example', null],
    ['/a/b/../..//evil.example', null],
    ['/a/../b', '/b'],
    // Malformed, empty, too long.
    ['/%E0%A4%A', null],
    ['', null],
    [null, null],
    [undefined, null],
    [`/${'a'.repeat(2000)}`, null],
  ])('normaliseRedirectPath(%j) → %j', (candidate, expected) => {
    expect(normaliseRedirectPath(candidate)).toBe(expected);
  });
});
