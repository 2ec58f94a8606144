import type { AdUnit } from '@tripfront/domain/advertising';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * Fills one ad box: AdSense's script is added once per page (an external <script src>, as the CSP
 * wants), and each box asks for its ad through the queue the script reads when it arrives. Called
 * only after consent, on a page that shows ads (AdSlot).
 */
export function fillAd(unit: AdUnit, win: Window = window): void {
  const doc = win.document;
  if (!doc.querySelector(`script[data-tf-ads]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = unit.src;
    script.dataset.tfAds = 'true';
    doc.head.appendChild(script);
  }
  (win.adsbygoogle = win.adsbygoogle ?? []).push({});
}
