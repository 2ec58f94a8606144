import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProposalWithItems } from '@tripfront/db';
import type { AgentMarkupSource } from '@tripfront/domain';
import { travellerView } from '@tripfront/domain/booking/price';
import type { Product } from '@tripfront/domain/booking/products';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import {
  itemChange,
  proposalSnapshotSchema,
  proposalStatus,
  proposalTotal,
  type Proposal,
  type ProposalItem,
  type ProposalSnapshot,
} from '@tripfront/domain/proposals';
import { pricingContext } from '../lib/pricing-context.ts';
import { cancellationPolicy } from './policy.ts';
import type { BookingAdapter, OfferQuote, OfferRefusal } from './product.ts';
import { adapterOf } from './products/index.ts';

// A proposal's offers quoted without a hold (decision 0118): when the agent adds one (its
// snapshot), when it is sent (what the client was sent), and each time the client opens it (what
// changed since). One pricing context for all: the proposal's currency, the agency's markup and
// the item's, as the hold of the item will price it.

/** What an item is quoted as. */
export interface QuotedItem {
  product: Product;
  offerId: string;
  agentMarkupBasisPoints: number;
  /** The proposal item (absent while it is being added). */
  source?: AgentMarkupSource;
}

export type SnapshotResult = { ok: true; snapshot: ProposalSnapshot } | OfferRefusal;

/** The snapshot of a quote: its facts, traveller-view price and terms worded as the booking will word them. */
export function proposalSnapshotOf(adapter: BookingAdapter, quote: OfferQuote<object>, context: { language: string; now?: Date }): ProposalSnapshot {
  const now = context.now ?? new Date();
  const facts = adapter.facts(quote.offer);
  const price = travellerView(quote.price);
  return {
    title: facts.title,
    location: facts.location,
    countryCode: facts.countryCode,
    startDate: facts.startDate.slice(0, 10),
    endDate: facts.endDate.slice(0, 10),
    image: quote.image,
    lines: quote.lines.filter((l) => l.trim() !== ''),
    price,
    cancellationPolicy: cancellationPolicy(facts.terms, { now, language: context.language, currency: price.total.currency }),
    quotedAt: now.toISOString(),
  };
}

/** Quotes one offer now, on the agency's suppliers, in the proposal's currency and language. */
export async function quoteItem(
  app: FastifyInstance,
  request: FastifyRequest,
  item: QuotedItem,
  context: { currency: string; language: string },
): Promise<SnapshotResult> {
  const adapter = adapterOf(await app.deps.agencySuppliers.adapters(request.tenant.id), item.product);
  const base = await pricingContext(app, request, context.currency);
  const pricing = {
    ...base,
    // The snapshot is what the client sees, whoever asks.
    forAgent: false,
    agentMarkupBasisPoints: item.agentMarkupBasisPoints,
    ...(item.source ? { agentMarkupSource: item.source } : {}),
  };
  const quoted = await adapter.quote({ offerId: item.offerId, request, pricing });
  if (!quoted.ok) return quoted;
  return { ok: true, snapshot: proposalSnapshotOf(adapter, quoted.quote, { language: context.language }) };
}

/** A stored snapshot, or null when there is none or it no longer reads as one. */
export function storedSnapshot(value: unknown): ProposalSnapshot | null {
  if (value === null || value === undefined) return null;
  const parsed = proposalSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The client's link to a proposal, on the agency's configured host (never the request's Host). */
export const proposalLink = (origin: string, id: string): string => `${origin}${ROUTES.proposals.allowAgentProposal}?proposalId=${id}`;

/**
 * A proposal as the API answers it. `current`: each item's live quote (the client's read; null for
 * one no longer available); without it, the stored snapshot (the agent's read). `forAgent` adds the
 * items' markups and the link.
 */
export function proposalAnswer(
  data: ProposalWithItems,
  options: { now: Date; forAgent: boolean; origin: string; current?: ReadonlyMap<string, ProposalSnapshot | null> },
): Proposal {
  const { proposal: p, agent } = data;
  const items: ProposalItem[] = data.items.map((i) => {
    const sent = storedSnapshot(i.sentSnapshot);
    const stored = storedSnapshot(i.snapshot);
    // Quoted now, else the agent's latest quote (the agent's read) or what the client was sent.
    const current = options.current?.has(i.id) ? (options.current.get(i.id) ?? null) : options.forAgent ? stored : (sent ?? stored);
    // A booked or declined item is not quoted again: nothing about it changes now.
    const settled = i.status === 'booked' || i.status === 'declined';
    return {
      id: i.id,
      position: i.position,
      product: i.product as Product,
      offerId: i.offerId,
      note: i.note,
      ...(options.forAgent ? { agentMarkupBasisPoints: i.agentMarkupBasisPoints } : {}),
      status: i.status,
      bookingReference: i.bookingReference,
      sent,
      current,
      change: settled ? { kind: 'same' } : itemChange(sent ?? stored, current),
    };
  });
  return {
    id: p.id,
    reference: p.reference,
    status: proposalStatus(p, options.now),
    title: p.title,
    message: p.message,
    language: p.language as Proposal['language'],
    currency: p.currency as Proposal['currency'],
    client: { name: p.clientName, email: p.clientEmail },
    agent: { name: `${agent.firstName} ${agent.lastName}`.trim(), email: agent.email },
    expiresAt: p.expiresAt?.toISOString() ?? null,
    declineReason: p.declineReason,
    sentAt: p.sentAt?.toISOString() ?? null,
    openedAt: p.openedAt?.toISOString() ?? null,
    decidedAt: p.decidedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    items,
    total: proposalTotal(p.currency, items) as Proposal['total'],
    ...(options.forAgent ? { link: proposalLink(options.origin, p.id) } : {}),
  };
}
