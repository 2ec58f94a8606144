import type { DealLinkListRow, DealLinkRow } from '@tripfront/db';
import type { Product } from '@tripfront/domain/booking/products';
import { dealLinkLanding, dealLinkPath } from '@tripfront/domain/navigation/deal-link';
import { dealLinkExpired, type DealLink, type PublicDealLink } from '@tripfront/domain/proposals';

// A deal link's answers (decision 0118): the agent's (with its figures) and the visitor's.

/** The agent's view of a link; `url` on the agency's configured origin, never the request's Host. */
export function toDealLink(row: DealLinkListRow, origin: string, now: Date): DealLink {
  return {
    id: row.id,
    code: row.code,
    url: `${origin}${dealLinkPath(row.code)}`,
    title: row.title,
    product: row.product as Product,
    target: row.target,
    agentMarkupBasisPoints: row.agentMarkupBasisPoints,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: dealLinkExpired(row, now),
    archived: row.archivedAt !== null,
    clicks: row.clicks,
    signups: row.signups,
    bookings: row.bookings,
    agent: { id: row.agentId, name: row.agentName },
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a visitor learns of a link: where it leads while it works (never the agent or the markup). */
export function toPublicDealLink(row: DealLinkRow, now: Date): PublicDealLink {
  const expired = dealLinkExpired(row, now);
  return { code: row.code, title: row.title, product: row.product as Product, target: expired ? null : dealLinkLanding(row.target, row.code), expired };
}
