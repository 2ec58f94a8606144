import { isSsoError, type SsoError } from '@tripfront/domain/navigation/sign-in-start';

// How the test sign-in's window tells the Login settings page how it ended. The window goes
// through the provider's site, and the storefront's Cross-Origin-Opener-Policy (same-origin) cuts
// it from its opener on the way, so a BroadcastChannel (same origin, same browser) carries the
// outcome; a window that still has its opener is told by postMessage as well.

const CHANNEL = 'tripfront:sso-test';

/** A test ended: its state (the report is read with it), or the reason it failed. */
export type SsoTestOutcome = { kind: 'report'; state: string } | { kind: 'error'; reason: SsoError };

function outcomeOf(data: unknown): SsoTestOutcome | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, state, reason } = data as Record<string, unknown>;
  if (kind === 'report' && typeof state === 'string' && state.length > 0 && state.length <= 200) return { kind, state };
  if (kind === 'error') {
    if (isSsoError(reason)) return { kind, reason };
  }
  return null;
}

/** Tells the page that started the test (if any is listening) how it ended. */
export function announceSsoTest(outcome: SsoTestOutcome): void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(outcome);
    channel.close();
  }
  const opener = window.opener as Window | null;
  if (opener && opener !== window) opener.postMessage({ channel: CHANNEL, ...outcome }, window.location.origin);
}

/** Listens for how a test ended; returns the function that stops listening. */
export function listenForSsoTest(handle: (outcome: SsoTestOutcome) => void): () => void {
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null;
  const fromChannel = (event: MessageEvent) => {
    const outcome = outcomeOf(event.data);
    if (outcome) handle(outcome);
  };
  // Only this storefront's own windows, with the channel's name.
  const fromWindow = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || (event.data as { channel?: unknown } | null)?.channel !== CHANNEL) return;
    fromChannel(event);
  };
  channel?.addEventListener('message', fromChannel);
  window.addEventListener('message', fromWindow);
  return () => {
    channel?.close();
    window.removeEventListener('message', fromWindow);
  };
}
