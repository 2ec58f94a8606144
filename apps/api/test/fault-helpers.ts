import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

// What the fault tests (database, Redis, agency-change notices) share.

/** Whether a Redis answers at `url` within `timeoutMs`. */
export async function redisReachable(url: string, timeoutMs = 500): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Collects the process's uncaught exceptions and unhandled rejections while the calling file (or
 * describe block) runs: a fault must never crash the server, so the tests expect this list empty.
 */
export function collectProcessErrors(): unknown[] {
  const errors: unknown[] = [];
  const onError = (err: unknown) => errors.push(err);
  beforeAll(() => {
    process.on('uncaughtException', onError);
    process.on('unhandledRejection', onError);
  });
  afterAll(() => {
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onError);
  });
  return errors;
}
