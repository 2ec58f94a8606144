import { DEAL_SKELETON_COUNT } from '@tripfront/domain/deals/deal-display';
import './deals-skeleton.css';

/**
 * Loading state of a deal list (spec §4, §9): exactly 4 placeholder cards the size of real ones,
 * so nothing moves when the deals arrive. `withTabs` also holds the place of the tab bar while
 * the deals module itself loads. `label` is the announced text, once translations are in.
 */
export function DealsSkeleton({ withTabs = false, label }: { withTabs?: boolean; label?: string }) {
  return (
    <div className="tf-deals-skeleton" aria-busy="true">
      {withTabs && <div className="tf-deals-skeleton__tabs" aria-hidden="true" />}
      <p className="tf-sr-only" role="status">
        {label}
      </p>
      <ul className="tf-deals-skeleton__cards" aria-hidden="true">
        {Array.from({ length: DEAL_SKELETON_COUNT }, (_, index) => (
          <li key={index} className="tf-deals-skeleton__card" data-deal-skeleton="">
            <span className="tf-deals-skeleton__image" />
            <span className="tf-deals-skeleton__body">
              <span className="tf-deals-skeleton__line" />
              <span className="tf-deals-skeleton__line tf-deals-skeleton__line--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
