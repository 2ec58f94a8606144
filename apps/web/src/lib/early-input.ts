/**
 * Taps made before the app runs (decision 0145). A server-rendered page shows its controls before
 * its code has loaded (decision 0059); the page's inline script (PAGE_SCRIPT in the API's html.ts)
 * keeps each tap on a control marked `data-tf-early` (a click, or a select's new value), and shows
 * the effect of an `open:name` / `close:name` mark at once through `<html data-tf-open>`. Once the
 * whole page is hydrated, the app replays them in order, so the control does what it was asked, and
 * its own state takes over from the early one.
 */

/** One kept tap: the control and, for a select, the value chosen. */
export interface EarlyInput {
  el: Element;
  value?: string;
}

declare global {
  interface Window {
    __tfEarly?: EarlyInput[];
  }
}

/** Replays the kept taps (each once) and clears the early state. Call once the page is hydrated. */
export function replayEarlyInput(): void {
  const kept = window.__tfEarly?.splice(0) ?? [];
  for (const { el, value } of kept) {
    if (!el.isConnected) continue;
    if (el instanceof HTMLSelectElement) {
      // Hydration put back the server's choice; React reads the traveller's from the change event.
      el.value = value ?? el.value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (el instanceof HTMLElement) el.click();
  }
  document.documentElement.removeAttribute('data-tf-open');
}
