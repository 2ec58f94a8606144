import { CARDS_PER_VIEW_MIN_WIDTHS, cardsPerView } from '@tripfront/domain/deals/deal-display';
import { useSyncExternalStore } from 'react';

/**
 * One media query per breakpoint. Reading window.innerWidth during render made the browser lay
 * the page out there and then (~15 ms on a phone, before the deals could show); a media query's
 * answer needs no layout, and its change event fires only when a breakpoint is crossed.
 */
let queries: MediaQueryList[] | null = null;
const mediaQueries = () => (queries ??= CARDS_PER_VIEW_MIN_WIDTHS.map((width) => window.matchMedia(`(min-width: ${width}px)`)));

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = mediaQueries();
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
};

const snapshot = () => {
  // Without matchMedia (old browsers, jsdom): the width, read as before.
  if (typeof window.matchMedia !== 'function') return cardsPerView(window.innerWidth);
  const index = mediaQueries().findIndex((list) => list.matches);
  return cardsPerView(index === -1 ? 0 : CARDS_PER_VIEW_MIN_WIDTHS[index]!);
};

/** Cards side by side at the current viewport width (4, 2 or 1), following resizes. */
export function useCardsPerView(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 4);
}
