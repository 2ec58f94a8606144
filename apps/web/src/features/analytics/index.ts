export { ConsentBanner, CookieSettingsButton } from './consent-banner.tsx';
export { startAnalytics } from './consent.ts';
