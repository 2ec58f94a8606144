import { describe, expect, it } from 'vitest';
import { NAV_PERMISSION_KEYS, signupRequestSchema } from './account.ts';
import { BORROWED_PERMISSIONS, sideNavEntries, type SideNavEntry } from './navigation/side-nav.ts';

const flatten = (entries: SideNavEntry[]): string[] => entries.flatMap((e) => [e.key, ...flatten(e.children)]);

describe('NAV_PERMISSION_KEYS', () => {
  it('names every side navigation item except Log Out and those opened by another item’s permission, so each can carry a read permission', () => {
    const owner = { id: 'u', userType: 'AgencyOwner' as const, isTravelAgent: true, isRestrictedAgent: false, isRewardWalletEnable: true };
    const items = flatten(sideNavEntries({ user: owner, bookNowHref: '/booknow/hotels', supportWidgetUrl: '', partnerProfile: false })).filter(
      (k) => k !== 'logout' && !(k in BORROWED_PERMISSIONS),
    );
    expect([...NAV_PERMISSION_KEYS].sort()).toEqual([...new Set(items)].sort());
  });
});

describe('signupRequestSchema redirect', () => {
  it.each([
    ['/booknow/hotels/checkout?id=1', '/booknow/hotels/checkout?id=1'],
    [undefined, undefined],
  ])('%s → %s', (redirect, expected) => {
    const parsed = signupRequestSchema.parse({ firstName: 'A', email: 'a@example.com', password: 'Long-enough-1', redirect });
    expect(parsed.redirect).toBe(expected);
  });

  // Off-site and disguised targets are refused (400 naming the field), not silently dropped.
  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', '/%09/evil.example'])('refuses %s', (redirect) => {
    const parsed = signupRequestSchema.safeParse({ firstName: 'A', email: 'a@example.com', password: 'Long-enough-1', redirect });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['redirect']);
  });
});
