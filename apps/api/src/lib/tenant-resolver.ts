import { NO_CONTENT_PAGES, offeredSocialProviders, type Agency, type PublicAgency, type SocialProvider } from '@tripfront/domain';
import { contentPresence, type ContentPresence } from '@tripfront/domain/content';
import { agencyRevision, contentState, findTenantIdByHost, getAgency, getPlatformSetting, getPlanIn, getSubscription, type Database } from '@tripfront/db';
import {
  DEFAULT_GRACE_DAYS,
  planInForce,
  subscriptionStanding,
  withPlanProducts,
  withSubscriptionStanding,
  type PlanLimits,
  type SubscriptionStatus,
} from '@tripfront/domain/subscription';
import { effectiveMapStyleUrl } from '@tripfront/domain/map-style';
import { withImageUrls } from './agency-images.ts';
import { etagFor, type CachedJson } from './json-cache.ts';
import { singleFlight } from './single-flight.ts';
import { createAgencyRevisions, type AgencyRevisions } from './agency-revisions.ts';

export interface TenantContext {
  id: string;
  agency: Agency;
  publicAgency: PublicAgency;
  /**
   * GET /api/agency's answer, `{ data: publicAgency }`, serialised once with its ETag (which also
   * versions the agency's cached pages), and its compressed forms once made.
   */
  publicAnswer: CachedJson;
  /**
   * The agency's canonical origin (`https://www.agency.example`): the start of every absolute URL
   * the app writes (emailed links, sitemap, canonical links), never taken from the request's Host.
   */
  origin: string;
  /**
   * Changes with any change of the agency's content (posts, destination pages, hidden gems, terms)
   * and with what of it is public: part of the version of its cached pages (routes/site.ts).
   */
  contentVersion: string;
  /** Inactive only because the agency's subscription lapsed (decision 0150): its owner may still sign in and pay. */
  subscriptionLapsed?: boolean;
  /** The limits of the plan in force (decision 0152), null for none: its products already shape `agency`'s booking menu. */
  planLimits: PlanLimits | null;
}

/** How absolute URLs start apart from the host: from configuration (PUBLIC_SCHEME, PUBLIC_PORT). */
export interface PublicUrlSettings {
  scheme: 'http' | 'https';
  /** null: no port. */
  port: number | null;
}

const DEFAULT_PORT = { http: 80, https: 443 } as const;

/** `scheme://host[:port]`, leaving out the scheme's default port. */
export function canonicalOrigin(host: string, { scheme, port }: PublicUrlSettings): string {
  return port === null || port === DEFAULT_PORT[scheme] ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * A Host header as RFC 9110 allows it: a DNS name (letters, digits, dots, hyphens), an IPv4
 * address or a bracketed IPv6 literal, then at most one port. Anything else (userinfo such as
 * `sunrise.localhost:1@evil.example`, two ports, spaces, other characters) is refused.
 */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Host header → host name: lower-case, without port or trailing dot; null when malformed. */
export function normaliseHost(header: string | undefined): string | null {
  if (!header || header.length > 260 || !HOST_HEADER.test(header)) return null;
  let host = header.toLowerCase();
  if (host.startsWith('[')) {
    host = host.slice(0, host.indexOf(']') + 1);
  } else {
    const colon = host.indexOf(':');
    if (colon !== -1) host = host.slice(0, colon);
  }
  host = host.replace(/\.$/, '');
  return host.length > 0 && host.length <= 253 ? host : null;
}

/**
 * What browsers may see of the agency: no pricing, no payment account or legal details, and pictures as URLs (see
 * agency-images.ts); `demoNotice` only when true (the server's "Demo site" rule, lib/sandbox.ts);
 * `mapStyleUrl` when the agency or the platform has a tile provider (decision 0101).
 */
export function toPublicAgency(
  id: string,
  agency: Agency,
  demoNotice = false,
  platform: PlatformDefaults = NO_PLATFORM_DEFAULTS,
  contentPages: ContentPresence = NO_CONTENT_PAGES,
): PublicAgency {
  const { pricing: _pricing, payment: _payment, legal: _legal, wallet: _wallet, academy: _academy, sso, ...rest } = agency;
  const mapStyleUrl = effectiveMapStyleUrl(agency.settings.mapStyleUrl, platform.mapStyleUrl);
  // The sign-in providers' settings stay here: browsers learn the two flags, whether a provider is set up and which social buttons to show.
  const publicSso = {
    isSSOEnabled: sso.isSSOEnabled,
    isDirectLoginAllowedForSSOUsers: sso.isDirectLoginAllowedForSSOUsers,
    hasProvider: sso.isSSOEnabled && sso.oidc !== null,
    socialProviders: offeredSocialProviders(sso.social, platform.socialClientIds),
  };
  return withImageUrls({ ...rest, sso: publicSso, id, contentPages, ...(demoNotice ? { demoNotice } : {}), ...(mapStyleUrl ? { mapStyleUrl } : {}) });
}

/** What the platform gives agencies that set nothing of their own. */
export interface PlatformDefaults {
  /** The maps' style (MAP_STYLE_URL, decision 0101). */
  mapStyleUrl: string | null;
  /** The platform's client id of each social sign-in preset (GOOGLE_CLIENT_ID …, decision 0114). */
  socialClientIds: Partial<Record<SocialProvider, string>>;
}
const NO_PLATFORM_DEFAULTS: PlatformDefaults = { mapStyleUrl: null, socialClientIds: {} };

/**
 * Hosts (and Host headers as sent) kept at most before starting over: above the ten thousand
 * agencies one instance is sized for (docs/benchmarks.md "Many agencies"), so that a spread load
 * never empties them, while unknown hosts sent on purpose cannot grow them without end (~200 bytes each).
 */
const HOST_ENTRIES = 50_000;

/**
 * Resolves the agency for a request host. Each instance keeps results so the hot path does not
 * touch the database; agency edits show up on every instance within `ttlSeconds`. When an entry is
 * `ttlSeconds` old, it is not read again: one question for all agencies (agency-revisions.ts, at
 * most once per TTL) says whether the agency changed, and only a changed agency is read again.
 */
export function createTenantResolver(
  db: Database,
  ttlSeconds: number,
  now: () => number = Date.now,
  publicUrl: PublicUrlSettings = { scheme: 'http', port: null },
  /** Whether the agency's pages say "Demo site: no real bookings" (lib/sandbox.ts demoNoticeFor). */
  demoNotice: (agency: Agency) => boolean = () => false,
  /** The platform's map style and social sign-in clients, for agencies without their own. */
  platform: PlatformDefaults = NO_PLATFORM_DEFAULTS,
  /** Which agencies changed (shared with the instance's other caches); its own when not given. */
  revisions: AgencyRevisions = createAgencyRevisions(db, ttlSeconds, now),
  /** Days a lapsed subscription stays subscribed (SUBSCRIPTION_GRACE_DAYS, decision 0150). */
  graceDays: number = DEFAULT_GRACE_DAYS,
) {
  const hosts = new Map<string, { tenantId: string | null; until: number }>();
  /**
   * `loaded`: what the context was made from, to tell an unchanged agency on its next load;
   * `reloadAt`: when a scheduled post or page goes public by the clock alone (read again then).
   */
  const contexts = new Map<string, { ctx: TenantContext | null; until: number; loaded?: string | undefined; reloadAt?: number | undefined }>();
  /** Host header as sent → its answer, until the first of the host's and the agency's entries ends. */
  const byHeader = new Map<string, { ctx: TenantContext | null; until: number }>();
  let defaultHost: { value: string | null; until: number } | undefined;
  const ttl = ttlSeconds * 1000;
  // Requests that find an entry expired share one lookup (single-flight.ts): none queues its own.
  const hostLoads = singleFlight<string, { tenantId: string | null; until: number }>();
  const contextLoads = singleFlight<string, { ctx: TenantContext | null; until: number }>();

  /**
   * `hit`, expired, when the agencies' revisions say it still holds (good until the next question);
   * else what `map` holds now if fresh (another request read it meanwhile), else undefined: read it.
   */
  async function confirmed<E extends { until: number }>(map: Map<string, E>, key: string, hit: E): Promise<E | undefined> {
    const until = await revisions.confirmedUntil();
    const current = map.get(key);
    if (current === hit) {
      hit.until = until;
      return hit;
    }
    return current && current.until > now() ? current : undefined;
  }

  async function tenantIdFor(host: string): Promise<{ tenantId: string | null; until: number }> {
    const hit = hosts.get(host);
    if (hit && hit.until > now()) return hit;
    // An agency's host goes with the agency's revision; a host of none (it may become one) and the
    // loopback hosts (the platform's default host) are looked up again.
    if (hit?.tenantId && ttl > 0 && !LOOPBACK.has(host)) {
      const kept = await confirmed(hosts, host, hit);
      if (kept) return kept;
    }
    return hostLoads.run(host, (isCurrent) => lookUpHost(host, isCurrent));
  }

  async function lookUpHost(host: string, isCurrent: () => boolean): Promise<{ tenantId: string | null; until: number }> {
    let tenantId = await findTenantIdByHost(db, host);
    if (tenantId === null && LOOPBACK.has(host)) {
      if (!defaultHost || defaultHost.until <= now()) {
        defaultHost = { value: await getPlatformSetting<string>(db, 'defaultHost'), until: now() + ttl };
      }
      if (defaultHost.value) tenantId = await findTenantIdByHost(db, defaultHost.value);
    }
    if (hosts.size > HOST_ENTRIES) hosts.clear();
    const entry = { tenantId, until: now() + ttl };
    if (isCurrent()) hosts.set(host, entry);
    return entry;
  }

  async function context(tenantId: string): Promise<{ ctx: TenantContext | null; until: number }> {
    const hit = contexts.get(tenantId);
    if (hit && hit.until > now()) return hit;
    if (hit?.ctx && ttl > 0 && (hit.reloadAt === undefined || hit.reloadAt > now())) {
      const kept = await confirmed(contexts, tenantId, hit);
      if (kept) {
        if (kept.reloadAt !== undefined) kept.until = Math.min(kept.until, kept.reloadAt);
        return kept;
      }
    }
    return contextLoads.run(tenantId, (isCurrent) => loadContext(tenantId, isCurrent));
  }

  async function loadContext(tenantId: string, isCurrent: () => boolean): Promise<{ ctx: TenantContext | null; until: number }> {
    // Before the read: a change committed after it is in the next question's answer.
    if (ttl > 0) await revisions.begin();
    // Nothing held of it (its first read, or it was forgotten): its revision tells the next question it is current.
    const first = !contexts.has(tenantId);
    const { revision, loaded } = await db.withTenant(
      tenantId,
      async (tx) => {
        const at = await agencyRevision(tx, tenantId);
        const found = await getAgency(tx, tenantId);
        if (!found) return { revision: at, loaded: null };
        const subscription = await getSubscription(tx, tenantId);
        const plan = subscription?.planId ? await getPlanIn(tx, subscription.planId) : null;
        return { revision: at, loaded: { record: found, subscription, plan, content: await contentState(tx, tenantId, new Date(now())) } };
      },
      { readOnly: true },
    );
    if (first && isCurrent()) revisions.loaded(tenantId, revision);
    let ctx: TenantContext | null = null;
    let fingerprint: string | undefined;
    // The agency's isSubscribed and Inactive state follow its subscription (decision 0150); the end
    // of a grace period changes them by the clock alone, so the context is read again then.
    const sub = loaded?.subscription ?? null;
    const standing = loaded
      ? subscriptionStanding(
          sub && { status: sub.status as SubscriptionStatus, currentPeriodEnd: sub.currentPeriodEnd, paymentFailedAt: sub.paymentFailedAt },
          loaded.record.agency.isSubscribed,
          new Date(now()),
          graceDays,
        )
      : null;
    const times = [loaded?.content.nextPublishAt?.getTime(), standing?.changesAt?.getTime()].filter((t): t is number => t !== undefined);
    const reloadAt = times.length > 0 ? Math.min(...times) : undefined;
    const until = Math.min(now() + ttl, reloadAt ?? Infinity);
    if (loaded && standing) {
      const { content } = loaded;
      // And the products follow its plan (decision 0152).
      const plan = planInForce(sub && { status: sub.status as SubscriptionStatus, planId: sub.planId }, loaded.plan);
      const limits = plan && { products: plan.products, maxAgents: plan.maxAgents };
      const record = { ...loaded.record, agency: withPlanProducts(withSubscriptionStanding(loaded.record.agency, standing), limits) };
      // The header's and footer's content links (decision 0127): a scheduled item going public
      // changes them through the content job's agency-change notice.
      const contentPages = contentPresence(content, record.agency.displayTopDestinations);
      const publicAgency = toPublicAgency(record.id, record.agency, demoNotice(record.agency), platform, contentPages);
      const publicJson = JSON.stringify({ data: publicAgency });
      const origin = canonicalOrigin(record.canonicalHost ?? `${record.agency.subdomain}.localhost`, publicUrl);
      // A hash, not the text: a thousand agencies' settings held twice would be megabytes.
      fingerprint = etagFor(`${origin}\n${content.version}\n${publicJson}\n${JSON.stringify(record.agency)}\n${JSON.stringify(limits)}`);
      const before = contexts.get(tenantId);
      // Unchanged since the last load (read again at a scheduled item's time, or with a TTL of 0):
      // the same context, so its answer keeps its compressed forms and everything keyed on it stays
      // valid. A new object here made every agency's answer compressed again at each read, which
      // with a thousand agencies read every AGENCY_CACHE_TTL was most of the server's CPU.
      if (before?.ctx && before.loaded === fingerprint) {
        const entry = { ctx: before.ctx, until, loaded: fingerprint, reloadAt };
        if (isCurrent()) contexts.set(tenantId, entry);
        return entry;
      }
      ctx = {
        id: record.id,
        agency: record.agency,
        publicAgency,
        publicAnswer: { body: publicJson, etag: etagFor(publicJson), encoded: {} },
        origin,
        contentVersion: content.version,
        planLimits: limits,
        ...(standing.lapsed && loaded.record.agency.status !== 'Inactive' ? { subscriptionLapsed: true } : {}),
      };
    }
    const entry = { ctx, until, loaded: fingerprint, reloadAt };
    if (isCurrent()) contexts.set(tenantId, entry);
    return entry;
  }

  /** Drops cached data of one tenant (after an edit on this instance, or seen changed). */
  function invalidate(tenantId: string): void {
    contexts.delete(tenantId);
    contextLoads.forget(tenantId);
    hostLoads.forgetWhere(() => true);
    for (const [h, v] of hosts) if (v.tenantId === tenantId) hosts.delete(h);
    for (const [h, v] of byHeader) if (v.ctx?.id === tenantId) byHeader.delete(h);
  }
  revisions.onChanged(invalidate);

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
        if (byHeader.size > HOST_ENTRIES) byHeader.clear();
        byHeader.set(hostHeader, { ctx, until: Math.min(hostUntil, until) });
      }
      return ctx;
    },
    invalidate,
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
