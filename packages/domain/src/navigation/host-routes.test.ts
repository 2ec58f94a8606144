import { describe, expect, it } from 'vitest';
import { hostRouteFlags } from './host-routes.ts';
import { fillRoute, isExternalHref, safeRedirectPath, withQuery } from './routes.ts';
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
  ])('safeRedirectPath(%j) → %s', (candidate, expected) => {
    expect(safeRedirectPath(candidate)).toBe(expected);
  });
});
