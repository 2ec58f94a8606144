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
