import type { ProposalItem } from '@tripfront/domain/proposals';
import { paths } from '../../config/paths.ts';

/**
 * Where a client books an approved item (decision 0118): a hotel at spec §2's
 * /booknow/hotels/deal/{proposalId}?itemId=…, any other product at the generic /checkout with the
 * proposal and item. Either page holds the item with `proposal: { id, itemId }`.
 */
export const itemBookingUrl = (proposalId: string, item: Pick<ProposalItem, 'id' | 'product'>): string =>
  item.product === 'hotel' ? paths.hotels.deal(proposalId, item.id) : paths.checkout({ proposalId, itemId: item.id });

/** An item the client can still choose: proposed and still on sale. */
export const choosable = (item: ProposalItem) => item.status === 'proposed' && item.change.kind !== 'unavailable' && item.current !== null;

/** An approved item not booked yet, still on sale. */
export const toBook = (item: ProposalItem) => item.status === 'approved' && item.change.kind !== 'unavailable';
