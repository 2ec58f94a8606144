/** Emailed tokens are 256-bit, base64url: anything else is not worth sending to the server. */
export function looksLikeLinkToken(value: string | null): value is string {
  return value !== null && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export type LinkPurpose = 'verify' | 'reset';

/** What /expired is told (router state): which link failed, and where the signup wanted to go. */
export interface ExpiredState {
  purpose: LinkPurpose;
  redirect?: string;
}

export function expiredState(purpose: LinkPurpose, redirect?: string | null): ExpiredState {
  return redirect ? { purpose, redirect } : { purpose };
}

export function readExpiredState(state: unknown): ExpiredState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { purpose, redirect } = state as Record<string, unknown>;
  if (purpose !== 'verify' && purpose !== 'reset') return null;
  return typeof redirect === 'string' ? { purpose, redirect } : { purpose };
}
