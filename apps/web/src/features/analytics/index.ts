export { ConsentBanner, CookieSettingsButton } from './consent-banner.tsx';
export { startAnalytics, useConsentPending } from './consent.ts';
