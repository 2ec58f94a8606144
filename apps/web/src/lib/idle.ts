/**
 * Runs `task` once the browser is idle, or after `timeoutMs` at the latest: code a page will
 * probably need next (the next booking step, the checkout) loads without competing with the first
 * paint. Where requestIdleCallback is missing (Safari, tests' jsdom), a timer stands in for it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(id);
}

const warmUps: Array<() => Promise<unknown>> = [];
let warming = false;

/**
 * Loads code a page will probably need next (the next booking steps, the checkout), each loader in
 * an idle moment of its own and only once the one before has arrived. Vite adds a `modulepreload`
 * link for each module an import brings, ~0.5 ms apiece in Chrome: the results pages' three imports
 * in one idle callback were a ~26 ms task on a desktop CPU, a long task on a phone while the app was
 * starting. A loader that fails is left for the page to ask again when it needs it.
 */
export function loadWhenIdle(...loaders: Array<() => Promise<unknown>>): void {
  if (typeof window === 'undefined') return;
  warmUps.push(...loaders);
  if (!warming) warmNext();
}

function warmNext(): void {
  const loader = warmUps.shift();
  warming = loader !== undefined;
  if (loader)
    whenIdle(
      () =>
        void loader()
          .catch(() => undefined)
          .finally(warmNext),
    );
}
