import type { BookingMenuItem } from '../agency.ts';
import type { NavUser } from './roles.ts';

/** Booking menu with every service active, in the order the demo seed stores it. */
export function makeMenu(active: Partial<Record<number, boolean>> = {}): BookingMenuItem[] {
  const titles: Array<[number, string]> = [
    [1, 'Hotels'],
    [5, 'Air Travel'],
    [6, 'Resorts'],
    [2, 'Car Rentals'],
    [3, 'Activities'],
    [4, 'Cruise'],
  ];
  return titles.map(([id, title]) => ({ id, title, active: active[id] ?? true }));
}

export function makeNavUser(overrides: Partial<NavUser> = {}): NavUser {
  return {
    id: 'u1',
    userType: 'Traveller',
    isTravelAgent: false,
    isRestrictedAgent: false,
    isRewardWalletEnable: false,
    ...overrides,
  };
}
