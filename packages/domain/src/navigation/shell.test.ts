import { describe, expect, it } from 'vitest';
import {
  analyticsScripts,
  asksAnalyticsConsent,
  footerAddress,
  footerPhone,
  isDealProposalOrCheckout,
  mayLoadAnalytics,
  queryHideFlag,
  savePriceModalEligible,
  shellVisibility,
  type ShellVisibilityInput,
} from './shell.ts';

const base: ShellVisibilityInput = {
  pathname: '/',
  search: '',
  hideHeaderCookie: false,
  hideFooterCookie: false,
  signedIn: false,
  hideHeaderforDealProposal: false,
};

describe('shellVisibility', () => {
  it.each<[string, Partial<ShellVisibilityInput>, { header: boolean; headerMenus: boolean; footer: boolean }]>([
    ['home shows everything', {}, { header: true, headerMenus: true, footer: true }],
    ['hideHeader=true query', { search: '?hideHeader=true' }, { header: false, headerMenus: false, footer: true }],
    ['hideFooter=true query', { search: '?hideFooter=true' }, { header: true, headerMenus: true, footer: false }],
    ['hideHeader cookie', { hideHeaderCookie: true }, { header: false, headerMenus: false, footer: true }],
    ['hideHeader=false overrides the cookie', { hideHeaderCookie: true, search: '?hideHeader=false' }, { header: true, headerMenus: true, footer: true }],
    ['hideFooter cookie', { hideFooterCookie: true }, { header: true, headerMenus: true, footer: false }],
    ['footer hidden on logout', { pathname: '/logout' }, { header: true, headerMenus: true, footer: false }],
    ['header hidden on disapproveProposal', { pathname: '/disapproveProposal' }, { header: false, headerMenus: false, footer: true }],
    ['header hidden on allowAgentProposal', { pathname: '/allowAgentProposal' }, { header: false, headerMenus: false, footer: true }],
    ['deal link, visitor, flag on', { pathname: '/deal-link', hideHeaderforDealProposal: true }, { header: true, headerMenus: false, footer: true }],
    [
      'checkout, visitor, flag on',
      { pathname: '/booknow/hotels/checkout', hideHeaderforDealProposal: true },
      { header: true, headerMenus: false, footer: true },
    ],
    [
      'deal link, signed in, flag on',
      { pathname: '/deal-link', hideHeaderforDealProposal: true, signedIn: true },
      { header: true, headerMenus: true, footer: true },
    ],
    ['deal link, visitor, flag off', { pathname: '/deal-link' }, { header: true, headerMenus: true, footer: true }],
    ['home, visitor, flag on', { hideHeaderforDealProposal: true }, { header: true, headerMenus: true, footer: true }],
  ])('%s', (_, overrides, expected) => {
    expect(shellVisibility({ ...base, ...overrides })).toEqual(expected);
  });

  it.each<[string, 'hideHeader' | 'hideFooter', boolean | null]>([
    ['?hideHeader=true', 'hideHeader', true],
    ['?hideHeader=false', 'hideHeader', false],
    ['?hideHeader=1', 'hideHeader', null],
    ['', 'hideFooter', null],
    ['?hideFooter=true&x=1', 'hideFooter', true],
  ])('queryHideFlag(%s, %s) → %s', (search, name, expected) => {
    expect(queryHideFlag(search, name)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['/deal-link', '', true],
    ['/url/abc', '', true],
    ['/booknow/hotels/deal/42', '', true],
    ['/booknow/hotels', '?proposalId=1', true],
    ['/booknow/hotels/confirm-payment', '', true],
    ['/checkout', '', true],
    ['/booknow/hotels/search', '', false],
    ['/', '', false],
  ])('isDealProposalOrCheckout(%s%s) → %s', (pathname, search, expected) => {
    expect(isDealProposalOrCheckout(pathname, search)).toBe(expected);
  });
});

describe('footerPhone', () => {
  it.each<[string, boolean, string | null]>([
    ['+1 415 555 0134', true, '+1 415 555 0134'],
    ['+1 415 555 0134', false, null],
    ['', true, null],
    ['   ', true, null],
  ])('%j display=%s → %j', (contactPhoneNumber, displaySupportPhoneFooter, expected) => {
    expect(footerPhone({ contactPhoneNumber, displaySupportPhoneFooter })).toBe(expected);
  });
});

describe('footerAddress', () => {
  const address = { addressLine1: '500 Market Street', city: 'San Francisco', state: 'CA', zipCode: '94105', country: 'United States' };
  it.each<[boolean, Partial<typeof address>, string[]]>([
    [true, {}, ['500 Market Street', 'San Francisco, CA 94105', 'United States']],
    [false, {}, []],
    [true, { addressLine1: '', state: '', zipCode: '' }, ['San Francisco', 'United States']],
  ])('case %#', (displayAddressFooter, overrides, expected) => {
    expect(footerAddress({ displayAddressFooter, ...address, ...overrides })).toEqual(expected);
  });
});

describe('analyticsScripts', () => {
  it.each<[boolean, string, string, string[]]>([
    [true, 'G-1', '123', ['google', 'facebook']],
    [true, 'G-1', '', ['google']],
    [true, '', '123', ['facebook']],
    [true, '', '', []],
    [false, 'G-1', '123', []],
  ])('enabled=%s ga=%j fb=%j → %j', (isEnabled, googleAnalyticsId, facebookAnalyticsId, kinds) => {
    expect(analyticsScripts({ isEnabled, googleAnalyticsId, facebookAnalyticsId }).map((s) => s.kind)).toEqual(kinds);
  });

  it('builds the Google tag URL with the id', () => {
    expect(analyticsScripts({ isEnabled: true, googleAnalyticsId: 'G-AB1', facebookAnalyticsId: '' })[0]?.src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-AB1',
    );
  });
});

describe('savePriceModalEligible', () => {
  const ok: Parameters<typeof savePriceModalEligible>[0] = {
    pathname: '/',
    signedIn: false,
    hideSavePriceModal: false,
    sessionFlag: null,
    consentPending: false,
  };
  it.each<[string, Partial<typeof ok>, boolean]>([
    ['visitor on home', {}, true],
    ['signed in', { signedIn: true }, false],
    ['other page', { pathname: '/faqs' }, false],
    ['hidden by agency', { hideSavePriceModal: true }, false],
    ['dismissed this session', { sessionFlag: 'false' }, false],
    ['the analytics banner still waits for an answer', { consentPending: true }, false],
  ])('%s', (_, overrides, expected) => {
    expect(savePriceModalEligible({ ...ok, ...overrides })).toBe(expected);
  });
});

describe('analytics consent (decision 0015)', () => {
  const ids = { isEnabled: true, googleAnalyticsId: 'G-1', facebookAnalyticsId: '' };
  const agency = (askAnalyticsConsent: boolean, analytics = ids) => ({ analytics, settings: { askAnalyticsConsent } });

  it('asks only an agency that has analytics to load and asks first', () => {
    expect(asksAnalyticsConsent(agency(true))).toBe(true);
    expect(asksAnalyticsConsent(agency(false))).toBe(false);
    expect(asksAnalyticsConsent(agency(true, { ...ids, isEnabled: false }))).toBe(false);
    expect(asksAnalyticsConsent(agency(true, { ...ids, googleAnalyticsId: ' ' }))).toBe(false);
  });

  it('asks an agency with ads and no analytics too: one banner for both (decision 0149)', () => {
    const ads = { isEnabled: true, adsenseClientId: 'ca-pub-1234567890123456', adsenseSlotId: '1234567890' };
    const noAnalytics = { ...ids, isEnabled: false };
    expect(asksAnalyticsConsent({ ...agency(true, noAnalytics), advertising: ads })).toBe(true);
    expect(asksAnalyticsConsent({ ...agency(true, noAnalytics), advertising: { ...ads, isEnabled: false } })).toBe(false);
    expect(asksAnalyticsConsent({ ...agency(false, noAnalytics), advertising: ads })).toBe(false);
  });

  it('loads after Accept, or at once where the agency does not ask', () => {
    expect([null, 'denied', 'granted'].map((c) => mayLoadAnalytics(agency(true), c as 'granted' | 'denied' | null))).toEqual([false, false, true]);
    expect([null, 'denied', 'granted'].map((c) => mayLoadAnalytics(agency(false), c as 'granted' | 'denied' | null))).toEqual([true, true, true]);
  });
});
