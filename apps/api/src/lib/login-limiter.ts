import type { KeyValueStore } from './store.ts';
import { tooManyRequests } from './http-errors.ts';

/**
 * Throttling of password guessing and of emailed-link requests, shared across instances through
 * the store (Redis when REDIS_URL is set). Three counters per attempt:
 * - the account from this client IP (`perAccount`): a guesser is stopped after a few tries;
 * - the client IP across accounts (`perIp`);
 * - the account from anywhere (`perAccountGlobal`, much higher): bounds guessing spread over many
 *   addresses, while a guesser elsewhere cannot lock the owner out with a handful of tries
 *   (issue #13: five wrong passwords from anywhere used to lock the account for 15 minutes).
 */
export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
  /** Attempts at one account from all addresses together; 20 × perAccount when not given. */
  perAccountGlobal?: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60, perAccountGlobal: 100 };

/**
 * One set of counters under its own key prefix, with its own 429 message. An attempt is counted
 * before the work it guards (`reserve`), with the store's atomic increment: counting after the
 * work let 200 parallel guesses all pass a check that each saw at zero (issue #13).
 */
function attemptLimiter(store: KeyValueStore, limits: LoginLimits, prefix: string, what: string) {
  const globalLimit = limits.perAccountGlobal ?? 20 * limits.perAccount;
  const keys = (tenantId: string, account: string, ip: string) => ({
    accountIp: `${prefix}:acct-ip:${tenantId}:${account}:${ip}`,
    account: `${prefix}:acct:${tenantId}:${account}`,
    ip: `${prefix}:ip:${tenantId}:${ip}`,
  });
  const message = `Too many ${what}. Please wait ${Math.round(limits.windowSeconds / 60)} minutes and try again.`;
  return {
    /** Counts one attempt; throws 429 when it is past the account's or the IP's limit. */
    async reserve(tenantId: string, account: string, ip: string): Promise<void> {
      const k = keys(tenantId, account, ip);
      const [accountIp, accountAll, ipAll] = await Promise.all([
        store.incr(k.accountIp, limits.windowSeconds),
        store.incr(k.account, limits.windowSeconds),
        store.incr(k.ip, limits.windowSeconds),
      ]);
      if (accountIp > limits.perAccount || ipAll > limits.perIp || accountAll > globalLimit) {
        throw tooManyRequests(message, limits.windowSeconds);
      }
    },
    /** The attempt succeeded: this client's tries at the account start again, and it is not counted. */
    async release(tenantId: string, account: string, ip: string): Promise<void> {
      const k = keys(tenantId, account, ip);
      await Promise.all([store.del(k.accountIp), store.decr(k.account), store.decr(k.ip)]);
    },
  };
}

export function createLoginLimiter(store: KeyValueStore, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const login = attemptLimiter(store, limits, 'login', 'login attempts');
  // Requests for emailed links (reset, new verification link) count apart from failed logins, so
  // asking for a reset never locks anyone out of logging in, and the other way round.
  const links = attemptLimiter(store, limits, 'links', 'requests for emailed links');
  return {
    /** Before checking a password: counts the attempt, or throws 429. */
    reserve: login.reserve,
    /** After the right password: the attempt is given back. */
    recordSuccess: login.release,
    /** Password-reset and verification-link requests: every request counts. */
    links: { reserve: links.reserve },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
