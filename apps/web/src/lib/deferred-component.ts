import { startTransition, useEffect, useState } from 'react';

/**
 * A component whose code loads after the first paint (a results page's filters and its search form,
 * decision 0134): `load()` fetches it once (again after a failure), `useComponent()` is null until
 * it is in and then renders the caller again. Unlike React.lazy nothing suspends: the caller draws
 * its own placeholder in the same place, and the arrival renders as a transition, in slices a tap
 * can interrupt.
 */
export interface DeferredComponent<C> {
  load: () => Promise<void>;
  /** True once the code is in: a caller that must not draw a placeholder renders it at once. */
  loaded: () => boolean;
  useComponent: () => C | null;
}

export function deferredComponent<C>(importer: () => Promise<C>): DeferredComponent<C> {
  let component: C | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const load = () => {
    pending ??= importer().then(
      (c) => {
        component = c;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function useComponent(): C | null {
    // A function in state must be wrapped: useState would call it.
    const [current, setCurrent] = useState<{ c: C | null }>(() => ({ c: component }));
    useEffect(() => {
      const update = () => startTransition(() => setCurrent({ c: component }));
      if (component !== null) {
        if (current.c === null) update();
        return;
      }
      listeners.add(update);
      return () => void listeners.delete(update);
    }, [current.c]);
    return current.c;
  }
  return { load, loaded: () => component !== null, useComponent };
}
