import { analyticsScripts } from '@tripfront/domain/navigation/shell';

type Analytics = Parameters<typeof analyticsScripts>[0];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };
    _fbq?: Window['fbq'];
  }
}

function injectScript(src: string, doc: Document): void {
  if (doc.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.tfAnalytics = 'true';
  doc.head.appendChild(script);
}

/**
 * Google tag and Facebook pixel, only when the agency enables analytics and sets the id (spec §5).
 * The command queues both vendors expect are created here in bundled code (the CSP forbids inline
 * scripts); the vendor scripts are external <script src> elements and may fail offline.
 */
export function loadAnalytics(analytics: Analytics, win: Window = window): void {
  for (const script of analyticsScripts(analytics)) {
    if (script.kind === 'google') {
      win.dataLayer = win.dataLayer ?? [];
      const dataLayer = win.dataLayer;
      win.gtag =
        win.gtag ??
        function gtag() {
          // gtag.js reads Arguments objects from the data layer, not arrays.
          // eslint-disable-next-line prefer-rest-params
          dataLayer.push(arguments);
        };
      win.gtag('js', new Date());
      win.gtag('config', script.trackingId);
    } else {
      if (!win.fbq) {
        const queue: unknown[][] = [];
        const fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue, loaded: true, version: '2.0' });
        win.fbq = fbq;
        win._fbq = fbq;
      }
      win.fbq('init', script.trackingId);
      win.fbq('track', 'PageView');
    }
    injectScript(script.src, win.document);
  }
}
