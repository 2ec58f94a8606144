import { screen } from '@testing-library/react';
import { ANALYTICS_CONSENT_KEY } from '@tripfront/domain/navigation/shell';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAgency } from '../../test/factories.ts';
import { renderApp } from '../../test/render.tsx';
import { ConsentBanner } from '../analytics/index.ts';
import { AdSlot } from './ad-slot.tsx';

const advertising = { isEnabled: true, adsenseClientId: 'ca-pub-1234567890123456', adsenseSlotId: '1234567890' };
const adScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-tf-ads]')).map((s) => s.src);

afterEach(() => {
  document.head.querySelectorAll('script[data-tf-ads]').forEach((s) => s.remove());
  delete window.adsbygoogle;
  window.localStorage.clear();
});

function renderSlot(path = '/', agency = makeAgency({ advertising })) {
  return renderApp(
    <>
      <AdSlot />
      <ConsentBanner />
    </>,
    { agency, path },
  );
}

describe('the ad slot (decision 0149)', () => {
  it('keeps its box while the banner asks, and loads AdSense only after Accept', async () => {
    const { user } = renderSlot();
    const slot = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(slot.querySelector('ins')).toHaveStyle({ height: '250px' });
    expect(screen.getByRole('region', { name: 'Analytics and advertising cookies' })).toHaveTextContent('Google AdSense');
    expect(adScripts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(adScripts()).toEqual(['https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456']);
    expect(window.adsbygoogle).toHaveLength(1);
  });

  it('shows nothing and loads nothing after Decline', async () => {
    const { user } = renderSlot();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(adScripts()).toEqual([]);
  });

  it.each([
    ['ads off', '/', makeAgency({ advertising: { ...advertising, isEnabled: false } })],
    ['a booking page', '/booknow/hotels', makeAgency({ advertising })],
    ['an account page', '/login', makeAgency({ advertising })],
  ])('has no slot with %s, even after consent', (_, path, agency) => {
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
    renderSlot(path, agency);
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(adScripts()).toEqual([]);
  });
});
