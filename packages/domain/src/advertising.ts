// Advertising (spec §1 "optional advertising tooling only when the agency enables it", decision
// 0149): one Google AdSense display ad unit, shown in a box of fixed height on the storefront's
// home and content pages, loaded only after the visitor's consent (the analytics banner's). This
// module is zod-free: the storefront's start-up code (the ad slot, the consent rule) imports it.

/** An AdSense publisher id as AdSense shows it: `ca-pub-` and 16 digits. */
export const ADSENSE_CLIENT_ID = /^ca-pub-\d{16}$/;
/** An AdSense ad unit's id (data-ad-slot): 10 digits. */
export const ADSENSE_SLOT_ID = /^\d{10}$/;

/** Where AdSense's script comes from; pages allow it (and only then) when the agency shows ads. */
export const AD_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';

/**
 * The hosts AdSense's script reaches once it runs: further scripts, the ad's frames and its
 * measurements. Pictures are already allowed from any https host.
 */
export const AD_CSP = {
  'script-src': [AD_SCRIPT_ORIGIN, 'https://partner.googleadservices.com', 'https://tpc.googlesyndication.com', 'https://*.adtrafficquality.google'],
  'frame-src': ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://*.googlesyndication.com', 'https://www.google.com'],
  'connect-src': [AD_SCRIPT_ORIGIN, 'https://*.adtrafficquality.google', 'https://csi.gstatic.com'],
} as const;

/** The box an ad fills, in CSS pixels: fixed, so nothing below it moves when the ad arrives (CLS 0). */
export const AD_SLOT_HEIGHT_PX = 250;

/** The agency's advertising setting (its schema: advertising-schema.ts, kept apart so the shell stays zod-free). */
export interface AdvertisingSettings {
  isEnabled: boolean;
  adsenseClientId: string;
  adsenseSlotId: string;
}
export const NO_ADVERTISING: AdvertisingSettings = { isEnabled: false, adsenseClientId: '', adsenseSlotId: '' };

export interface AdUnit {
  clientId: string;
  slotId: string;
  /** The script to load, once per page, after consent. */
  src: string;
}

/** The ad unit the agency's pages show, or null: ads off, or an id missing or malformed. */
export function adUnit(advertising: AdvertisingSettings | undefined): AdUnit | null {
  if (!advertising?.isEnabled) return null;
  const clientId = advertising.adsenseClientId.trim();
  const slotId = advertising.adsenseSlotId.trim();
  if (!ADSENSE_CLIENT_ID.test(clientId) || !ADSENSE_SLOT_ID.test(slotId)) return null;
  return { clientId, slotId, src: `${AD_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${clientId}` };
}
