import { describe, expect, it } from 'vitest';
import {
  accountStatus,
  agentRoleOf,
  deactivationRefusal,
  permissionChangeRefusal,
  reactivationRefusal,
  roleChangeRefusal,
  roleFields,
  type AgentRole,
} from './people.ts';
import type { UserType } from './user.ts';

const owner = { id: 'o', userType: 'AgencyOwner' as UserType };
const admin = { id: 'a', userType: 'Admin' as UserType };
const sales = { id: 's', userType: 'SalesAgent' as UserType };

describe('roleChangeRefusal', () => {
  it.each<
    [
      string,
      { id: string; userType: UserType },
      { id: string; userType: UserType; disabled?: boolean },
      AgentRole,
      number,
      ReturnType<typeof roleChangeRefusal>,
    ]
  >([
    ['an admin promotes a sales agent to admin', admin, sales, 'Admin', 1, null],
    ['an admin cannot make an owner', admin, sales, 'AgencyOwner', 1, 'ownerOnly'],
    ['an admin cannot demote an owner', admin, owner, 'Admin', 2, 'ownerOnly'],
    ['an owner makes another owner', owner, admin, 'AgencyOwner', 1, null],
    ['the last owner cannot step down', owner, owner, 'Admin', 1, 'lastOwner'],
    ['an owner steps down when another is active', owner, owner, 'SalesAgent', 2, null],
    ['a disabled owner may be demoted even if one active owner is left', owner, { ...admin, userType: 'AgencyOwner', disabled: true }, 'Admin', 1, null],
    ['an owner stays an owner', owner, owner, 'AgencyOwner', 1, null],
  ])('%s', (_, actor, target, to, owners, expected) => {
    expect(roleChangeRefusal(actor, { disabled: false, ...target }, to, owners)).toBe(expected);
  });
});

describe('deactivationRefusal', () => {
  it.each<[string, { id: string; userType: UserType }, { id: string; userType: UserType }, number, ReturnType<typeof deactivationRefusal>]>([
    ['an admin deactivates a sales agent', admin, sales, 1, null],
    ['the last owner cannot be deactivated, even by themself', owner, owner, 1, 'lastOwner'],
    ['nobody deactivates themself', admin, admin, 1, 'self'],
    ['an owner cannot deactivate themself either', owner, owner, 2, 'self'],
    ['an admin cannot deactivate an owner', admin, { id: 'o2', userType: 'AgencyOwner' }, 2, 'ownerOnly'],
    ['an owner deactivates another owner', owner, { id: 'o2', userType: 'AgencyOwner' }, 2, null],
  ])('%s', (_, actor, target, owners, expected) => {
    expect(deactivationRefusal(actor, target, owners)).toBe(expected);
  });
});

describe('permissionChangeRefusal', () => {
  it.each<[string, { id: string; userType: UserType }, { id: string; userType: UserType }, ReturnType<typeof permissionChangeRefusal>]>([
    ['an owner sets an admin’s', owner, admin, null],
    ['an admin sets a sales agent’s', admin, sales, null],
    ['an admin sets another admin’s', admin, { id: 'a2', userType: 'Admin' }, null],
    ['an admin cannot set their own', admin, admin, 'selfPermissions'],
    ['an owner cannot set their own either (an owner reads everything)', owner, owner, 'ownerPermissions'],
    ['a sales agent cannot set their own', sales, sales, 'selfPermissions'],
    ['an admin cannot set an owner’s', admin, owner, 'ownerPermissions'],
    ['nor can another owner', owner, { id: 'o2', userType: 'AgencyOwner' }, 'ownerPermissions'],
  ])('%s', (_, actor, target, expected) => {
    expect(permissionChangeRefusal(actor, target)).toBe(expected);
  });
});

describe('reactivationRefusal', () => {
  it.each<[string, { id: string; userType: UserType }, { id: string; userType: UserType }, ReturnType<typeof reactivationRefusal>]>([
    ['an admin reactivates a sales agent', admin, sales, null],
    ['an admin reactivates an admin', admin, { id: 'a2', userType: 'Admin' }, null],
    ['an admin cannot reactivate an owner', admin, { id: 'o2', userType: 'AgencyOwner' }, 'ownerOnly'],
    ['an owner reactivates an owner', owner, { id: 'o2', userType: 'AgencyOwner' }, null],
  ])('%s', (_, actor, target, expected) => {
    expect(reactivationRefusal(actor, target)).toBe(expected);
  });
});

describe('roles and states', () => {
  it('maps roles to stored fields and back', () => {
    for (const role of ['AgencyOwner', 'Admin', 'SalesAgent', 'RestrictedSalesAgent'] as const) expect(agentRoleOf(roleFields(role))).toBe(role);
    expect(roleFields('RestrictedSalesAgent')).toEqual({ userType: 'SalesAgent', isTravelAgent: true, isRestrictedAgent: true });
  });

  it('tells an account state', () => {
    expect(accountStatus({ disabledAt: null, invitedAt: null, hasPassword: true })).toBe('active');
    expect(accountStatus({ disabledAt: null, invitedAt: new Date(), hasPassword: false })).toBe('invited');
    expect(accountStatus({ disabledAt: null, invitedAt: new Date(), hasPassword: true })).toBe('active');
    expect(accountStatus({ disabledAt: new Date(), invitedAt: new Date(), hasPassword: false })).toBe('disabled');
  });
});
