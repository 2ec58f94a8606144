import { getCookie, setCookie } from './cookies.ts';
import { SHELL_COOKIES } from './storage.ts';

/** A random id (a UUID where the browser makes them). */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The browser-session id sent as x-session-id (spec §3), kept in a session cookie. */
export function sessionId(): string {
  const existing = getCookie(SHELL_COOKIES.sessionId);
  if (existing) return existing;
  const id = randomId();
  setCookie(SHELL_COOKIES.sessionId, id);
  return id;
}
