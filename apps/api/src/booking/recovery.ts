import type { FastifyInstance } from 'fastify';
import {
  bookingHistory,
  claimUnfinishedBookings,
  completeIdempotencyKeyOfBooking,
  dropAbandonedIdempotencyKeys,
  agenciesWithDueWork,
  type BookingRow,
} from '@tripfront/db';
import { paymentGatewaysFor } from '../lib/payments/index.ts';
import { failedAnswer } from './answers.ts';
import { keyLeaseMs } from './idempotency.ts';
import { createBookingFlow } from './flow.ts';
import type { BookingAdapters } from './product.ts';
import { toDetails } from './present.ts';

/** The answer a retried request gets for a booking that recovery finished (what the request would have answered). */
async function storedAnswer(app: FastifyInstance, adapters: BookingAdapters, tenantId: string, row: BookingRow) {
  const history = await app.deps.db.withTenant(tenantId, (tx) => bookingHistory(tx, tenantId, row.id));
  const data = toDetails(adapters, row, history, false);
  if (row.status === 'confirmed') return { status: 201, body: { data } };
  if (row.status === 'failed') return failedAnswer(row);
  return null;
}

/**
 * One recovery pass over every agency: pending bookings whose request died or stalled are asked
 * of the supplier by client reference and completed or failed (voiding the payment); confirmed
 * ones whose capture failed are captured. Answers how many bookings it finished.
 */
export async function recoverBookings(app: FastifyInstance, now = new Date()): Promise<number> {
  const { db, config } = app.deps;
  const adapters = app.deps.bookingAdapters;
  const flow = createBookingFlow({
    db,
    adapters,
    agencyAdapters: app.deps.agencySuppliers.adapters,
    gateways: paymentGatewaysFor(app),
    config,
    log: app.log,
    metrics: app.deps.metrics,
  });
  let finished = 0;
  const keysBefore = new Date(now.getTime() - keyLeaseMs(config));
  // Only the agencies with something to finish: one question for all of them (decision 0138).
  const due = await agenciesWithDueWork(db, ['bookings'], now, keysBefore);
  for (const { tenantId } of due) {
    const rows = await db.withTenant(tenantId, async (tx) => {
      // In-progress keys without a booking past their lease: their request died early.
      await dropAbandonedIdempotencyKeys(tx, tenantId, keysBefore);
      return claimUnfinishedBookings(tx, tenantId, now, config.BOOKING_LEASE_S * 1000);
    });
    for (const row of rows) {
      try {
        const after = await flow.recover(tenantId, row, now);
        if (after.status !== row.status || after.paymentStatus !== row.paymentStatus) finished += 1;
        const answer = await storedAnswer(app, adapters, tenantId, after);
        if (answer) await db.withTenant(tenantId, (tx) => completeIdempotencyKeyOfBooking(tx, tenantId, row.id, answer.status, answer.body));
        app.log.info({ booking: row.reference, from: row.status, to: after.status, payment: after.paymentStatus }, 'booking recovery');
      } catch (err) {
        app.log.error({ err, booking: row.reference }, 'booking recovery failed; will retry');
      }
    }
  }
  return finished;
}
