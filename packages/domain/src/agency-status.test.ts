import { describe, expect, it } from 'vitest';
import { agencyIsBlocked, blockingModalShown } from './agency-status.ts';

describe('agencyIsBlocked (spec §3)', () => {
  it.each([
    ['Active', false],
    ['Inactive', true],
  ] as const)('%s → %s', (status, blocked) => {
    expect(agencyIsBlocked({ status })).toBe(blocked);
  });
});

describe('blockingModalShown (spec §3, decision 0151)', () => {
  const owner = { userType: 'AgencyOwner' } as const;
  const admin = { userType: 'Admin' } as const;
  const agent = { userType: 'SalesAgent' } as const;
  const traveller = { userType: 'Traveller' } as const;
  it.each([
    ['Active', owner, '/', false],
    ['Active', null, '/subscription', false],
    ['Inactive', null, '/', true],
    ['Inactive', null, '/login', false],
    ['Inactive', null, '/subscription', true],
    ['Inactive', owner, '/', true],
    ['Inactive', owner, '/subscription', false],
    ['Inactive', owner, '/subscription/', false],
    ['Inactive', admin, '/pay', false],
    ['Inactive', owner, '/booknow/hotels', true],
    ['Inactive', agent, '/subscription', true],
    ['Inactive', traveller, '/pay', true],
  ] as const)('%s agency, %o on %s → %s', (status, user, pathname, shown) => {
    expect(blockingModalShown({ status }, user, pathname)).toBe(shown);
  });
});
