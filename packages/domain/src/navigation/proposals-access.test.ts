import { describe, expect, it } from 'vitest';
import type { NavUser } from './roles.ts';
import { mayMakeProposals } from './proposals-access.ts';

const user = (over: Partial<NavUser>): NavUser => ({
  id: 'u',
  userType: 'Traveller',
  isTravelAgent: false,
  isRestrictedAgent: false,
  isRewardWalletEnable: false,
  ...over,
});

describe('mayMakeProposals', () => {
  it.each([
    ['nobody signed in', null, false],
    ['a traveller', user({}), false],
    ['a travel agent', user({ isTravelAgent: true }), true],
    ['a sales agent', user({ userType: 'SalesAgent' }), true],
    ['an owner', user({ userType: 'AgencyOwner' }), true],
    ['an agent whose Proposals permission is off', user({ isTravelAgent: true, permissions: { proposals: { read: false } } }), false],
    ['an agent with other permissions off', user({ isTravelAgent: true, permissions: { bookings: { read: false } } }), true],
  ] as const)('%s: %s', (_name, who, expected) => {
    expect(mayMakeProposals(who)).toBe(expected);
  });
});
