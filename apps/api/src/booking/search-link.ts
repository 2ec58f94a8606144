import type { FastifyBaseLogger } from 'fastify';
import { markSearchBooked, type BookingRow, type TenantTx } from '@tripfront/db';

/** How far back a booking looks for the search it came from (docs/decisions/0037-command-center-figures.md). */
export const SEARCH_LINK_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The search a confirmed booking converts, for every product: the latest search of the same service
 * by the traveller, or by the agent who booked for them, in the 24 hours before the booking was
 * made, that led to no booking yet (markSearchBooked in packages/db).
 */
export function searchOfBooking(row: Pick<BookingRow, 'id' | 'userId' | 'agentId' | 'service' | 'createdAt'>) {
  return {
    userIds: row.agentId ? [row.userId, row.agentId] : [row.userId],
    service: row.service,
    bookingId: row.id,
    since: new Date(row.createdAt.getTime() - SEARCH_LINK_WINDOW_MS),
  };
}

/**
 * Marks that search in the confirmation's transaction, inside a savepoint: a failure here is logged
 * and costs the Command Center one link, never the traveller's booking.
 */
export async function linkSearchToBooking(tx: TenantTx, tenantId: string, row: BookingRow, log: FastifyBaseLogger): Promise<void> {
  try {
    await tx.transaction((savepoint) => markSearchBooked(savepoint, tenantId, searchOfBooking(row)));
  } catch (err) {
    log.error({ err, booking: row.reference }, 'the search this booking came from could not be marked');
  }
}
