import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAgency } from '../../test/factories.ts';
import { renderApp } from '../../test/render.tsx';
import { ConsentBanner, CookieSettingsButton } from './consent-banner.tsx';
import { ANALYTICS_CONSENT_KEY } from '@tripfront/domain/navigation/shell';
import { readConsent, startAnalytics } from './consent.ts';

const analytics = { isEnabled: true, googleAnalyticsId: 'G-TEST1', facebookAnalyticsId: '123' };
const vendorScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-tf-analytics]')).map((s) => s.src);

afterEach(() => {
  document.head.querySelectorAll('script[data-tf-analytics]').forEach((s) => s.remove());
  delete window.gtag;
  delete window.dataLayer;
  delete window.fbq;
  delete window._fbq;
  window.localStorage.clear();
  document.cookie = '_ga=; max-age=0; path=/';
  document.cookie = 'pll_language=; max-age=0; path=/';
});

/** The banner with the footer's "Cookie settings" button (the footer's own test shows the button there). */
function renderBanner(agency = makeAgency({ analytics })) {
  startAnalytics(agency);
  return renderApp(
    <>
      <CookieSettingsButton />
      <ConsentBanner />
    </>,
    { agency },
  );
}

describe('analytics consent', () => {
  it('loads nothing until the visitor accepts, then the Google tag and the pixel, and remembers the answer', async () => {
    const { user } = renderBanner();
    const banner = screen.getByRole('region', { name: 'Analytics cookies' });
    expect(banner).toHaveTextContent('Test Travel would like to use Google Analytics and Facebook Pixel to see how this site is used.');
    expect(vendorScripts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    expect(vendorScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1', 'https://connect.facebook.net/en_US/fbevents.js']);
    expect(window.localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted');
  });

  it('loads nothing after Decline, removes the vendors’ cookies, and asks again from the footer', async () => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = 'pll_language=en; path=/';
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    expect(vendorScripts()).toEqual([]);
    expect(readConsent()).toBe('denied');
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('pll_language=en');

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(vendorScripts()).toHaveLength(2);
  });

  it('does not ask a visitor who already answered', () => {
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    expect(vendorScripts()).toHaveLength(2);
  });

  it.each([
    ['analytics is off', makeAgency({ analytics: { ...analytics, isEnabled: false } })],
    ['no ids are set', makeAgency({ analytics: { isEnabled: true, googleAnalyticsId: '', facebookAnalyticsId: ' ' } })],
  ])('neither asks nor offers cookie settings when %s', (_case, agency) => {
    renderBanner(agency);
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    expect(vendorScripts()).toEqual([]);
  });

  it('loads at once, without a banner, for an agency that collects consent another way', () => {
    renderBanner(makeAgency({ analytics, settings: { askAnalyticsConsent: false } }));
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    expect(vendorScripts()).toHaveLength(2);
  });
});
