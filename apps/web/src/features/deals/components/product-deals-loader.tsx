import { priceRowCapacity, type DealLocation } from '@tripfront/domain/deals/deal-display';
import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { DEALS_NS } from '../hooks/use-deals-translation.ts';
import { DealsSkeleton } from './deals-skeleton.tsx';

// The carousel, cards and price rules (embla, money formatting) load in their own chunk,
// together with the 'deals' translations, so the home page's first JavaScript stays small.
const LazyProductDeals = lazy(() => Promise.all([import('./product-deals.tsx'), i18next.loadNamespaces(DEALS_NS)]).then(([module]) => module));

/**
 * Product Deals for the home page's #exclusive-deals block; placeholders hold its size while it
 * loads. Cards reserve room for as many price rows as this viewer can see (none for visitors of a
 * login-only agency, four for agents), so they do not grow when the deals arrive.
 */
export function ProductDeals({ near }: { near?: DealLocation } = {}) {
  const agency = useAgency();
  const user = useCurrentUser();
  const capacity = priceRowCapacity({
    signedIn: user !== null,
    isTravelAgent: user?.isTravelAgent ?? false,
    isRestrictedAgent: user?.isRestrictedAgent ?? false,
    allowNonLoginFlow: agency.allowNonLoginFlow,
  });
  return (
    <div className="tf-deals" data-price-rows={capacity}>
      <Suspense fallback={<DealsSkeleton withTabs />}>
        <LazyProductDeals near={near} />
      </Suspense>
    </div>
  );
}
