declare global {
  interface Window {
    /** A partner's embedding SDK; when it provides the profile, the partner owns sign-out (spec §6). */
    TripfrontPartnerSDK?: { profile?: unknown };
  }
}

export function hasPartnerProfile(): boolean {
  return Boolean(window.TripfrontPartnerSDK?.profile);
}
