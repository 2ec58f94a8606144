import type { Agency } from './agency.ts';
import { isOwnerOrAdmin, type NavUser } from './navigation/roles.ts';
import { ROUTES } from './navigation/routes.ts';

/**
 * Spec §3: an Inactive agency's site is blocked. The storefront shows the blocking modal; the API
 * refuses its writes and booking steps.
 */
export function agencyIsBlocked(agency: Pick<Agency, 'status'>): boolean {
  return agency.status === 'Inactive';
}

/** Pages an owner or admin of an Inactive agency may still open, to pay (decision 0151). */
const BILLING_PAGES: readonly string[] = [ROUTES.account.subscription, ROUTES.agentExtra.pay];

/**
 * Whether the blocking modal covers this page (spec §3, decisions 0150 and 0151): on every page of
 * an Inactive agency, except the login page (an owner signs in there to pay) and, for a signed-in
 * owner or admin, the subscription and pay pages. The API decides what may really be done: an
 * agency the operator disabled refuses the sign-in and the payments still.
 */
export function blockingModalShown(agency: Pick<Agency, 'status'>, user: Pick<NavUser, 'userType'> | null, pathname: string): boolean {
  if (!agencyIsBlocked(agency)) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === ROUTES.account.login) return false;
  return !(isOwnerOrAdmin(user) && BILLING_PAGES.includes(path));
}

/** Title of the page when the agency sets none (spec §1). Zod-free: the shell applies it at start-up. */
export function pageTitle(agency: Pick<Agency, 'agencyName' | 'metaData'>): string {
  const title = agency.metaData.title.trim();
  return title !== '' ? title : `${agency.agencyName} Online Hotel, Flight, Car Booking Agency`;
}
