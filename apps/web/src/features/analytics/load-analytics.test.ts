import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from './load-analytics.ts';

const injected = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-tf-analytics]'));

afterEach(() => {
  injected().forEach((script) => script.remove());
  delete window.gtag;
  delete window.dataLayer;
  delete window.fbq;
  delete window._fbq;
});

describe('loadAnalytics', () => {
  it('injects the Google tag and Facebook pixel as external scripts when enabled', () => {
    loadAnalytics({ isEnabled: true, googleAnalyticsId: 'G-TEST1', facebookAnalyticsId: '123' });
    const scripts = injected();
    expect(scripts.map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1', 'https://connect.facebook.net/en_US/fbevents.js']);
    expect(scripts.every((s) => s.async && s.textContent === '')).toBe(true);
    expect(window.dataLayer?.length).toBe(2);
    expect(window.fbq?.queue).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
    ]);
  });

  it.each([[{ isEnabled: false, googleAnalyticsId: 'G-1', facebookAnalyticsId: '1' }], [{ isEnabled: true, googleAnalyticsId: '', facebookAnalyticsId: '' }]])(
    'injects nothing for %j',
    (analytics) => {
      loadAnalytics(analytics);
      expect(injected()).toHaveLength(0);
    },
  );

  it('never injects the same script twice', () => {
    loadAnalytics({ isEnabled: true, googleAnalyticsId: 'G-1', facebookAnalyticsId: '' });
    loadAnalytics({ isEnabled: true, googleAnalyticsId: 'G-1', facebookAnalyticsId: '' });
    expect(injected()).toHaveLength(1);
  });
});
