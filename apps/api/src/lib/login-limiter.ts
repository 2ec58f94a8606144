import type { KeyValueStore } from './store.ts';
import { tooManyRequests } from './http-errors.ts';

/**
 * Throttling of password guessing and of emailed-link requests, per account and per client IP,
 * shared across instances through the store (Redis when REDIS_URL is set).
 */
export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 };

/** One counter pair (account, IP) under its own key prefix, with its own 429 message. */
function attemptLimiter(store: KeyValueStore, limits: LoginLimits, prefix: string, what: string) {
  const accountKey = (tenantId: string, account: string) => `${prefix}:acct:${tenantId}:${account}`;
  const ipKey = (tenantId: string, ip: string) => `${prefix}:ip:${tenantId}:${ip}`;
  const message = `Too many ${what}. Please wait ${Math.round(limits.windowSeconds / 60)} minutes and try again.`;
  return {
    /** Throws 429 when this account or IP has used up its attempts in the window. */
    async check(tenantId: string, account: string, ip: string): Promise<void> {
      const [a, i] = await Promise.all([store.get(accountKey(tenantId, account)), store.get(ipKey(tenantId, ip))]);
      if (Number(a ?? 0) >= limits.perAccount || Number(i ?? 0) >= limits.perIp) {
        throw tooManyRequests(message, limits.windowSeconds);
      }
    },
    async record(tenantId: string, account: string, ip: string): Promise<void> {
      await Promise.all([
        store.incr(accountKey(tenantId, account), limits.windowSeconds),
        store.incr(ipKey(tenantId, ip), limits.windowSeconds),
      ]);
    },
    async clearAccount(tenantId: string, account: string): Promise<void> {
      await store.del(accountKey(tenantId, account));
    },
  };
}

export function createLoginLimiter(store: KeyValueStore, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const login = attemptLimiter(store, limits, 'login', 'login attempts');
  // Requests for emailed links (reset, new verification link) count apart from failed logins, so
  // asking for a reset never locks anyone out of logging in, and the other way round.
  const links = attemptLimiter(store, limits, 'links', 'requests for emailed links');
  return {
    check: login.check,
    recordFailure: login.record,
    recordSuccess: (tenantId: string, email: string) => login.clearAccount(tenantId, email),
    /** Password-reset and verification-link requests: every request counts. */
    links: { check: links.check, record: links.record },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
