import { useEffect, useRef, type RefObject } from 'react';
import { bookingRequest } from './request.ts';

/** POST /api/bookings/holds/release: gives the held offer back; 409 when a booking was started with the hold. */
export async function releaseHold(holdToken: string): Promise<void> {
  await bookingRequest<unknown>('/api/bookings/holds/release', { method: 'POST', body: { holdToken } });
}

/**
 * Releases the checkout's hold when the traveller leaves the checkout or a new hold replaces it,
 * unless a booking was attempted with it (`bookedWith`): the offer goes back on sale and the
 * traveller's active holds (the server allows 3) go down. Deferred a tick, so that StrictMode's
 * rehearsal unmount in development does not release the hold on screen.
 */
export function useReleaseHoldOnLeave(holdToken: string | undefined, bookedWith: RefObject<Set<string>>): void {
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    if (!holdToken) return;
    const timers = pending.current;
    // One Set for the page's life: read when the timer fires, it has every booking attempt.
    const used = bookedWith.current;
    clearTimeout(timers.get(holdToken));
    timers.delete(holdToken);
    return () => {
      timers.set(
        holdToken,
        setTimeout(() => {
          timers.delete(holdToken);
          if (!used.has(holdToken)) releaseHold(holdToken).catch(() => undefined);
        }, 0),
      );
    };
  }, [holdToken, bookedWith]);
}
