import { ApiError } from '../../../lib/api-client.ts';
import type { PeopleKey, PeopleT } from '../hooks/use-people-translation.ts';

/** The API's refusal codes (apps/api people routes) and the page's words for them. */
const BY_CODE: Record<string, PeopleKey> = {
  ACCOUNT_EXISTS: 'errors.accountExists',
  LAST_OWNER: 'errors.lastOwner',
  OWNER_ONLY: 'errors.ownerOnly',
  SELF: 'errors.self',
  SELF_PERMISSIONS: 'agentView.selfPermissions',
  OWNER_PERMISSIONS: 'agentView.ownerPermissions',
  ALREADY_DECIDED: 'errors.alreadyDecided',
  APPLICATION_PENDING: 'errors.alreadyApplied',
  // The agents past the plan's maximum (decision 0152); a product outside it is the product settings' refusal.
  PLAN_LIMIT: 'errors.planAgents',
};

/** A failed people call as a translated message; a refusal the page has no words for keeps the server's message. */
export function peopleErrorMessage(error: unknown, t: PeopleT): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  const code = typeof error.body.code === 'string' ? error.body.code : '';
  const key = BY_CODE[code];
  if (key) return t(key);
  if (error.status === 0) return t('errors.network');
  if (error.status === 429) return t('errors.tooMany');
  if (error.status >= 500) return t('errors.generic');
  return error.message;
}

/** The API refused the page itself (403: role or read permission). */
export const isRefused = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
