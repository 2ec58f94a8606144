import { ROUTES } from './routes.ts';
import { NAV_GROUPS, navPageRefusal, type NavPageRefusal } from './page-permissions.ts';
import { isOwnerOrAdmin, supportTarget, type NavPermissionKey, type NavUser } from './roles.ts';

export type SideNavKey =
  | 'dashboard'
  | 'bookNow'
  | 'clients'
  | 'agents'
  | 'bookings'
  | 'proposals'
  | 'settings'
  | 'markupSettings'
  | 'websiteSettings'
  | 'profileSettings'
  | 'paymentSettings'
  | 'productSettings'
  | 'supplierSettings'
  | 'loginSettings'
  | 'contentSettings'
  | 'wallet'
  | 'walletDetails'
  | 'academy'
  | 'dealLink'
  | 'applications'
  | 'customizeTheme'
  | 'pay'
  | 'support'
  | 'searches'
  | 'logout';

export interface SideNavEntry {
  key: SideNavKey;
  href: string;
  /** Greyed out and not navigable (aria-disabled). */
  disabled: boolean;
  /** Why it is greyed, for the explanation beside it; null when it is not. */
  refusal: NavPageRefusal | null;
  /** Opens in a new tab. */
  newTab: boolean;
  children: SideNavEntry[];
}

export interface SideNavInput {
  user: NavUser;
  /** First active service for an agent (see bookNowTarget); null hides Book Now. */
  bookNowHref: string | null;
  supportWidgetUrl: string;
  /** A partner SDK provides the profile: Log Out is hidden (spec §6). */
  partnerProfile: boolean;
}

/** The vertical side navigation is for travel agents (spec §2). */
export function showSideNav(user: Pick<NavUser, 'isTravelAgent'> | null): boolean {
  return user?.isTravelAgent === true;
}

/**
 * Side navigation items with no read permission of their own, and the permission that opens them:
 * the supplier accounts decide what Product Settings sells, so the two open for the same people;
 * the Login settings are how visitors sign in, beside Website Settings' access options; the
 * agency's content (posts, destination pages, terms) is the website's too (issue #44).
 */
export const BORROWED_PERMISSIONS = {
  supplierSettings: 'productSettings',
  loginSettings: 'websiteSettings',
  contentSettings: 'websiteSettings',
} as const satisfies Partial<Record<SideNavKey, NavPermissionKey>>;
type BorrowingKey = keyof typeof BORROWED_PERMISSIONS;

/** Items of a group beyond its permission items (NAV_GROUPS), after them: Suppliers follows Product, then Login, then Content. */
const GROUP_EXTRAS: Partial<Record<keyof typeof NAV_GROUPS, readonly BorrowingKey[]>> = { settings: ['supplierSettings', 'loginSettings', 'contentSettings'] };

/** Where a group's item leads: its page among the spec's agent pages, or among the added ones. */
function groupChildHref(key: (typeof NAV_GROUPS)[keyof typeof NAV_GROUPS][number] | BorrowingKey): string {
  return key === 'contentSettings' ? ROUTES.agentExtra.contentSettings : ROUTES.agent[key];
}

/** The permission that opens a side navigation item: its own, or the one it borrows. */
export function sideNavPermission(key: Exclude<SideNavKey, 'logout'>): NavPermissionKey {
  return key in BORROWED_PERMISSIONS ? BORROWED_PERMISSIONS[key as BorrowingKey] : (key as NavPermissionKey);
}

/** Settings links a SalesAgent sees disabled (spec §6); Profile stays enabled. */
export const SALES_AGENT_DISABLED: ReadonlySet<NavPermissionKey> = new Set<NavPermissionKey>([
  'markupSettings',
  'websiteSettings',
  'paymentSettings',
  'productSettings',
]);

/**
 * Side navigation entries in the order of spec §2 with the rules of spec §6: entries without read
 * permission are disabled (greyed); SalesAgents get the Markup, Website, Payment and Product
 * settings disabled, and every agent who is neither owner nor admin the pages only those may use
 * (OWNER_OR_ADMIN_PAGES: Agents, Applications, Customize Theme, the agency settings); Wallet only with isRewardWalletEnable; Log Out hidden for partner profiles.
 */
export function sideNavEntries({ user, bookNowHref, supportWidgetUrl, partnerProfile }: SideNavInput): SideNavEntry[] {
  const entry = (key: SideNavKey, href: string, options: { newTab?: boolean } = {}): SideNavEntry => {
    // A greyed group greys its items: navPageRefusal reads the group's permission too (the API's check).
    const permission = key === 'logout' ? null : sideNavPermission(key);
    const refusal: NavPageRefusal | null =
      permission === null ? null : user.userType === 'SalesAgent' && SALES_AGENT_DISABLED.has(permission) ? 'role' : navPageRefusal(user, permission);
    return { key, href, disabled: refusal !== null, refusal, newTab: options.newTab ?? false, children: [] };
  };
  const group = (key: keyof typeof NAV_GROUPS, href: string): SideNavEntry => ({
    ...entry(key, href),
    children: [...NAV_GROUPS[key], ...(GROUP_EXTRAS[key] ?? [])].map((child) => entry(child, groupChildHref(child))),
  });

  const entries: SideNavEntry[] = [entry('dashboard', ROUTES.agent.dashboard)];
  if (bookNowHref !== null) entries.push(entry('bookNow', bookNowHref));
  entries.push(
    entry('clients', ROUTES.agent.clients),
    entry('agents', ROUTES.agent.agents),
    entry('bookings', ROUTES.agentExtra.bookings),
    entry('proposals', ROUTES.agentExtra.proposals),
    group('settings', ROUTES.agent.profileSettings),
  );
  if (user.isRewardWalletEnable) entries.push(group('wallet', ROUTES.agent.walletDetails));
  entries.push(
    entry('academy', ROUTES.agentExtra.academy, { newTab: true }),
    entry('dealLink', ROUTES.proposals.dealLink),
    entry('applications', ROUTES.agent.applications),
    entry('customizeTheme', ROUTES.agentExtra.customizeTheme),
    entry('pay', ROUTES.agentExtra.pay),
    entry('support', supportTarget(user, supportWidgetUrl)),
    entry('searches', ROUTES.agentExtra.searches),
  );
  if (!partnerProfile) entries.push(entry('logout', ROUTES.account.logout));
  return entries;
}

/** Website Settings in the profile menu: only AgencyOwner and Admin agents (spec §6). */
export function canSeeWebsiteSettings(user: NavUser | null): boolean {
  return user !== null && user.isTravelAgent && isOwnerOrAdmin(user);
}
