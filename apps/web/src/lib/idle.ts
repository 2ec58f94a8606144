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
