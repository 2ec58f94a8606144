import type { FastifyInstance } from 'fastify';
import { recoverBookings } from '../booking/recovery.ts';
import type { JobDefinition } from './runner.ts';

/**
 * Booking recovery (booking/recovery.ts) once per BOOKING_RECOVERY_INTERVAL_S across instances.
 * One attempt per slot: a failed pass is simply the next slot's work. With an interval of 0 it runs
 * only when an instance starts (jobs/index.ts enqueues that run).
 */
export function bookingRecoveryJob(app: FastifyInstance): JobDefinition {
  const every = app.deps.config.BOOKING_RECOVERY_INTERVAL_S;
  return {
    name: 'booking.recovery',
    ...(every > 0 ? { everySeconds: every } : {}),
    maxAttempts: 1,
    leaseMs: 10 * 60_000,
    run: async ({ now }) => {
      await recoverBookings(app, now);
    },
  };
}
