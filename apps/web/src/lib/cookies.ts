/** Readable (non-HttpOnly) cookies. The access token cookie is HttpOnly and never seen here. */

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null; // rendering on the server (lib/hydration.ts)
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      try {
        return decodeURIComponent(trimmed.slice(prefix.length));
      } catch {
        return trimmed.slice(prefix.length);
      }
    }
  }
  return null;
}

/** Sets a cookie on the whole site; without `maxAgeMinutes` it lasts for the browser session. */
export function setCookie(name: string, value: string, options: { maxAgeMinutes?: number } = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeMinutes !== undefined) parts.push(`max-age=${Math.round(options.maxAgeMinutes * 60)}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Deletes a cookie, plain and scoped to the current domain (spec §4 logout clears both). */
export function deleteCookie(name: string): void {
  const base = `${encodeURIComponent(name)}=; path=/; max-age=0`;
  document.cookie = base;
  document.cookie = `${base}; domain=${window.location.hostname}`;
}
