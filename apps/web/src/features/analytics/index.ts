export { ConsentBanner, CookieSettingsButton } from './consent-banner.tsx';
export { startAnalytics, useAdConsent, useConsentPending } from './consent.ts';
