import { isCruisePolicySlug } from '@tripfront/domain/booking/cruise-policies';
import { useLocation } from 'react-router';
import { CruisePolicyPage } from '../../features/booking-cruises/components/policy-page.tsx';
import { useCruiseTranslation } from '../../features/booking-cruises/hooks/use-cruise-translation.ts';
import '../../features/booking-cruises/components/cruise-styles.ts';

/** /cancellation-policy and /cancellation-policy/{line} (spec §2): the cruise lines' policies. */
export function Component() {
  const { pathname } = useLocation();
  const { ready } = useCruiseTranslation();
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  if (!ready) return <div className="tf-container tf-page" aria-busy="true" />;
  return <CruisePolicyPage slug={isCruisePolicySlug(last) ? last : null} />;
}
