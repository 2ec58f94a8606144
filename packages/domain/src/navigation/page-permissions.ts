import type { SettingsSection } from '../settings.ts';
import { canReadNavItem, isOwnerOrAdmin, isUnrestrictedStaff, type NavPermissionKey, type NavUser } from './roles.ts';

/**
 * The side navigation's groups (spec §2) and their items. A greyed group greys its items (spec §6),
 * so the page behind an item opens only when the group's read permission is on too.
 */
export const NAV_GROUPS = {
  settings: ['markupSettings', 'websiteSettings', 'profileSettings', 'paymentSettings', 'productSettings'],
  wallet: ['walletDetails'],
} as const satisfies Partial<Record<NavPermissionKey, readonly NavPermissionKey[]>>;

/** The group an item sits in, or null for a top-level item. */
export function navGroupOf(key: NavPermissionKey): NavPermissionKey | null {
  for (const [group, items] of Object.entries(NAV_GROUPS) as Array<[NavPermissionKey, readonly NavPermissionKey[]]>) {
    if (items.includes(key)) return group;
  }
  return null;
}

/**
 * Spec §6 ("items appear only when the read permission is true"): whether the user may open the
 * back-office page behind navigation item `key`, its own read permission and its group's. The side
 * navigation greys by it; the API refuses by it (403), so a page the navigation greys cannot be
 * reached by calling its API directly.
 */
export function canReadNavPage(user: Pick<NavUser, 'permissions'>, key: NavPermissionKey): boolean {
  const group = navGroupOf(key);
  return canReadNavItem(user, key) && (group === null || canReadNavItem(user, group));
}

/** Whether the user may open at least one of the pages: for an API several pages share. */
export function canReadAnyNavPage(user: Pick<NavUser, 'permissions'>, keys: NavPermissionKey | readonly NavPermissionKey[]): boolean {
  return (typeof keys === 'string' ? [keys] : keys).some((key) => canReadNavPage(user, key));
}

/**
 * The back-office pages only the agency's owner or an admin may use: managing agents and their
 * applications, and every agency settings page (the API guards them with ownerOnly). Spec §6 greys
 * a SalesAgent's Markup, Website, Payment and Product settings; the same holds for Agents,
 * Applications and Customize Theme, and for any agent who is neither owner nor admin.
 */
export const OWNER_OR_ADMIN_PAGES: ReadonlySet<NavPermissionKey> = new Set<NavPermissionKey>([
  'agents',
  'applications',
  'customizeTheme',
  'markupSettings',
  'websiteSettings',
  'paymentSettings',
  'productSettings',
]);

/** Why a user may not open a back-office page: their role, or a read permission turned off. */
export type NavPageRefusal = 'role' | 'permission';

/**
 * Whether the user may open the page behind navigation item `key`, and if not why: the one rule
 * the side navigation greys and explains by and the API refuses by (403 with the matching message).
 */
export function navPageRefusal(user: Pick<NavUser, 'userType' | 'permissions'>, key: NavPermissionKey): NavPageRefusal | null {
  if (OWNER_OR_ADMIN_PAGES.has(key) && !isOwnerOrAdmin(user)) return 'role';
  return canReadNavPage(user, key) ? null : 'permission';
}

/**
 * Who may use a back-office page the agency's staff share, SalesAgents included, and if not why: its
 * owner, admins and sales agents, restricted agents excepted (isUnrestrictedStaff), whose read
 * permission of one of `keys` (and of its group) is on. Unlike navPageRefusal the page's own role
 * (OWNER_OR_ADMIN_PAGES) is not asked: the API's `staff` rung and its pages refuse by this.
 */
export function staffPageRefusal(
  user: Pick<NavUser, 'userType' | 'isRestrictedAgent' | 'permissions'>,
  keys: NavPermissionKey | readonly NavPermissionKey[],
): NavPageRefusal | null {
  if (!isUnrestrictedStaff(user)) return 'role';
  return canReadAnyNavPage(user, keys) ? null : 'permission';
}

/** The page whose read permission opens the content editor: the content is part of the website. */
export const CONTENT_EDITOR_PAGE = 'websiteSettings' satisfies NavPermissionKey;

/**
 * Who may write the agency's posts, destination pages, hidden gems and terms (/settings/content,
 * decision 0127), and if not why: the agency's owner, admins and sales agents (never travellers,
 * independent travel agents or restricted agents) whose Website Settings read permission (and its
 * group's) is on. Unlike the rest of Website Settings a SalesAgent may, when that permission is on:
 * writing a post is an agent's work, not a change of the agency's settings. The side navigation
 * greys by it; the content API refuses by it (the `staff` rung with this page).
 */
export function contentEditRefusal(user: Pick<NavUser, 'userType' | 'isRestrictedAgent' | 'permissions'>): NavPageRefusal | null {
  return staffPageRefusal(user, CONTENT_EDITOR_PAGE);
}

/**
 * The refusal of an API several pages share: null when any one of them opens; 'permission' when a
 * permission closes one the role would open, else 'role'.
 */
export function navPagesRefusal(user: Pick<NavUser, 'userType' | 'permissions'>, keys: NavPermissionKey | readonly NavPermissionKey[]): NavPageRefusal | null {
  const refusals = (typeof keys === 'string' ? [keys] : keys).map((key) => navPageRefusal(user, key));
  if (refusals.includes(null)) return null;
  return refusals.includes('permission') ? 'permission' : 'role';
}

/**
 * The page, by its navigation item, where each section of the agency settings is edited: saving a
 * section needs that page. Customize Theme is a top-level item; the reward wallet and the academy's
 * address are edited on Wallet Details.
 */
export const SETTINGS_SECTION_PAGES: Readonly<Record<SettingsSection, NavPermissionKey>> = {
  website: 'websiteSettings',
  theme: 'customizeTheme',
  markup: 'markupSettings',
  product: 'productSettings',
  payment: 'paymentSettings',
  wallet: 'walletDetails',
  academy: 'walletDetails',
  // The Login page borrows Website Settings' permission (side-nav.ts BORROWED_PERMISSIONS).
  login: 'websiteSettings',
};

/** Every page that shows the agency settings: reading them needs any one of these. */
export const SETTINGS_READER_PAGES: readonly NavPermissionKey[] = [...new Set(Object.values(SETTINGS_SECTION_PAGES))];

/**
 * The page of each other back-office API of the agency's settings: the change history (linked from
 * every settings page) and the business information (the agency's own details) belong to the
 * Settings group; the settings' pictures to Website Settings; support requests to Support.
 */
export const BACK_OFFICE_PAGES = {
  settingsAudit: 'settings',
  businessInfo: 'settings',
  settingsImages: 'websiteSettings',
  supportRequests: 'support',
} as const satisfies Record<string, NavPermissionKey>;
