import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { beforeLeaving } from '../../../lib/browser.ts';
import { openHoldsQueryOptions } from './open-holds.ts';
import { bookingRequest } from './request.ts';

/**
 * POST /api/bookings/holds/release: gives the held offer back; 409 when a booking was started with the hold.
 * `keepalive`: sent even though the page is unloading.
 */
export async function releaseHold(holdToken: string, keepalive = false): Promise<void> {
  await bookingRequest<unknown>('/api/bookings/holds/release', { method: 'POST', body: { holdToken }, keepalive });
}

/**
 * Gives the checkout's hold back whenever the traveller leaves it without a booking attempted with it
 * (`bookedWith`), so the offer goes back on sale and the traveller's active holds (the server allows
 * 3) go down:
 * - leaving the checkout inside the app, or a new hold replacing it: on unmount, deferred a tick so
 *   that StrictMode's rehearsal unmount in development does not release the hold on screen;
 * - a full-page navigation the app starts (the currency or language pickers reload the page): before
 *   it, awaited, so the reloaded checkout can hold the same seats (the last seat included) again;
 * - reloading or closing the tab: as the page hides, in a keepalive request. Should the browser bring
 *   the page back from its back-forward cache, `onRestored` holds again.
 */
export function useReleaseHoldOnLeave(holdToken: string | undefined, bookedWith: RefObject<Set<string>>, onRestored: () => void): void {
  const queryClient = useQueryClient();
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // The holds given back already, by whichever way came first.
  const givenBack = useRef(new Set<string>());
  useEffect(() => {
    if (!holdToken) return;
    const timers = pending.current;
    // One Set for the page's life: read when the hold is given back, it has every booking attempt.
    const used = bookedWith.current;
    const gone = givenBack.current;
    const giveBack = async (keepalive: boolean) => {
      if (used.has(holdToken) || gone.has(holdToken)) return;
      gone.add(holdToken);
      try {
        await releaseHold(holdToken, keepalive);
        // The list of open holds (the next checkout, My Trips) reads again without it.
        void queryClient.invalidateQueries({ queryKey: openHoldsQueryOptions().queryKey });
      } catch {
        gone.delete(holdToken); // another way may try again; the hold ends by itself otherwise
      }
    };
    clearTimeout(timers.get(holdToken));
    timers.delete(holdToken);
    const unregister = beforeLeaving(() => giveBack(false));
    const onHide = () => void giveBack(true);
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && gone.has(holdToken)) onRestored();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      unregister();
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      timers.set(
        holdToken,
        setTimeout(() => {
          timers.delete(holdToken);
          void giveBack(false);
        }, 0),
      );
    };
  }, [holdToken, bookedWith, onRestored, queryClient]);
}
