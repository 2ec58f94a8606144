import { getUserById, type BookingRow, type TenantTx } from '@tripfront/db';
import { ROUTES } from '@tripfront/domain/navigation/routes';

/**
 * Where a booking's e-mails send the booker, on the agency's configured origin: My Trips for an
 * account; for a guest (decision 0104), who has no My Trips to sign in to, Find my booking with the
 * reference filled in.
 */
export async function bookerLink(tx: TenantTx, tenantId: string, row: Pick<BookingRow, 'userId' | 'reference'>, origin: string): Promise<string> {
  const owner = row.userId ? await getUserById(tx, tenantId, row.userId) : null;
  return owner?.isGuest ? `${origin}${ROUTES.traveller.findBooking}?reference=${row.reference}` : `${origin}${ROUTES.traveller.trips}`;
}
