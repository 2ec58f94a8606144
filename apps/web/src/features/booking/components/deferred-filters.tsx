import { useEffect, type ComponentType } from 'react';
import { deferredComponent } from '../../../lib/deferred-component.ts';
import { whenIdle } from '../../../lib/idle.ts';

/** Where the filters show beside the list instead of in a drawer (results.css). */
const BESIDE_THE_LIST = '(min-width: 901px)';

/**
 * A product's results filters, loaded after the results' first paint (decision 0134): at once where
 * they show beside the list, on a phone (a closed drawer) once the browser is idle or when Filters
 * is tapped (`load`, ResultsLayout's `onOpenFilters`). Until then the drawer holds an empty, busy
 * placeholder; a tap before the code arrives opens the drawer and the filters fill it.
 */
export function deferredFilters<P extends object>(importer: () => Promise<ComponentType<P>>): { Filters: ComponentType<P>; load: () => void } {
  const filters = deferredComponent(importer);
  const load = () => void filters.load().catch(() => undefined);
  function Filters(props: P) {
    const Loaded = filters.useComponent();
    useEffect(() => {
      if (Loaded !== null) return;
      if (typeof window.matchMedia !== 'function' || window.matchMedia(BESIDE_THE_LIST).matches) return load();
      return whenIdle(load);
    }, [Loaded]);
    return Loaded === null ? <PendingFilters /> : <Loaded {...props} />;
  }
  return { Filters, load };
}

/** Where the filters will be: a few shimmering lines, so a drawer opened early does not look empty. */
function PendingFilters() {
  return (
    <div className="tf-results-filters tf-results-filters--pending" aria-busy="true">
      {['', ' tf-results-line--short', '', ' tf-results-line--short', ''].map((modifier, i) => (
        <div key={i} className={`tf-results-line tf-results-shimmer${modifier}`} aria-hidden="true" />
      ))}
    </div>
  );
}
