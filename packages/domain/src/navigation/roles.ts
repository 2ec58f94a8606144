import type { NAV_PERMISSION_KEYS } from '../account.ts';
import type { UserType } from '../user.ts';
import { ROUTES } from './routes.ts';

/** The parts of a signed-in user the navigation rules look at. */
export interface NavUser {
  id: string;
  userType: UserType;
  isTravelAgent: boolean;
  isRestrictedAgent: boolean;
  isRewardWalletEnable: boolean;
  /** Absent means every item is readable. */
  permissions?: Record<string, { read: boolean }> | undefined;
}

export function isOwnerOrAdmin(user: Pick<NavUser, 'userType'> | null): boolean {
  return user?.userType === 'AgencyOwner' || user?.userType === 'Admin';
}

/** A navigation item with a read permission (spec §6). */
export type NavPermissionKey = (typeof NAV_PERMISSION_KEYS)[number];

/**
 * Spec §6 navigation permissions: an item is readable unless the user's read permission for it is
 * off. The side navigation greys what is not readable; the API refuses it (issue #13).
 */
export function canReadNavItem(user: Pick<NavUser, 'permissions'>, key: NavPermissionKey | (string & {})): boolean {
  return user.permissions?.[key]?.read ?? true;
}

/** The agency's staff roles, its agent types (spec §6): owners, admins and sales agents. */
export const AGENCY_STAFF_TYPES = ['AgencyOwner', 'Admin', 'SalesAgent'] as const satisfies readonly UserType[];

/** The agency's staff by role: its owners, admins and sales agents (spec §6 agent types). */
/**
 * Who may change the agency's settings (issue #15; spec §6: Website Settings only for AgencyOwner and
 * Admin, SalesAgents' Markup, Website, Payment and Product disabled): the agency's owner and admins.
 * The API enforces it (ownerOnly); the pages call it to explain rather than fail.
 */
export function mayEditAgencySettings(user: Pick<NavUser, 'userType' | 'isTravelAgent'> | null): boolean {
  return isAgent(user) && isOwnerOrAdmin(user);
}

export function isAgencyStaff(user: Pick<NavUser, 'userType'> | null): boolean {
  return user !== null && (AGENCY_STAFF_TYPES as readonly UserType[]).includes(user.userType);
}

/**
 * The agency's staff other than its restricted agents: its owner, admins and sales agents (spec §1's
 * travel agents of the agency). Independent travel agents and restricted agents are not. Who may
 * use the back-office pages the agency shares with its sales agents but not with the rest (the
 * content editor, decision 0127); the API's `staff` rung.
 */
export function isUnrestrictedStaff(user: Pick<NavUser, 'userType' | 'isRestrictedAgent'> | null): boolean {
  return isAgencyStaff(user) && user?.isRestrictedAgent !== true;
}

/**
 * Who may read, and act on, a booking that is not their own: agency staff whose Bookings read
 * permission is on. Everyone else sees only their own bookings.
 */
export function mayActOnOthersBookings(user: Pick<NavUser, 'userType' | 'permissions'>): boolean {
  return isAgencyStaff(user) && canReadNavItem(user, 'bookings');
}

/**
 * Agents (spec §1, §6): travel agents (isTravelAgent) and the agency's staff, whose agent types are
 * AgencyOwner, Admin and SalesAgent. The one definition of the web's agent links and support
 * target, the API's agent-only routes and the back-office's agent list (packages/db listAgents
 * states it in SQL from AGENCY_STAFF_TYPES; a database test checks the two agree on every kind of user).
 */
export function isAgent(user: Pick<NavUser, 'userType' | 'isTravelAgent'> | null): boolean {
  return user !== null && (user.isTravelAgent || isAgencyStaff(user));
}

/**
 * Logo link target (spec §2): the subscription page for an owner or admin of an unsubscribed
 * agency, otherwise the agency return URL, or '/'.
 */
export function logoLinkTarget(user: Pick<NavUser, 'userType'> | null, agency: { isSubscribed: boolean; returnUrl: string }): string {
  if (isOwnerOrAdmin(user) && !agency.isSubscribed) return ROUTES.account.subscription;
  return agency.returnUrl.trim() || ROUTES.home;
}

/**
 * Support target (spec §6): agents go to /settings/support; everyone else to /mytrip/support, or
 * to the agency's help widget when it sets one (`settings.supportWidgetUrl`).
 */
export function supportTarget(user: Pick<NavUser, 'userType' | 'isTravelAgent'> | null, supportWidgetUrl: string): string {
  if (isAgent(user)) return ROUTES.agent.support;
  return supportWidgetUrl.trim() || ROUTES.traveller.support;
}

/**
 * A guest session (decision 0104): someone who booked without an account, or opened a booking by its
 * e-mailed link. It may book and read its own bookings; the API refuses the profile, wallet, saved
 * travellers and support, so the web offers only My Trips and Log Out.
 */
export function isGuestUser(user: { isGuest?: boolean | undefined } | null): boolean {
  return user?.isGuest === true;
}
