import { z } from 'zod';
import { emailInputSchema } from './account.ts';
import { LANGUAGES, type PricingSettings } from './agency.ts';
import { isoDateSchema } from './calendar-date-schema.ts';
import { cancellationPolicySchema } from './booking/hotel-api.ts';
import { bookingMoneySchema, currencyCodeSchema, priceBreakdownSchema } from './booking/price.ts';
import { PRODUCTS } from './booking/products.ts';

// Agents sell (issue #43, decision 0118): proposals of offers of any product sent to a client, and
// deal links. The API's bodies and answers, and the rules every answer, list and count share.

/** What the agency lets an agent add of their own when it sets no cap: 20%. */
export const DEFAULT_AGENT_MARKUP_CAP_BP = 2000;

/** The most an agent may add of their own on a proposal item or a deal link, basis points. */
export const agentMarkupCap = (pricing: Pick<PricingSettings, 'maxAgentMarkupBasisPoints'>): number =>
  pricing.maxAgentMarkupBasisPoints ?? DEFAULT_AGENT_MARKUP_CAP_BP;

/** An agent's markup field: whole basis points, 0..10 000; the agency's cap is checked by the API (agentMarkupCap). */
export const agentMarkupSchema = z.number().int('must be whole basis points').min(0, 'must be 0 or more').max(10_000);

// ---------------------------------------------------------------------------------------------
// Proposals

/** Stored statuses; `expired` is derived (proposalStatus). */
export const STORED_PROPOSAL_STATUSES = ['draft', 'sent', 'opened', 'approved', 'declined', 'partly_booked', 'booked', 'withdrawn'] as const;
export type StoredProposalStatus = (typeof STORED_PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUSES = [...STORED_PROPOSAL_STATUSES, 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Statuses in which nothing more can happen to a proposal, whatever its expiry. */
const SETTLED: ReadonlySet<StoredProposalStatus> = new Set(['draft', 'declined', 'booked', 'withdrawn', 'partly_booked']);

/**
 * The status people see: the stored one, or `expired` once the expiry passed on a proposal the
 * client could still act on (sent, opened or approved). A draft stays a draft (its agent edits the
 * date); a booked, partly booked, declined or withdrawn proposal keeps saying what happened.
 */
export function proposalStatus(p: { status: StoredProposalStatus; expiresAt: Date | string | null }, now: Date): ProposalStatus {
  if (SETTLED.has(p.status) || p.expiresAt === null) return p.status;
  return new Date(p.expiresAt).getTime() <= now.getTime() ? 'expired' : p.status;
}

/** Whether the client may still approve, decline or book items of a proposal in this status. */
export const clientMayAct = (status: ProposalStatus): boolean =>
  status === 'sent' || status === 'opened' || status === 'approved' || status === 'partly_booked';

export const PROPOSAL_ITEM_STATUSES = ['proposed', 'approved', 'declined', 'booked'] as const;
export type ProposalItemStatus = (typeof PROPOSAL_ITEM_STATUSES)[number];

/**
 * The stored status after the client's answers and bookings: booked when every item not declined
 * is booked, partly booked when some are, approved when the client approved and declined every
 * item (at least one approved), declined when every item is declined; otherwise unchanged.
 */
export function statusAfterItems(current: StoredProposalStatus, items: readonly { status: ProposalItemStatus }[]): StoredProposalStatus {
  if (items.length === 0) return current;
  const live = items.filter((i) => i.status !== 'declined');
  if (live.length === 0) return 'declined';
  const booked = live.filter((i) => i.status === 'booked').length;
  if (booked === live.length) return 'booked';
  if (booked > 0) return 'partly_booked';
  if (items.every((i) => i.status !== 'proposed')) return 'approved';
  return current;
}

/** What an offer was when quoted: shown to the client, kept with the item, compared with the next quote. */
export const proposalSnapshotSchema = z.object({
  /** 'Hôtel Lumière Montmartre', 'LHR → JFK'. */
  title: z.string(),
  location: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** YYYY-MM-DD: check-in, departure, pick-up, the activity's day. */
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** A picture of the offer, or '' when the supplier has none. */
  image: z.string(),
  /** Short lines for people: 'Deluxe King · Breakfast included', '3 nights · 2 adults'. */
  lines: z.array(z.string()),
  /** The traveller's price with the agent's markup (travellerView: no agent rows). */
  price: priceBreakdownSchema,
  cancellationPolicy: cancellationPolicySchema,
  /** ISO date-time of the quote. */
  quotedAt: z.string(),
});
export type ProposalSnapshot = z.infer<typeof proposalSnapshotSchema>;

/** How an item's live quote differs from what the client was sent. */
export const itemChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('same') }),
  z.object({ kind: z.literal('price_up'), difference: bookingMoneySchema }),
  z.object({ kind: z.literal('price_down'), difference: bookingMoneySchema }),
  /** Sold out or no longer offered: it cannot be booked. */
  z.object({ kind: z.literal('unavailable') }),
]);
export type ItemChange = z.infer<typeof itemChangeSchema>;

export const proposalItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  product: z.enum(PRODUCTS),
  offerId: z.string(),
  note: z.string(),
  /** Only in the agent's answers. */
  agentMarkupBasisPoints: z.number().int().optional(),
  status: z.enum(PROPOSAL_ITEM_STATUSES),
  /** The booking's reference once booked. */
  bookingReference: z.string().nullable(),
  /** What the client was sent (null before the first send). */
  sent: proposalSnapshotSchema.nullable(),
  /** The latest quote: re-checked when the client opens the proposal; null when unavailable. */
  current: proposalSnapshotSchema.nullable(),
  change: itemChangeSchema,
});
export type ProposalItem = z.infer<typeof proposalItemSchema>;

export const proposalSchema = z.object({
  id: z.string(),
  /** 'PR-7K3M9Q2X'. */
  reference: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  title: z.string(),
  message: z.string(),
  language: z.enum(LANGUAGES),
  currency: currencyCodeSchema,
  client: z.object({ name: z.string(), email: z.string() }),
  agent: z.object({ name: z.string(), email: z.string() }),
  /** ISO date-time, or null for a draft without one. */
  expiresAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(proposalItemSchema),
  /** Sum of the current prices of the items not declined and still available. */
  total: bookingMoneySchema,
  /** The client's link on the agency's host (agents' answers only). */
  link: z.string().optional(),
  /** The most the agent may add on an item, basis points: agentMarkupCap of the agency (agents' answers only). */
  agentMarkupCapBasisPoints: z.number().int().optional(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** One row of the agent's /proposals list. */
export const proposalRowSchema = proposalSchema
  .pick({
    id: true,
    reference: true,
    status: true,
    title: true,
    client: true,
    agent: true,
    expiresAt: true,
    sentAt: true,
    openedAt: true,
    decidedAt: true,
    createdAt: true,
    total: true,
  })
  .extend({ itemCount: z.number().int() });
export type ProposalRow = z.infer<typeof proposalRowSchema>;

const noteSchema = z.string().trim().max(1000, 'must be at most 1000 characters');

/** Adding an offer to a proposal (or to the basket: the agent's newest draft). */
export const addProposalItemBodySchema = z.object({
  product: z.enum(PRODUCTS),
  offerId: z.string().min(10).max(2000),
  currency: currencyCodeSchema,
  note: noteSchema.default(''),
  agentMarkupBasisPoints: agentMarkupSchema.default(0),
});
export type AddProposalItemBody = z.infer<typeof addProposalItemBodySchema>;

/** Editing a proposal (draft or sent: a sent one is resent to show the change). */
export const updateProposalBodySchema = z.object({
  title: z.string().trim().max(200).optional(),
  message: z.string().trim().max(5000).optional(),
  clientName: z.string().trim().max(200).optional(),
  clientEmail: emailInputSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
  /** The last day the client may act (agency time zone). */
  expiresOn: isoDateSchema.nullable().optional(),
  /** Items kept, in this order, with their notes and markups; an item left out is removed (drafts only). */
  items: z
    .array(z.object({ id: z.string().uuid(), note: noteSchema.optional(), agentMarkupBasisPoints: agentMarkupSchema.optional() }))
    .max(30)
    .optional(),
});
export type UpdateProposalBody = z.infer<typeof updateProposalBodySchema>;

export const approveProposalBodySchema = z.object({
  itemIds: z.array(z.string().uuid()).min(1, 'Choose at least one item').max(30),
});
export const declineProposalBodySchema = z.object({
  reason: z.string().trim().max(1000, 'must be at most 1000 characters').default(''),
});

/** The hold body's part naming the proposal item held (the server prices it with the item's markup). */
export const proposalHoldSchema = z.object({ id: z.string().uuid(), itemId: z.string().uuid() });

// ---------------------------------------------------------------------------------------------
// Deal links

/** Crockford base32, 8 characters: the `/url/{code}` id and the storefront's `dealLinkId`. */
export const dealLinkCodeSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{8}$/i, 'is not a deal link');

/** The header the storefront sends with every API call while the visitor came through a deal link. */
export const DEAL_LINK_HEADER = 'x-deal-link';

/**
 * Whether a deal link may point at this target: a path of the storefront's booking pages with its
 * query (a search or an offer's details), never another host or a scheme.
 */
export function dealLinkTargetAllowed(target: string): boolean {
  if (!target.startsWith('/booknow/') && !target.startsWith('/hotel-details')) return false;
  if (target.startsWith('//') || /[\\\s]/.test(target) || target.includes('://')) return false;
  return target.length <= 2000;
}

export const createDealLinkBodySchema = z.object({
  title: z.string().trim().min(1, 'Please give the link a title').max(120),
  product: z.enum(PRODUCTS),
  target: z.string().refine(dealLinkTargetAllowed, 'must be a search or deal page of this storefront'),
  agentMarkupBasisPoints: agentMarkupSchema.default(0),
  /** The last day the link works (agency time zone); null: it does not expire. */
  expiresOn: isoDateSchema.nullable().default(null),
});
export type CreateDealLinkBody = z.infer<typeof createDealLinkBodySchema>;

export const dealLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** https://<agency host>/url/<code> */
  url: z.string(),
  title: z.string(),
  product: z.enum(PRODUCTS),
  target: z.string(),
  agentMarkupBasisPoints: z.number().int(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  archived: z.boolean(),
  clicks: z.number().int(),
  signups: z.number().int(),
  bookings: z.number().int(),
  agent: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type DealLink = z.infer<typeof dealLinkSchema>;

/** What a visitor's storefront learns of a link (`/url/{code}` when it did not redirect). */
export const publicDealLinkSchema = z.object({
  code: z.string(),
  title: z.string(),
  product: z.enum(PRODUCTS),
  /** Where it leads, with dealLinkId; null when expired. */
  target: z.string().nullable(),
  expired: z.boolean(),
});
export type PublicDealLink = z.infer<typeof publicDealLinkSchema>;

export const dealLinkExpired = (link: { expiresAt: Date | string | null; archivedAt?: Date | string | null }, now: Date): boolean =>
  (link.archivedAt !== null && link.archivedAt !== undefined) || (link.expiresAt !== null && new Date(link.expiresAt).getTime() <= now.getTime());
