import { adUnit, type AdvertisingSettings } from '../advertising.ts';
import { isPresent } from '../present.ts';
import { ROUTES } from './routes.ts';

export interface ShellVisibilityInput {
  pathname: string;
  search: string;
  /** Session cookies remembering an earlier hideHeader / hideFooter query flag. */
  hideHeaderCookie: boolean;
  hideFooterCookie: boolean;
  signedIn: boolean;
  hideHeaderforDealProposal: boolean;
}

export interface ShellVisibility {
  header: boolean;
  /** Navigation, pickers and account menus inside the header. */
  headerMenus: boolean;
  footer: boolean;
}

/**
 * The query parameters that make any page a deal-proposal link (spec §6). The shell's header
 * depends on them, so a page the server renders must be rendered with them (apps/api/src/routes/site.ts
 * keeps them): one rendered without them would not hydrate (React #418).
 */
export const DEAL_PROPOSAL_PARAMS = ['proposalId', 'dealLinkId'] as const;

/** A deal-proposal or checkout link (spec §6 hideHeaderforDealProposal). */
export function isDealProposalOrCheckout(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search);
  const path = pathname.toLowerCase();
  return (
    path.startsWith(ROUTES.proposals.dealLink) ||
    path.startsWith('/url/') ||
    path.startsWith(ROUTES.hotels.deal) ||
    DEAL_PROPOSAL_PARAMS.some((name) => params.has(name)) ||
    /\/(checkout|confirm-payment)(\/|$)/.test(path)
  );
}

/**
 * The query flag wins (hideHeader=true hides, hideHeader=false shows); without it the session
 * cookie decides. Returns what to store: true to set, false to clear, null to leave.
 */
export function queryHideFlag(search: string, name: 'hideHeader' | 'hideFooter'): boolean | null {
  const value = new URLSearchParams(search).get(name);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Header/footer visibility of spec §2 and §6. */
export function shellVisibility(input: ShellVisibilityInput): ShellVisibility {
  const hideHeader = queryHideFlag(input.search, 'hideHeader') ?? input.hideHeaderCookie;
  const hideFooter = queryHideFlag(input.search, 'hideFooter') ?? input.hideFooterCookie;
  const proposalPage = input.pathname === ROUTES.proposals.disapproveProposal || input.pathname === ROUTES.proposals.allowAgentProposal;
  const header = !hideHeader && !proposalPage;
  const headerMenus = header && !(input.hideHeaderforDealProposal && !input.signedIn && isDealProposalOrCheckout(input.pathname, input.search));
  const footer = !hideFooter && input.pathname !== ROUTES.account.logout;
  return { header, headerMenus, footer };
}

/** Footer contact phone (spec §5): only if both the number and the display flag are set. */
export function footerPhone(agency: { contactPhoneNumber: string; displaySupportPhoneFooter: boolean }): string | null {
  return agency.displaySupportPhoneFooter && isPresent(agency.contactPhoneNumber) ? agency.contactPhoneNumber.trim() : null;
}

/** Footer address lines when displayAddressFooter is set; empty parts are skipped. */
export function footerAddress(agency: {
  displayAddressFooter: boolean;
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}): string[] {
  if (!agency.displayAddressFooter) return [];
  const cityLine = [agency.city, [agency.state, agency.zipCode].filter(isPresent).join(' ')].filter(isPresent).join(', ');
  return [agency.addressLine1, cityLine, agency.country].filter(isPresent).map((line) => line.trim());
}

/** A tel: link for a phone number as typed: its digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export interface AnalyticsScript {
  kind: 'google' | 'facebook';
  trackingId: string;
  src: string;
}

/** Facebook pixel and Google tag load only if analytics is enabled and the id is present (spec §5). */
export function analyticsScripts(analytics: { isEnabled: boolean; googleAnalyticsId: string; facebookAnalyticsId: string }): AnalyticsScript[] {
  if (!analytics.isEnabled) return [];
  const scripts: AnalyticsScript[] = [];
  const google = analytics.googleAnalyticsId.trim();
  const facebook = analytics.facebookAnalyticsId.trim();
  if (google !== '') scripts.push({ kind: 'google', trackingId: google, src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(google)}` });
  if (facebook !== '') scripts.push({ kind: 'facebook', trackingId: facebook, src: 'https://connect.facebook.net/en_US/fbevents.js' });
  return scripts;
}

/** Local storage key of the visitor's answer to the analytics consent banner (decision 0015). */
export const ANALYTICS_CONSENT_KEY = 'tf.analyticsConsent';
export type AnalyticsConsent = 'granted' | 'denied';

interface ConsentAgency {
  analytics: { isEnabled: boolean; googleAnalyticsId: string; facebookAnalyticsId: string };
  /** Ads wait for the same answer (decision 0149). */
  advertising?: AdvertisingSettings;
  settings: { askAnalyticsConsent: boolean };
}

/**
 * The agency has analytics or ads to load and asks visitors first: the banner and "Cookie
 * settings" exist. One banner and one answer cover both (decision 0149).
 */
export function asksAnalyticsConsent(agency: ConsentAgency): boolean {
  return agency.settings.askAnalyticsConsent && (analyticsScripts(agency.analytics).length > 0 || adUnit(agency.advertising) !== null);
}

/** The agency's analytics and ads may load: it does not ask, or the visitor accepted. */
export function mayLoadAnalytics(agency: ConsentAgency, choice: AnalyticsConsent | null): boolean {
  return !agency.settings.askAnalyticsConsent || choice === 'granted';
}

/** Session storage key and value of the dismissed save-price modal (spec §4). */
export const SAVE_PRICE_MODAL_KEY = 'savePriceModal';
export const SAVE_PRICE_MODAL_DISMISSED = 'false';
/** Spec §9: sign-in modal delay. */
export const SAVE_PRICE_MODAL_DELAY_MS = 5000;

/**
 * Whether the save-price modal may open (spec §4): visitors on the home page, unless dismissed or
 * hidden by the agency. One interruption at a time (decision 0098): while the analytics banner waits
 * for an answer, the modal waits too, and its 5 s start from the answer.
 */
export function savePriceModalEligible(input: {
  pathname: string;
  signedIn: boolean;
  hideSavePriceModal: boolean;
  sessionFlag: string | null;
  consentPending: boolean;
}): boolean {
  return (
    input.pathname === ROUTES.home && !input.signedIn && !input.hideSavePriceModal && input.sessionFlag !== SAVE_PRICE_MODAL_DISMISSED && !input.consentPending
  );
}
