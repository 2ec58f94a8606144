import { describe, expect, it } from 'vitest';
import { dealLinkCodeIn, dealLinkLanding, normaliseDealLinkCode, pastedDealLinkTarget, sendsAuthOptional } from './deal-link.ts';

describe('normaliseDealLinkCode', () => {
  it.each([
    ['7K3M9Q2X', '7K3M9Q2X'],
    ['7k3m9q2x', '7K3M9Q2X'],
    [' 7K3M9Q2X ', '7K3M9Q2X'],
    ['7K3M9Q2', null],
    ['7K3M9Q2XY', null],
    ['7K3M9Q2O', null],
    ['7K3M9Q2U', null],
    ['42', null],
    ['', null],
    [null, null],
  ])('%s → %s', (raw, code) => expect(normaliseDealLinkCode(raw)).toBe(code));

  it('reads the code of a page query', () => {
    expect(dealLinkCodeIn('?tab=Hotels&dealLinkId=7k3m9q2x')).toBe('7K3M9Q2X');
    expect(dealLinkCodeIn('?dealLinkId=42')).toBeNull();
    expect(dealLinkCodeIn('')).toBeNull();
  });
});

describe('dealLinkLanding', () => {
  it.each([
    ['/booknow/hotels/v2/search?destination=Paris&lat=1', '/booknow/hotels/v2/search?destination=Paris&lat=1&dealLinkId=AAAABBBB'],
    ['/booknow/cars', '/booknow/cars?dealLinkId=AAAABBBB'],
    ['/booknow/cars?dealLinkId=ZZZZZZZZ&x=1', '/booknow/cars?dealLinkId=AAAABBBB&x=1'],
  ])('%s → %s', (target, landing) => expect(dealLinkLanding(target, 'AAAABBBB')).toBe(landing));
});

describe('pastedDealLinkTarget', () => {
  const host = 'sunrise.localhost:3000';
  it.each([
    ['http://sunrise.localhost:3000/booknow/hotels/v2/search?destination=Paris', { target: '/booknow/hotels/v2/search?destination=Paris', product: 'hotel' }],
    ['https://sunrise.localhost:3000/booknow/flights/search?from=LHR&dealLinkId=AAAABBBB', { target: '/booknow/flights/search?from=LHR', product: 'flight' }],
    ['/booknow/cars/search?pickup=x', { target: '/booknow/cars/search?pickup=x', product: 'car' }],
    ['  /hotel-details?id=1 ', { target: '/hotel-details?id=1', product: 'hotel' }],
    ['http://sunrise.localhost:3000/about', { target: '/about', product: null }],
    ['https://elsewhere.example/booknow/hotels', null],
    ['//elsewhere.example/booknow/hotels', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s', (pasted, answer) => expect(pastedDealLinkTarget(pasted, host)).toEqual(answer));
});

describe('sendsAuthOptional (spec §6)', () => {
  const visitor = { signedIn: false, pathname: '/', search: '', dealLink: null };
  it.each([
    [{ ...visitor }, false],
    [{ ...visitor, signedIn: true, pathname: '/url/AAAABBBB' }, false],
    [{ ...visitor, pathname: '/url/AAAABBBB' }, true],
    [{ ...visitor, pathname: '/allowAgentProposal', search: '?proposalId=1' }, true],
    [{ ...visitor, pathname: '/booknow/hotels/deal/1' }, true],
    [{ ...visitor, search: '?dealLinkId=AAAABBBB' }, true],
    [{ ...visitor, pathname: '/booknow/hotels/v2/search', dealLink: 'AAAABBBB' }, true],
    [{ ...visitor, pathname: '/booknow/hotels/v2/search' }, false],
  ])('%j → %s', (input, sends) => expect(sendsAuthOptional(input)).toBe(sends));
});
