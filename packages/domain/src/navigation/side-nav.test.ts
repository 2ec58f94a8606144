import { describe, expect, it } from 'vitest';
import { canSeeWebsiteSettings, showSideNav, sideNavEntries, type SideNavEntry, type SideNavInput } from './side-nav.ts';
import { makeNavUser } from './test-factories.ts';

const owner = makeNavUser({ id: 'o1', userType: 'AgencyOwner', isTravelAgent: true, isRewardWalletEnable: true });
const sales = makeNavUser({ id: 's1', userType: 'SalesAgent', isTravelAgent: true });
const input = (overrides: Partial<SideNavInput> = {}): SideNavInput => ({
  user: owner,
  bookNowHref: '/booknow/hotels/v2',
  supportWidgetUrl: '',
  partnerProfile: false,
  ...overrides,
});
const flatten = (entries: SideNavEntry[]): SideNavEntry[] => entries.flatMap((e) => [e, ...e.children]);
const byKey = (entries: SideNavEntry[], key: string) => flatten(entries).find((e) => e.key === key);

describe('sideNavEntries', () => {
  it('lists the entries in the order of spec §2', () => {
    expect(sideNavEntries(input()).map((e) => e.key)).toEqual([
      'dashboard',
      'bookNow',
      'clients',
      'agents',
      'bookings',
      'proposals',
      'settings',
      'wallet',
      'academy',
      'dealLink',
      'applications',
      'customizeTheme',
      'pay',
      'support',
      'searches',
      'logout',
    ]);
    expect(byKey(sideNavEntries(input()), 'settings')?.children.map((c) => c.key)).toEqual([
      'markupSettings',
      'websiteSettings',
      'profileSettings',
      'paymentSettings',
      'productSettings',
      'supplierSettings',
      'loginSettings',
      'contentSettings',
    ]);
    expect(byKey(sideNavEntries(input()), 'wallet')?.children.map((c) => c.key)).toEqual(['walletDetails']);
  });

  it.each<[string, Partial<SideNavInput>, string, Partial<SideNavEntry> | undefined]>([
    ["agents link to the agency's agents", {}, 'agents', { href: '/users/agents' }],
    ['book now uses the given target', {}, 'bookNow', { href: '/booknow/hotels/v2' }],
    ['no book now without active service', { bookNowHref: null }, 'bookNow', undefined],
    ['support goes to settings for agents', { supportWidgetUrl: 'https://help.example' }, 'support', { href: '/settings/support' }],
    ['academy opens a new tab', {}, 'academy', { href: '/academy', newTab: true }],
    ['wallet hidden without reward wallet', { user: { ...owner, isRewardWalletEnable: false } }, 'wallet', undefined],
    ['log out hidden with a partner profile', { partnerProfile: true }, 'logout', undefined],
    ['sales agent: markup disabled', { user: sales }, 'markupSettings', { disabled: true }],
    ['sales agent: website disabled', { user: sales }, 'websiteSettings', { disabled: true }],
    ['sales agent: payment disabled', { user: sales }, 'paymentSettings', { disabled: true }],
    ['sales agent: product disabled', { user: sales }, 'productSettings', { disabled: true }],
    ['sales agent: suppliers greyed like product', { user: sales }, 'supplierSettings', { href: '/settings/suppliers', disabled: true, refusal: 'role' }],
    [
      "suppliers open by product's read permission",
      { user: { ...owner, permissions: { productSettings: { read: false } } } },
      'supplierSettings',
      { disabled: true, refusal: 'permission' },
    ],
    ['owner: suppliers enabled', {}, 'supplierSettings', { disabled: false }],
    ['sales agent: login greyed like website', { user: sales }, 'loginSettings', { href: '/settings/login', disabled: true, refusal: 'role' }],
    [
      "login opens by website's read permission",
      { user: { ...owner, permissions: { websiteSettings: { read: false } } } },
      'loginSettings',
      { disabled: true, refusal: 'permission' },
    ],
    ['owner: login enabled', {}, 'loginSettings', { disabled: false }],
    ['content opens the editor', {}, 'contentSettings', { href: '/settings/content', disabled: false }],
    ['sales agent: content greyed like website', { user: sales }, 'contentSettings', { href: '/settings/content', disabled: true, refusal: 'role' }],
    ['sales agent: profile enabled', { user: sales }, 'profileSettings', { disabled: false, refusal: null }],
    ['sales agent: agents greyed for the role', { user: sales }, 'agents', { disabled: true, refusal: 'role' }],
    ['sales agent: applications greyed for the role', { user: sales }, 'applications', { disabled: true, refusal: 'role' }],
    ['sales agent: customize theme greyed for the role', { user: sales }, 'customizeTheme', { disabled: true, refusal: 'role' }],
    ['sales agent: clients stays', { user: sales }, 'clients', { disabled: false }],
    ['a restricted agent: agents greyed', { user: makeNavUser({ isTravelAgent: true, isRestrictedAgent: true }) }, 'agents', { refusal: 'role' }],
    ['admin: applications enabled', { user: { ...owner, userType: 'Admin' } }, 'applications', { disabled: false }],
    ['owner: markup enabled', {}, 'markupSettings', { disabled: false }],
    [
      'no read permission greys the entry',
      { user: { ...owner, permissions: { clients: { read: false } } } },
      'clients',
      { disabled: true, refusal: 'permission' },
    ],
    ['read permission keeps it', { user: { ...owner, permissions: { clients: { read: true } } } }, 'clients', { disabled: false }],
    ['missing key in permissions is readable', { user: { ...owner, permissions: { clients: { read: false } } } }, 'bookings', { disabled: false }],
    ['a greyed group greys its children', { user: { ...owner, permissions: { settings: { read: false } } } }, 'profileSettings', { disabled: true }],
    ['log out is never greyed', { user: { ...owner, permissions: { logout: { read: false } } } }, 'logout', { disabled: false }],
  ])('%s', (_, overrides, key, expected) => {
    const found = byKey(sideNavEntries(input(overrides)), key);
    if (expected === undefined) expect(found).toBeUndefined();
    else expect(found).toMatchObject(expected);
  });
});

describe('showSideNav / canSeeWebsiteSettings', () => {
  it.each([
    [null, false, false],
    [makeNavUser(), false, false],
    [owner, true, true],
    [makeNavUser({ userType: 'Admin', isTravelAgent: true }), true, true],
    [sales, true, false],
  ])('case %#', (user, side, website) => {
    expect(showSideNav(user)).toBe(side);
    expect(canSeeWebsiteSettings(user)).toBe(website);
  });
});
