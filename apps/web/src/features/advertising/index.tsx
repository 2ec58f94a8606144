import { adUnit } from '@tripfront/domain/advertising';
import { lazy, Suspense } from 'react';
import { useAgency } from '../agency/index.ts';
import { useAdConsent } from '../analytics/index.ts';
// The box's styles come with the page's own CSS: a server-rendered box is sized before the app runs.
import './ad-slot.css';

// Most agencies show no ads: the slot's code (consent, AdSense's queue) loads only where one is shown.
const LazyAdSlot = lazy(() => import('./ad-slot.tsx').then((module) => ({ default: module.AdSlot })));

/**
 * The agency's ad slot (decision 0149), when the agency shows ads; the slot itself knows the pages
 * that carry one. On a server-rendered page the box is in the HTML, which hydration keeps while the
 * slot's code arrives.
 */
export function AdSlot() {
  const agency = useAgency();
  // Decided here, not only in the slot: a visitor who declined loses the server's box as soon as
  // the page hydrates, without waiting for the slot's code.
  const consent = useAdConsent(agency);
  if (adUnit(agency.advertising) === null || consent === 'declined') return null;
  return (
    <Suspense fallback={null}>
      <LazyAdSlot />
    </Suspense>
  );
}
