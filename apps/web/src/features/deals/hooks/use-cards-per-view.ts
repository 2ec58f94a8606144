import { cardsPerView } from '@tripfront/domain/deal-display';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const snapshot = () => cardsPerView(window.innerWidth);

/** Cards side by side at the current viewport width (4, 2 or 1), following resizes. */
export function useCardsPerView(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 4);
}
