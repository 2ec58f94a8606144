import { ApiError } from '../../../lib/api-client.ts';
import type { AccountT } from '../hooks/use-account-translation.ts';

/**
 * A failed account call as a translated message: the network, throttling and server failures
 * have their own texts; other refusals (4xx) keep the server's message, which names the problem.
 */
export function accountErrorMessage(error: unknown, t: AccountT): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  if (error.status === 429) return t('errors.tooMany');
  if (error.status >= 500) return t('errors.generic');
  return error.message;
}

/** The common-password refusal is the only password rule the browser cannot check itself. */
export function isPasswordRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && (error.field === 'password' || error.field === 'newPassword');
}

/** The emailed link is unknown, used or expired. */
export function isLinkRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.field === 'token';
}
