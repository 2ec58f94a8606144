import { createHash } from 'node:crypto';
import type { Agency, PublicAgency } from '@tripfront/domain';
import { findTenantIdByHost, getAgency, getPlatformSetting, type Database } from '@tripfront/db';
import { withImageUrls } from './agency-images.ts';
import type { CachedJson } from './json-cache.ts';

export interface TenantContext {
  id: string;
  agency: Agency;
  publicAgency: PublicAgency;
  /**
   * GET /api/agency's answer, `{ data: publicAgency }`, serialised once with its ETag (which also
   * versions the agency's cached pages), and its compressed forms once made.
   */
  publicAnswer: CachedJson;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Host header → host name: lower-case, without port or trailing dot. */
export function normaliseHost(header: string | undefined): string | null {
  if (!header) return null;
  let host = header.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    host = host.split(':')[0] ?? '';
  }
  host = host.replace(/\.$/, '');
  return /^[a-z0-9.\-[\]:]+$/.test(host) && host.length <= 253 ? host : null;
}

/** What browsers may see of the agency: no pricing, and pictures as URLs (see agency-images.ts). */
export function toPublicAgency(id: string, agency: Agency): PublicAgency {
  const { pricing: _pricing, ...rest } = agency;
  return withImageUrls({ ...rest, id });
}

export function etagFor(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Resolves the agency for a request host. Each instance keeps results for `ttlSeconds` so the hot
 * path does not touch the database; agency edits show up on every instance within that time.
 */
export function createTenantResolver(db: Database, ttlSeconds: number, now: () => number = Date.now) {
  const hosts = new Map<string, { tenantId: string | null; until: number }>();
  const contexts = new Map<string, { ctx: TenantContext | null; until: number }>();
  /** Host header as sent → its answer, until the first of the host's and the agency's entries ends. */
  const byHeader = new Map<string, { ctx: TenantContext | null; until: number }>();
  let defaultHost: { value: string | null; until: number } | undefined;
  const ttl = ttlSeconds * 1000;

  async function tenantIdFor(host: string): Promise<{ tenantId: string | null; until: number }> {
    const hit = hosts.get(host);
    if (hit && hit.until > now()) return hit;
    let tenantId = await findTenantIdByHost(db, host);
    if (tenantId === null && LOOPBACK.has(host)) {
      if (!defaultHost || defaultHost.until <= now()) {
        defaultHost = { value: await getPlatformSetting<string>(db, 'defaultHost'), until: now() + ttl };
      }
      if (defaultHost.value) tenantId = await findTenantIdByHost(db, defaultHost.value);
    }
    if (hosts.size > 10_000) hosts.clear();
    const entry = { tenantId, until: now() + ttl };
    hosts.set(host, entry);
    return entry;
  }

  async function context(tenantId: string): Promise<{ ctx: TenantContext | null; until: number }> {
    const hit = contexts.get(tenantId);
    if (hit && hit.until > now()) return hit;
    const record = await db.withTenant(tenantId, (tx) => getAgency(tx, tenantId), { readOnly: true });
    let ctx: TenantContext | null = null;
    if (record) {
      const publicAgency = toPublicAgency(record.id, record.agency);
      const publicJson = JSON.stringify({ data: publicAgency });
      ctx = { id: record.id, agency: record.agency, publicAgency, publicAnswer: { body: publicJson, etag: etagFor(publicJson), encoded: {} } };
    }
    const entry = { ctx, until: now() + ttl };
    contexts.set(tenantId, entry);
    return entry;
  }

  return {
    /**
     * The answer `resolve` would give, when this instance holds it (no lookup, no promise):
     * the agency, null for a host known to have none, or undefined when `resolve` must look.
     */
    cached(hostHeader: string | undefined): TenantContext | null | undefined {
      if (hostHeader === undefined) return undefined;
      const hit = byHeader.get(hostHeader);
      return hit && hit.until > now() ? hit.ctx : undefined;
    },
    async resolve(hostHeader: string | undefined): Promise<TenantContext | null> {
      const host = normaliseHost(hostHeader);
      if (!host) return null;
      const { tenantId, until: hostUntil } = await tenantIdFor(host);
      const { ctx, until } = tenantId ? await context(tenantId) : { ctx: null, until: hostUntil };
      if (hostHeader !== undefined && ttl > 0) {
        if (byHeader.size > 10_000) byHeader.clear();
        byHeader.set(hostHeader, { ctx, until: Math.min(hostUntil, until) });
      }
      return ctx;
    },
    /** Drops cached data of one tenant (after an edit on this instance). */
    invalidate(tenantId: string): void {
      contexts.delete(tenantId);
      for (const [h, v] of hosts) if (v.tenantId === tenantId) hosts.delete(h);
      for (const [h, v] of byHeader) if (v.ctx?.id === tenantId) byHeader.delete(h);
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
