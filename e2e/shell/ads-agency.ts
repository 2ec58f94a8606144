/**
 * The agency e2e/global-setup.ts adds to the demo seed for e2e/shell/advertising.test.ts: Sunrise's
 * settings (analytics ids, consent asked) with ads on (decision 0149). Its own host, so turning ads
 * on changes no page another test looks at.
 */
export const ADS_HOST = 'ads.localhost';
export const ADS_SETTINGS = { isEnabled: true, adsenseClientId: 'ca-pub-1234567890123456', adsenseSlotId: '1234567890' } as const;
