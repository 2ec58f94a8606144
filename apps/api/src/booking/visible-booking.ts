import { findBookingByReference, type BookingRow, type Database, type SessionWithUser } from '@tripfront/db';
import { mayActOnOthersBookings } from '@tripfront/domain/navigation/roles';
import { HttpError } from '../lib/http-errors.ts';
import { NOT_FOUND } from './errors.ts';

/**
 * The booking of this reference if the session may see it: its owner (a traveller or a guest's
 * session of it), or the agency's staff who may act on others' bookings. Others get 404, as if it
 * did not exist. Every route that reads one booking (its details, receipts, calendar, documents) asks here.
 */
export async function visibleBooking(db: Database, tenantId: string, reference: string, session: SessionWithUser): Promise<BookingRow> {
  const row = await db.withTenant(tenantId, (tx) => findBookingByReference(tx, tenantId, reference));
  if (!row || (row.userId !== session.user.id && !mayActOnOthersBookings(session.user))) throw new HttpError(404, NOT_FOUND, 'reference');
  return row;
}
