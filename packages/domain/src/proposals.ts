import { z } from 'zod';
import { emailInputSchema } from './account.ts';
import { LANGUAGES, type PricingSettings } from './agency.ts';
import { isoDateSchema } from './calendar-date-schema.ts';
import { cancellationPolicySchema } from './booking/cancellation-policy.ts';
import { bookingMoneySchema, currencyCodeSchema, priceBreakdownSchema } from './booking/price.ts';
import { PRODUCTS } from './booking/products.ts';
import { DEAL_LINK_CODE, DEAL_LINK_HEADER } from './navigation/deal-link.ts';

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

/**
 * How an item's live quote differs from what the client was sent: unavailable when it can no
 * longer be had, else its total up or down by the difference (in the sent currency), else the same.
 * A quote in another currency than the one sent compares as the same (nothing to subtract).
 */
export function itemChange(sent: Pick<ProposalSnapshot, 'price'> | null, current: Pick<ProposalSnapshot, 'price'> | null): ItemChange {
  if (current === null) return { kind: 'unavailable' };
  if (sent === null) return { kind: 'same' };
  const was = sent.price.total;
  const now = current.price.total;
  if (was.currency !== now.currency || was.amount === now.amount) return { kind: 'same' };
  const difference = { amount: Math.abs(now.amount - was.amount), currency: now.currency };
  return now.amount > was.amount ? { kind: 'price_up', difference } : { kind: 'price_down', difference };
}

/** A proposal's total: the current prices of its items not declined and still available, in its currency. */
export function proposalTotal(
  currency: string,
  items: readonly { status: ProposalItemStatus; current: Pick<ProposalSnapshot, 'price'> | null }[],
): { amount: number; currency: string } {
  let amount = 0;
  for (const i of items) if (i.status !== 'declined' && i.current && i.current.price.total.currency === currency) amount += i.current.price.total.amount;
  return { amount, currency };
}

/**
 * The instant a proposal stops being open for the last day its agent chose: the end of that day
 * (UTC: agencies keep no time zone of their own).
 */
export const proposalExpiresAt = (expiresOn: string): Date => new Date(`${expiresOn}T23:59:59.999Z`);

/** Why a proposal cannot be sent yet (null when it can): its client's email, an item, an expiry in the future. */
export function sendProblem(
  p: { clientEmail: string; expiresAt: Date | string | null },
  itemCount: number,
  now: Date,
): { field: 'clientEmail' | 'items' | 'expiresOn'; message: string } | null {
  if (!p.clientEmail) return { field: 'clientEmail', message: "is required: the client's email address the proposal is sent to" };
  if (itemCount === 0) return { field: 'items', message: 'Add at least one offer to the proposal before sending it.' };
  if (p.expiresAt === null) return { field: 'expiresOn', message: 'is required: the last day the client may answer' };
  if (new Date(p.expiresAt).getTime() <= now.getTime()) return { field: 'expiresOn', message: 'must be in the future' };
  return null;
}

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

export const proposalAnswerSchema = z.object({ data: proposalSchema });

export const PROPOSALS_PAGE_SIZE = 20;

/** GET /api/agent/proposals: a status (as proposalStatus says it) and a page. */
export const proposalListQuerySchema = z.object({
  status: z.enum(PROPOSAL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PROPOSALS_PAGE_SIZE),
});
export const proposalListAnswerSchema = z.object({
  data: z.array(proposalRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const proposalParamsSchema = z.object({ id: z.string().uuid('is not a proposal id') });
export const proposalItemParamsSchema = proposalParamsSchema.extend({ itemId: z.string().uuid('is not an item id') });

/** A new proposal: everything optional (a draft is filled in as the agent goes). */
export const createProposalBodySchema = z.object({
  title: z.string().trim().max(200).default(''),
  clientName: z.string().trim().max(200).default(''),
  clientEmail: z.union([emailInputSchema, z.literal('')]).default(''),
  language: z.enum(LANGUAGES).optional(),
  currency: currencyCodeSchema.default('USD'),
});
export type CreateProposalBody = z.infer<typeof createProposalBodySchema>;

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
export const dealLinkCodeSchema = z.string().regex(DEAL_LINK_CODE, 'is not a deal link');

/** The header the storefront sends with every API call while the visitor came through a deal link (its home: navigation/deal-link.ts, zod-free for the web's start-up). */
export { DEAL_LINK_HEADER };

/**
 * When a link that works "until" a day stops: once that day has ended everywhere (at 12:00 UTC the
 * next day, when UTC−12 ends it), so no visitor finds it expired on its last day. The agency has
 * no time zone of its own.
 */
export function dealLinkExpiresAt(expiresOn: string): Date {
  const end = new Date(`${expiresOn}T12:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/** The last day a link works (YYYY-MM-DD), as the agent chose it: the inverse of dealLinkExpiresAt. */
export const dealLinkLastDay = (expiresAt: Date | string): string => new Date(new Date(expiresAt).getTime() - 36 * 3_600_000).toISOString().slice(0, 10);

/**
 * The longest target a deal link keeps: room for any search the forms make with the places' names
 * in any script (five flight legs named in Arabic run past 3,000 characters once encoded), and
 * well inside the 16 KB a Node server accepts for a request's line and headers.
 */
export const DEAL_LINK_TARGET_MAX = 8000;

/**
 * Whether a deal link may point at this target: a path of the storefront's booking pages with its
 * query (a search or an offer's details), never another host or a scheme.
 */
export function dealLinkTargetAllowed(target: string): boolean {
  if (!target.startsWith('/booknow/') && !target.startsWith('/hotel-details')) return false;
  if (target.startsWith('//') || /[\\\s]/.test(target) || target.includes('://')) return false;
  return target.length <= DEAL_LINK_TARGET_MAX;
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

/** The agent's list (GET /api/agent/deal-links): the links, and the agency's cap on the agent's markup that the form shows. */
export const dealLinksAnswerSchema = z.object({ data: z.array(dealLinkSchema), maxAgentMarkupBasisPoints: z.number().int() });
export type DealLinksAnswer = z.infer<typeof dealLinksAnswerSchema>;

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

/** The error answers of the proposal routes: what is wrong, the field at fault, and a code the pages branch on. */
export const proposalErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** 'SOLD_OUT' (an offer added is gone), 'PROPOSAL_CLOSED' (expired, withdrawn or settled). */
  code: z.string().optional(),
});
