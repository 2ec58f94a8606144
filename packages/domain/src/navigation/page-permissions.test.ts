import { describe, expect, it } from 'vitest';
import { NAV_PERMISSION_KEYS, type NavPermissionKey } from '../account.ts';
import { SETTINGS_SECTIONS } from '../settings.ts';
import {
  canReadAnyNavPage,
  canReadNavPage,
  navGroupOf,
  navPageRefusal,
  navPagesRefusal,
  OWNER_OR_ADMIN_PAGES,
  SETTINGS_READER_PAGES,
  SETTINGS_SECTION_PAGES,
} from './page-permissions.ts';
import { SALES_AGENT_DISABLED } from './side-nav.ts';
import { sideNavEntries, sideNavPermission } from './side-nav.ts';
import { makeNavUser } from './test-factories.ts';

const off = (...keys: NavPermissionKey[]) => makeNavUser({ permissions: Object.fromEntries(keys.map((k) => [k, { read: false }])) });
const allOff = off(...NAV_PERMISSION_KEYS);

describe('canReadNavPage', () => {
  it.each<[string, ReturnType<typeof makeNavUser>, NavPermissionKey, boolean]>([
    ['no permissions stored (a traveller): readable', makeNavUser(), 'websiteSettings', true],
    ['every permission off: not readable', allOff, 'support', false],
    ['own item off', off('customizeTheme'), 'customizeTheme', false],
    ['group off greys its item', off('settings'), 'websiteSettings', false],
    ['group off leaves a top-level item', off('settings'), 'customizeTheme', true],
    ['item off leaves its sibling', off('websiteSettings'), 'markupSettings', true],
    ['wallet group off greys Wallet Details', off('wallet'), 'walletDetails', false],
    ['the group page itself', off('settings'), 'settings', false],
  ])('%s', (_, user, key, expected) => {
    expect(canReadNavPage(user, key)).toBe(expected);
  });

  it('agrees with the side navigation for every item, whatever one permission is off', () => {
    const owner = { id: 'o', userType: 'AgencyOwner' as const, isTravelAgent: true, isRestrictedAgent: false, isRewardWalletEnable: true };
    for (const turnedOff of NAV_PERMISSION_KEYS) {
      const user = { ...owner, permissions: { [turnedOff]: { read: false } } };
      const entries = sideNavEntries({ user, bookNowHref: '/booknow', supportWidgetUrl: '', partnerProfile: false }).flatMap((e) => [e, ...e.children]);
      for (const entry of entries) {
        if (entry.key === 'logout') continue;
        expect(entry.disabled, `${entry.key} with ${turnedOff} off`).toBe(!canReadNavPage(user, sideNavPermission(entry.key)));
      }
    }
  });
});

describe('canReadAnyNavPage', () => {
  it.each<[string, ReturnType<typeof makeNavUser>, NavPermissionKey | NavPermissionKey[], boolean]>([
    ['one key', off('support'), 'support', false],
    ['any one of several readable', off('settings'), ['websiteSettings', 'customizeTheme'], true],
    ['none of several readable', off('settings', 'customizeTheme'), ['websiteSettings', 'customizeTheme'], false],
    ['an empty list lets nobody in', makeNavUser(), [], false],
  ])('%s', (_, user, keys, expected) => {
    expect(canReadAnyNavPage(user, keys)).toBe(expected);
  });
});

describe('navPageRefusal', () => {
  const owner = makeNavUser({ userType: 'AgencyOwner', isTravelAgent: true });
  const sales = makeNavUser({ userType: 'SalesAgent', isTravelAgent: true });
  it.each<[string, ReturnType<typeof makeNavUser>, NavPermissionKey, 'role' | 'permission' | null]>([
    ['owner: agents', owner, 'agents', null],
    ['admin: customize theme', makeNavUser({ userType: 'Admin', isTravelAgent: true }), 'customizeTheme', null],
    ['sales agent: agents', sales, 'agents', 'role'],
    ['sales agent: applications', sales, 'applications', 'role'],
    ['sales agent: customize theme', sales, 'customizeTheme', 'role'],
    ['sales agent: clients', sales, 'clients', null],
    ['restricted agent: applications', makeNavUser({ isTravelAgent: true, isRestrictedAgent: true }), 'applications', 'role'],
    ['owner with agents turned off', { ...owner, permissions: { agents: { read: false } } }, 'agents', 'permission'],
    ['sales agent with clients turned off', { ...sales, permissions: { clients: { read: false } } }, 'clients', 'permission'],
  ])('%s → %s', (_, user, key, expected) => expect(navPageRefusal(user, key)).toBe(expected));

  it('covers every settings link spec §6 disables for a SalesAgent', () => {
    for (const key of SALES_AGENT_DISABLED) expect(OWNER_OR_ADMIN_PAGES.has(key)).toBe(true);
  });

  it.each<[string, ReturnType<typeof makeNavUser>, NavPermissionKey[], 'role' | 'permission' | null]>([
    ['one page opens', sales, ['agents', 'clients'], null],
    ['the role closes all', sales, ['agents', 'applications'], 'role'],
    ['a permission closes one the role opens', { ...sales, permissions: { clients: { read: false } } }, ['agents', 'clients'], 'permission'],
  ])('several pages: %s', (_, user, keys, expected) => expect(navPagesRefusal(user, keys)).toBe(expected));
});

describe('settings pages', () => {
  it('names a page for every section, and reading the settings needs any of them', () => {
    expect(Object.keys(SETTINGS_SECTION_PAGES).sort()).toEqual([...SETTINGS_SECTIONS].sort());
    expect([...SETTINGS_READER_PAGES].sort()).toEqual([
      'customizeTheme',
      'markupSettings',
      'paymentSettings',
      'productSettings',
      'walletDetails',
      'websiteSettings',
    ]);
  });

  it.each<[NavPermissionKey, NavPermissionKey | null]>([
    ['websiteSettings', 'settings'],
    ['walletDetails', 'wallet'],
    ['customizeTheme', null],
    ['settings', null],
  ])('%s sits in %s', (key, group) => {
    expect(navGroupOf(key)).toBe(group);
  });
});
