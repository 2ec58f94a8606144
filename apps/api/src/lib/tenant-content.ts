import { listNavigations, type Database } from '@tripfront/db';
import type { CachedJson, JsonCache } from './json-cache.ts';

/**
 * GET /api/agency/navigations' answer for an agency, serialised once and kept in the per-instance
 * JSON cache (emptied when the agency's content changes). The pages inline it too.
 */
export function navigationsAnswer({ db, jsonCache }: { db: Database; jsonCache: JsonCache }, tenantId: string): Promise<CachedJson> {
  return jsonCache.get(`${tenantId}:navigations`, async () => ({
    agencyNavigation: await db.withTenant(tenantId, (tx) => listNavigations(tx, tenantId)),
  }));
}
