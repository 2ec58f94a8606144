import { useSyncExternalStore } from 'react';

/**
 * Server rendering (issue #20, decision 0059). The public pages arrive rendered; the browser
 * hydrates them, and its first render must produce the same markup as the server's. What only a
 * browser knows (web storage, cookies, the position) is therefore read after hydration: the first
 * render uses what the server saw, an effect or a second render brings in the rest.
 */

let fromServer = false;

/** Called once, before hydrating a page the server rendered. */
export function markServerRendered(): void {
  fromServer = true;
}

/** True when this page load started from server-rendered HTML (the server and hydration too). */
export function startedFromServer(): boolean {
  return fromServer || typeof window === 'undefined';
}

const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards (and in pages that
 * render in the browser only). React renders again with `true` right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Lets the browser run what is waiting (input, paint) before the caller goes on: start-up work is
 * split at these points so that no step of it becomes one long task (issue #20's blocking time).
 * `scheduler.yield()` where the browser has it (it keeps the caller's place in the queue), else a
 * macrotask.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
