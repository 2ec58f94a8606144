import type { FastifyRequest } from 'fastify';
import { dealLinkByCode, type Database, type DealLinkRow } from '@tripfront/db';
import { DEAL_LINK_HEADER, normaliseDealLinkCode } from '@tripfront/domain/navigation/deal-link';
import { dealLinkExpired } from '@tripfront/domain/proposals';
import { singleFlight } from './single-flight.ts';

// The deal link a request names (header x-deal-link, decision 0118), looked up once per agency and
// code for a few seconds: a visitor who came through a link sends it with every search and answer
// of the session, and those must not each cost a database read. An archived link stops pricing
// on every instance at once: the archive tells them through agency-changes.ts (a part, over Redis
// when REDIS_URL is set), whose listener calls forget (app.ts); should Redis be unreachable, the
// other instances stop within TTL_MS.

/** How long a looked-up link (or its absence) is kept. */
const TTL_MS = 30_000;
/** Entries kept at most (agencies × codes seen); the oldest go first. */
const MAX_ENTRIES = 10_000;

/** What pricing needs of a link. */
export type KnownDealLink = Pick<DealLinkRow, 'id' | 'code' | 'agentId' | 'agentMarkupBasisPoints' | 'expiresAt' | 'archivedAt'>;

export function createDealLinkLookup(db: Database, now: () => number = Date.now) {
  const entries = new Map<string, { link: KnownDealLink | null; until: number }>();
  const loads = singleFlight<string, KnownDealLink | null>();
  const keyOf = (tenantId: string, code: string) => `${tenantId}:${code}`;

  /** The agency's link of this code, expired or not, or null; cached. */
  async function byCode(tenantId: string, code: string): Promise<KnownDealLink | null> {
    const key = keyOf(tenantId, code);
    const hit = entries.get(key);
    if (hit && hit.until > now()) return hit.link;
    return loads.run(key, async (isCurrent) => {
      const row = await db.withTenant(tenantId, (tx) => dealLinkByCode(tx, tenantId, code), { readOnly: true });
      const link = row
        ? {
            id: row.id,
            code: row.code,
            agentId: row.agentId,
            agentMarkupBasisPoints: row.agentMarkupBasisPoints,
            expiresAt: row.expiresAt,
            archivedAt: row.archivedAt,
          }
        : null;
      if (isCurrent()) {
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { link, until: now() + TTL_MS });
      }
      return link;
    });
  }

  return {
    byCode,
    /**
     * The live link the request names in x-deal-link, or null: none named, not a code, not this
     * agency's, expired or archived. Never an error: an unusable link prices as if none was sent.
     */
    async live(request: FastifyRequest): Promise<KnownDealLink | null> {
      const raw = request.headers[DEAL_LINK_HEADER];
      const code = normaliseDealLinkCode(typeof raw === 'string' ? raw : undefined);
      if (code === null) return null;
      const link = await byCode(request.tenant.id, code);
      return link && !dealLinkExpired(link, new Date(now())) ? link : null;
    },
    /** Drops what is kept of a link (archived, on any instance: the next request reads it). */
    forget(tenantId: string, code: string): void {
      entries.delete(keyOf(tenantId, code));
      loads.forget(keyOf(tenantId, code));
    },
  };
}
export type DealLinkLookup = ReturnType<typeof createDealLinkLookup>;
