import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../user.ts';
import {
  AGENCY_STAFF_TYPES,
  canReadNavItem,
  isAgencyStaff,
  isAgent,
  logoLinkTarget,
  mayActOnOthersBookings,
  mayEditAgencySettings,
  supportTarget,
} from './roles.ts';
import { makeNavUser } from './test-factories.ts';

const traveller = makeNavUser();
const owner = makeNavUser({ userType: 'AgencyOwner', isTravelAgent: true });
const admin = makeNavUser({ userType: 'Admin', isTravelAgent: true });
const sales = makeNavUser({ userType: 'SalesAgent', isTravelAgent: true });

describe('isAgent', () => {
  it.each([
    [null, false],
    [traveller, false],
    [owner, true],
    [admin, true],
    [sales, true],
    [makeNavUser({ userType: 'Admin', isTravelAgent: false }), true],
    // Spec §6: agent types are AgencyOwner, Admin and SalesAgent, flag or not (the API's agent-only
    // routes let this one in; the web's agent links and support target left it out).
    [makeNavUser({ userType: 'SalesAgent', isTravelAgent: false }), true],
    [makeNavUser({ userType: 'Traveller', isTravelAgent: true }), true],
  ])('case %#', (user, expected) => {
    expect(isAgent(user)).toBe(expected);
  });
});

describe('isAgencyStaff: owners, admins and sales agents by role', () => {
  it.each<[string, ReturnType<typeof makeNavUser> | null, boolean]>([
    ['nobody', null, false],
    ['a traveller', traveller, false],
    ['a traveller flagged as travel agent', makeNavUser({ isTravelAgent: true }), false],
    ['a sales agent without the flag', makeNavUser({ userType: 'SalesAgent' }), true],
    ['an owner', owner, true],
  ])('%s → %s', (_label, user, expected) => expect(isAgencyStaff(user)).toBe(expected));

  it('counts every user type but Traveller as staff (a new type has to be placed here)', () => {
    expect([...AGENCY_STAFF_TYPES].sort()).toEqual(USER_TYPES.filter((type) => type !== 'Traveller').sort());
  });
});

describe('logoLinkTarget', () => {
  it.each([
    [null, { isSubscribed: true, returnUrl: '' }, '/'],
    [null, { isSubscribed: false, returnUrl: '' }, '/'],
    [null, { isSubscribed: true, returnUrl: 'https://agency.example' }, 'https://agency.example'],
    [traveller, { isSubscribed: false, returnUrl: '/x' }, '/x'],
    [owner, { isSubscribed: false, returnUrl: '/x' }, '/subscription'],
    [admin, { isSubscribed: false, returnUrl: '' }, '/subscription'],
    [sales, { isSubscribed: false, returnUrl: '' }, '/'],
    [owner, { isSubscribed: true, returnUrl: '' }, '/'],
  ])('case %#', (user, agency, expected) => {
    expect(logoLinkTarget(user, agency)).toBe(expected);
  });
});

describe('supportTarget', () => {
  it.each([
    [null, '', '/mytrip/support'],
    [traveller, '', '/mytrip/support'],
    [traveller, 'https://help.example/widget', 'https://help.example/widget'],
    [null, 'https://help.example/widget', 'https://help.example/widget'],
    [owner, 'https://help.example/widget', '/settings/support'],
    [admin, '', '/settings/support'],
    [sales, '', '/settings/support'],
  ])('case %#', (user, widget, expected) => {
    expect(supportTarget(user, widget)).toBe(expected);
  });
});

describe('navigation permissions on the server (spec §6, issue #13)', () => {
  const off = { bookings: { read: false }, agents: { read: false } };
  it.each([
    ['an item not stored is readable', sales, 'bookings', true],
    ['an item switched on', makeNavUser({ userType: 'SalesAgent', permissions: { bookings: { read: true } } }), 'bookings', true],
    ['an item switched off', makeNavUser({ userType: 'SalesAgent', permissions: off }), 'bookings', false],
    ['another item switched off', makeNavUser({ userType: 'SalesAgent', permissions: off }), 'dashboard', true],
  ])('canReadNavItem: %s', (_, user, key, expected) => {
    expect(canReadNavItem(user, key)).toBe(expected);
  });

  it.each([
    ['a traveller', traveller, false],
    ['a traveller with a stray permission', makeNavUser({ permissions: { bookings: { read: true } } }), false],
    ['the owner', owner, true],
    ['a sales agent', sales, true],
    ['a restricted agent with Bookings on', makeNavUser({ userType: 'SalesAgent', isRestrictedAgent: true }), true],
    ['an agent with Bookings off', makeNavUser({ userType: 'SalesAgent', permissions: off }), false],
    ['an admin with Bookings off', makeNavUser({ userType: 'Admin', permissions: off }), false],
  ])('mayActOnOthersBookings: %s', (_, user, expected) => {
    expect(mayActOnOthersBookings(user)).toBe(expected);
  });
});

describe('mayEditAgencySettings', () => {
  it.each([
    [null, false],
    [traveller, false],
    [owner, true],
    [admin, true],
    [sales, false],
    [makeNavUser({ userType: 'SalesAgent', isTravelAgent: true, permissions: {} }), false],
  ])('%o → %s', (user, expected) => {
    expect(mayEditAgencySettings(user)).toBe(expected);
  });
});
