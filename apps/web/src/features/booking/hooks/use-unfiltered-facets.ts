import { useState } from 'react';

/**
 * What a results page's filters offer: the facets of the last unfiltered answer, kept while filters
 * narrow the list (a filter must not make its own alternatives disappear).
 *
 * Kept during render (React's "storing information from previous renders"), not set by an effect: on
 * a page the server rendered, the effect's update re-rendered the whole results list right after
 * hydration, a long task of its own (~24 ms on a desktop CPU for ten flights, four times that on
 * Lighthouse's phone).
 */
export function useUnfilteredFacets<F>(facets: F | undefined, filtered: boolean): F | null {
  const current = filtered ? undefined : facets;
  const [kept, setKept] = useState<F | null>(current ?? null);
  if (current !== undefined && current !== kept) setKept(current);
  return current ?? kept;
}
