import type { PublicAgency } from '@tripfront/domain/agency';
import { adUnit } from '@tripfront/domain/advertising';
import { ANALYTICS_CONSENT_KEY, analyticsScripts, asksAnalyticsConsent, mayLoadAnalytics, type AnalyticsConsent } from '@tripfront/domain/navigation/shell';
import { useSyncExternalStore } from 'react';
import { storage } from '../../lib/storage.ts';
import { loadAnalytics } from './load-analytics.ts';

const listeners = new Set<() => void>();

/** The visitor's answer to the analytics banner, kept per agency host (decision 0015). */
export function readConsent(): AnalyticsConsent | null {
  const value = storage.get('local', ANALYTICS_CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

/** Cookies the Google tag and the Facebook pixel set on this host. */
const VENDOR_COOKIE = /^(_ga(_.*)?|_gid|_gat(_.*)?|_gcl_.*|_fbp|_fbc)$/;

function dropVendorCookies(doc: Document): void {
  const host = doc.location?.hostname ?? '';
  const parent = host.split('.').slice(-2).join('.');
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim() ?? '';
    if (!VENDOR_COOKIE.test(name)) continue;
    for (const domain of ['', `; domain=${host}`, `; domain=.${parent}`]) doc.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}

/** Records the choice (null asks again). Declining also removes the vendors' cookies. */
export function setConsent(choice: AnalyticsConsent | null, doc: Document = document): void {
  if (choice === null) storage.remove('local', ANALYTICS_CONSENT_KEY);
  else storage.set('local', ANALYTICS_CONSENT_KEY, choice);
  if (choice === 'denied') dropVendorCookies(doc);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): AnalyticsConsent | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

type ConsentAgency = Pick<PublicAgency, 'analytics' | 'settings'> & Partial<Pick<PublicAgency, 'advertising'>>;

/** The tools this agency would load, analytics and ads (decision 0149): the banner names them. Empty: no banner, nothing loads. */
export function analyticsTools(agency: ConsentAgency): string[] {
  const tools = analyticsScripts(agency.analytics).map((s) => (s.kind === 'google' ? 'Google Analytics' : 'Facebook Pixel'));
  return adUnit(agency.advertising) ? [...tools, 'Google AdSense'] : tools;
}

/**
 * Where the visitor's answer leaves the agency's ads (decision 0149): they may load, they wait for
 * the banner's answer (their box is kept, so an Accept fills it without moving the page), or the
 * visitor declined. Before hydration ends this is the server's view: nothing answered.
 */
export function useAdConsent(agency: ConsentAgency): 'allowed' | 'pending' | 'declined' {
  const choice = useConsent();
  if (mayLoadAnalytics(agency, choice)) return 'allowed';
  return choice === null ? 'pending' : 'declined';
}

/** True while the banner should ask: tools to load, the agency asks first, no answer yet. */
export function needsConsent(agency: ConsentAgency, choice: AnalyticsConsent | null): boolean {
  return asksAnalyticsConsent(agency) && choice === null;
}

/** True while the banner is on screen waiting for an answer: other interruptions wait for it (decision 0098). */
export function useConsentPending(agency: ConsentAgency): boolean {
  return needsConsent(agency, useConsent());
}

/**
 * Loads the agency's analytics now if the visitor may be tracked (the agency does not ask, or the
 * visitor accepted), or as soon as the visitor accepts. A later "Decline" takes effect from the next
 * page load: the vendors' scripts cannot be unloaded, but their cookies are removed at once.
 */
export function startAnalytics(agency: ConsentAgency, win: Window = window): void {
  const allowed = () => mayLoadAnalytics(agency, readConsent());
  if (allowed()) {
    loadAnalytics(agency.analytics, win);
    return;
  }
  const stop = subscribe(() => {
    if (!allowed()) return;
    stop();
    loadAnalytics(agency.analytics, win);
  });
}
