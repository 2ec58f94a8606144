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

/** Agents are travel agents and the agency's owners and admins (spec §6). */
export function isAgent(user: Pick<NavUser, 'userType' | 'isTravelAgent'> | null): boolean {
  return user !== null && (user.isTravelAgent || isOwnerOrAdmin(user));
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
