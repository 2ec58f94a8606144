import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { TenantResolver } from './tenant-resolver.ts';
import type { JsonCache } from './json-cache.ts';
import type { AgencyRevisions } from './agency-revisions.ts';
import { fastFailingRedis, REDIS_COMMAND_TIMEOUT_MS, withinTimeout } from './redis-store.ts';

/**
 * What happens when an agency's settings change (issue #15): this instance forgets what it cached of
 * the agency at once. Other instances forget within AGENCY_CACHE_TTL (their question to the
 * database about changed agencies, agency-revisions.ts); with Redis they are told at once too.
 * A narrower change (one deal link archived) goes the same way as a part: every instance forgets
 * that part only (its listeners: onForgetPart), the agency's other caches stay.
 *
 * What is cached per agency and how it goes: the tenant resolver (agency, public answer and its
 * ETag, hosts) and the JSON cache (navigations, pages) are dropped here; the rendered anonymous
 * pages (routes/site.ts) are keyed by the public answer's ETag and the navigations' ETag, so the
 * next request renders the new head (title, colour, logo); priced search answers carry the markup
 * in their key (search-cache.ts); auto-suggest answers and deal pictures hold nothing of the agency.
 */
export interface AgencyChanges {
  /** Call after a change of the agency's settings or pages has committed. */
  changed(tenantId: string): Promise<void>;
  /** Resolves once other instances' changes reach this one (at once without Redis; false when Redis could not be reached). */
  listening(): Promise<boolean>;
  /** Also call `listener` when this instance forgets an agency (its own change or another's). */
  onForget(listener: (tenantId: string) => void): void;
  /** Call after one part of an agency changed (a deal link archived) has committed. */
  partChanged(tenantId: string, part: AgencyPart): Promise<void>;
  /** Call `listener` when this instance forgets a part of an agency (its own change or another's). */
  onForgetPart(listener: (tenantId: string, part: AgencyPart) => void): void;
  close(): Promise<void>;
}

/** Something of an agency that instances keep apart from its settings: one deal link, by its code. */
export type AgencyPart = { kind: 'deal-link'; code: string };

/** A part's words in a message after the tenant id ('deal-link 7K3M9Q2X'), and back (null for words not a part). */
const partWords = (part: AgencyPart): string => `${part.kind} ${part.code}`;
function partOf(kind: string, key: string | undefined): AgencyPart | null {
  return kind === 'deal-link' && key !== undefined && /^[0-9A-Z]{1,32}$/.test(key) ? { kind, code: key } : null;
}

/** The Redis channel every instance publishes changed tenant ids (and parts) on. */
export const AGENCY_CHANGES_CHANNEL = 'tripfront:agency-changed';

export interface AgencyChangesOptions {
  /** The instance's question about changed agencies: an agency it names is forgotten as if told. */
  revisions?: AgencyRevisions;
  /** With a URL, changes go to every instance subscribed to `channel` on that Redis. */
  redisUrl?: string | undefined;
  channel?: string;
  /** How long `listening` waits for the subscription before giving up (ms). */
  subscribeTimeoutMs?: number;
  warn?: (message: string) => void;
}

/**
 * Tells the instances listening on `channel` that an agency changed, from outside a server (the
 * platform operator's command): one short-lived connection. Failing to reach Redis is not an error
 * (the instances see the change within AGENCY_CACHE_TTL); returns whether the message went out.
 */
export async function publishAgencyChange(redisUrl: string, tenantId: string, channel = AGENCY_CHANGES_CHANNEL): Promise<boolean> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.publish(channel, `operator ${tenantId}`);
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAgencyChanges(resolver: TenantResolver, jsonCache: JsonCache, options: AgencyChangesOptions = {}): AgencyChanges {
  const listeners: ((tenantId: string) => void)[] = [];
  const forget = (tenantId: string) => {
    resolver.invalidate(tenantId);
    jsonCache.invalidateTenant(tenantId);
    for (const listener of listeners) listener(tenantId);
  };
  const onForget = (listener: (tenantId: string) => void) => {
    listeners.push(listener);
  };
  // The resolver and the JSON cache listen to the revisions themselves; the other caches, here.
  options.revisions?.onChanged((tenantId) => {
    for (const listener of listeners) listener(tenantId);
  });
  const partListeners: ((tenantId: string, part: AgencyPart) => void)[] = [];
  const forgetPart = (tenantId: string, part: AgencyPart) => {
    for (const listener of partListeners) listener(tenantId, part);
  };
  const onForgetPart = (listener: (tenantId: string, part: AgencyPart) => void) => {
    partListeners.push(listener);
  };
  if (!options.redisUrl) {
    return {
      async changed(tenantId) {
        forget(tenantId);
      },
      async partChanged(tenantId, part) {
        forgetPart(tenantId, part);
      },
      listening: async () => true,
      onForget,
      onForgetPart,
      async close() {},
    };
  }

  const channel = options.channel ?? AGENCY_CHANGES_CHANNEL;
  const warn = options.warn ?? ((m: string) => console.warn(m));
  // A message names its sender, so an instance does not forget twice what it forgot when saving.
  const instance = randomUUID();
  // A connection that has subscribed can only listen: publishing needs a second one. Publishing
  // fails fast (a save never waits on a stopped or hung Redis: decision 0075); the subscriber waits
  // for its connection and, reconnecting at most a second apart, subscribes again by itself.
  const publisher = fastFailingRedis(options.redisUrl, REDIS_COMMAND_TIMEOUT_MS);
  const subscriber = new Redis(options.redisUrl, {
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  let lastError = '';
  const quiet = (err: Error) => {
    // ioredis retries on its own; say it once per distinct failure, not on every retry.
    if (err.message !== lastError) warn(`Redis (agency changes): ${err.message}; other instances see changes within AGENCY_CACHE_TTL meanwhile.`);
    lastError = err.message;
  };
  publisher.on('error', quiet);
  subscriber.on('error', quiet);
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const [sender, tenantId, kind, key] = message.split(' ');
    if (sender === instance || !tenantId || !UUID_RE.test(tenantId)) return;
    if (kind === undefined) return forget(tenantId);
    const part = partOf(kind, key);
    if (part) forgetPart(tenantId, part);
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => true,
    (err: Error) => {
      quiet(err);
      return false;
    },
  );
  const timeoutMs = options.subscribeTimeoutMs ?? 3_000;

  const publish = async (message: string) => {
    try {
      await withinTimeout(publisher, REDIS_COMMAND_TIMEOUT_MS, (r) => r.publish(channel, `${instance} ${message}`));
    } catch (err) {
      // The change is saved; the other instances catch up when their copy ends (AGENCY_CACHE_TTL; a deal link's 30 s).
      quiet(err as Error);
    }
  };

  return {
    async changed(tenantId) {
      forget(tenantId);
      await publish(tenantId);
    },
    async partChanged(tenantId, part) {
      forgetPart(tenantId, part);
      await publish(`${tenantId} ${partWords(part)}`);
    },
    onForget,
    onForgetPart,
    listening: () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
      });
      return Promise.race([subscribed, timeout]).finally(() => clearTimeout(timer));
    },
    async close() {
      // A connection that is not up (Redis unreachable) is dropped at once rather than waited for.
      await Promise.all([publisher, subscriber].map((c) => (c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect())));
    },
  };
}
