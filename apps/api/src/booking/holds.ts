import { accountOfId } from '@tripfront/domain/supplier-accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingExistsForHold, type SessionWithUser } from '@tripfront/db';
import type { HoldBody, ReleaseHoldBody } from '@tripfront/domain/booking/bookings';
import { sameMoney, travellerView } from '@tripfront/domain/booking/price';
import { bookingMessages, type Product } from '@tripfront/domain/booking/products';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { sandboxRefusal } from '../lib/sandbox.ts';
import { answering, priceChanged, refused, type Answer } from './errors.ts';
import { holdPricing } from './exchange.ts';
import { sealCost, signHold, verifyHold, type HoldClaims } from './hold-token.ts';
import { openHoldOf, TOO_MANY_HOLDS_IP, type HoldLimiter, type HoldSlots, type RememberedHold } from './hold-limits.ts';
import type { BookingAdapter, BookingAdapters, OfferHold } from './product.ts';
import { proposalPricingOf, type ProposalPricing } from './proposal-hold.ts';
import { adapterOf } from './products/index.ts';
import { cancellationPolicy, requestLanguage } from './policy.ts';

// The hold before a booking (POST /api/bookings/holds, POST /api/bookings/holds/release): the
// product's adapter holds the offer at the price the traveller saw, within the caps of active holds,
// and the answer carries a signed token of what was held (hold-token.ts). The checkout
// (checkout.ts) books from that token's claims (claimsOf). Steps throw as errors.ts describes.
// The traveller's open holds are remembered beside their slots (hold-limits.ts, decision 0096): a
// traveller coming back to an offer they hold gets that hold again, a new hold of the same offer
// replaces theirs, and the list (GET /api/bookings/holds, the 429's `holds`) lets them release one.

/** What holding an offer needs. */
export interface HoldDeps {
  app: FastifyInstance;
  adapters: BookingAdapters;
  holds: HoldLimiter;
}

/** Sandbox inventory in production without ALLOW_SANDBOX: no hold, no booking (decision 0078; lib/sandbox.ts). */
export function refuseSandbox(d: HoldDeps, product: Product, offerOrHoldId: string): void {
  // An offer of one of the agency's supplier accounts is real inventory (decision 0105).
  if (accountOfId(offerOrHoldId)) return;
  const refusal = sandboxRefusal(d.app.deps.config, product);
  if (refusal) throw refusal;
}

export async function createHold(d: HoldDeps, request: FastifyRequest, session: SessionWithUser, body: HoldBody): Promise<Answer> {
  return answering(async () => {
    // The agency's own supplier accounts where it has them (lib/agency-suppliers.ts).
    const adapter = adapterOf(await d.app.deps.agencySuppliers.adapters(request.tenant.id), body.product);
    refuseSandbox(d, adapter.product, body.offerId);
    // A proposal's item (decision 0118): its client's, still open, priced with the item's markup.
    const proposal = await proposalPricingOf(d, request, session, body);
    const own = await ownHoldOf(d, request, session, body);
    if (own) return { status: 201, body: { data: own.answer } };
    const slots = await holdSlots(d, request, session, body.product);
    let held = false;
    try {
      const answer = await holdOffer(d, adapter, request, session, body, slots, proposal);
      held = true;
      return answer;
    } finally {
      // No hold made (sold out, price changed, an error): the slots are free again.
      if (!held) await d.holds.release(slots);
    }
  });
}

const extrasKey = (extras: HoldBody['extras']): string => JSON.stringify(extras ?? []);

/**
 * The traveller's own open hold of this offer, when they come back to it (a reload, the back button,
 * another tab): at the same total and extras it is theirs again, rather than the offer's last unit
 * answering "sold out" to the one who holds it. At another total or extras the new hold replaces it.
 */
async function ownHoldOf(d: HoldDeps, request: FastifyRequest, session: SessionWithUser, body: HoldBody): Promise<RememberedHold | null> {
  const tenantId = request.tenant.id;
  const same = await d.holds.ownOf(tenantId, session.user.id, body.product, body.offerId);
  if (!same) return null;
  // A booking being made with it owns it (its slot is freed once the booking is written).
  if (await d.app.deps.db.withTenant(tenantId, (tx) => bookingExistsForHold(tx, tenantId, same.holdId), { readOnly: true })) return null;
  if (same.extras === extrasKey(body.extras) && sameMoney(same.total, body.expectedTotal)) {
    request.log.info({ product: same.product, holdId: same.holdId }, 'own hold given again');
    return same;
  }
  await giveBack(d, request, session, same.answer.holdToken).catch((err: unknown) =>
    request.log.warn({ err, holdId: same.holdId }, 'replaced hold not released'),
  );
  return null;
}

/** Slots within the caps of active holds per traveller and per address (429 beyond them). */
async function holdSlots(d: HoldDeps, request: FastifyRequest, session: SessionWithUser, product: Product): Promise<HoldSlots> {
  const lease = await d.holds.acquire(session.user.id, request.ip);
  if (lease.ok) return lease.slots;
  const { perUser } = d.holds.limits;
  if (lease.limit === 'ip') throw refused(429, TOO_MANY_HOLDS_IP, 'TOO_MANY_HOLDS');
  // The traveller's own cap: the answer lists their open holds, so they can release one and go on.
  const open = await d.holds.openOf(request.tenant.id, session.user.id);
  const message = bookingMessages(product).tooManyHolds(perUser, d.app.deps.config.HOLD_MINUTES);
  throw refused(429, message, 'TOO_MANY_HOLDS', { holds: open.map(openHoldOf) });
}

async function holdOffer(
  d: HoldDeps,
  adapter: BookingAdapter,
  request: FastifyRequest,
  session: SessionWithUser,
  body: HoldBody,
  slots: HoldSlots,
  proposal: ProposalPricing | null,
): Promise<Answer> {
  const priced = await holdPricing(d.app, request, body.currency);
  const { exchange } = priced;
  // A proposal item's markup replaces any other source's (a deal link the client came through).
  const pricing = proposal ? { ...priced.pricing, ...proposal } : priced.pricing;
  const messages = bookingMessages(adapter.product);
  // Priced with the agent rows whoever holds: the booking records wholesale and markup;
  // the answer and the token's price carry only what this person may see.
  if (body.extras && body.extras.length > 0 && adapter.product !== 'car') throw badRequest('extras: only a car rental takes extras.', 'extras');
  const held = await adapter.hold({
    offerId: body.offerId,
    request,
    pricing: { ...pricing, forAgent: true },
    ...(body.extras && body.extras.length > 0 ? { extras: body.extras } : {}),
  });
  if (!held.ok) {
    if (held.reason === 'sold_out') throw refused(409, messages.soldOut, 'SOLD_OUT');
    if (held.reason === 'not_offered') throw badRequest(`offerId: ${messages.offerNotOffered}`, 'offerId');
    throw new HttpError(502, messages.holdFailed);
  }
  const { hold: full } = held;
  const hold = { ...full, price: pricing.forAgent ? full.price : travellerView(full.price) };
  if (!sameMoney(hold.price.total, body.expectedTotal)) {
    await adapter.releaseHold(hold.holdId);
    throw refused(409, priceChanged(adapter.product, body.expectedTotal, hold.price.total), 'PRICE_CHANGED', { price: hold.price });
  }
  const charged = exchange();
  const claims: HoldClaims = {
    v: 2,
    product: adapter.product,
    tenantId: request.tenant.id,
    userId: session.user.id,
    holdId: hold.holdId,
    expiresAt: hold.expiresAt,
    price: hold.price,
    offer: hold.offer,
    slots,
    ...(charged ? { exchange: charged } : {}),
    ...(pricing.agentMarkupSource ? { agentMarkupSource: pricing.agentMarkupSource } : {}),
    ...sealedCostOf(d, request, full),
  };
  request.log.info({ product: adapter.product, holdId: hold.holdId, expiresAt: hold.expiresAt }, 'offer held');
  const terms = adapter.facts(hold.offer).terms;
  const cancellation = cancellationPolicy(terms, { language: requestLanguage(request), currency: hold.price.total.currency });
  const data = {
    product: adapter.product,
    holdToken: signHold(claims, d.app.deps.config.SESSION_SECRET),
    expiresAt: hold.expiresAt,
    price: hold.price,
    cancellationPolicy: cancellation,
  };
  const answer = { ...data, ...adapter.holdAnswer(hold, cancellation) };
  await d.holds.remember({
    tenantId: request.tenant.id,
    userId: session.user.id,
    holdId: hold.holdId,
    product: adapter.product,
    offerId: body.offerId,
    label: adapter.facts(hold.offer).title,
    expiresAt: hold.expiresAt,
    total: hold.price.total,
    extras: extrasKey(body.extras),
    slots,
    answer,
  });
  return { status: 201, body: { data: answer } };
}

/** The hold's wholesale price and markup, sealed into its token for the booking to record (absent when the supplier gives none). */
function sealedCostOf(d: HoldDeps, request: FastifyRequest, hold: Pick<OfferHold<unknown>, 'price' | 'holdId'>): Pick<HoldClaims, 'cost'> {
  const { wholesale, markup, agentMarkup } = hold.price;
  if (!wholesale || !markup) return {};
  const cost = { wholesale: wholesale.amount, markup: markup.amount, agentMarkup: agentMarkup?.amount ?? 0 };
  return { cost: sealCost(cost, d.app.deps.config.SESSION_SECRET, request.tenant.id, hold.holdId) };
}

/** A hold token's claims with the adapter of its product. */
export type Claims = HoldClaims & { adapter: BookingAdapter };

/** The claims of a hold token of this agency and traveller, or a 400 (tampered, another's, or of an earlier version). */
export async function claimsOf(d: HoldDeps, request: FastifyRequest, session: SessionWithUser, holdToken: string, message: string): Promise<Claims> {
  const claims = verifyHold(holdToken, d.app.deps.config.SESSION_SECRET);
  if (!claims || claims.tenantId !== request.tenant.id || claims.userId !== session.user.id) throw badRequest(`holdToken: ${message}`, 'holdToken');
  return { ...claims, adapter: adapterOf(await d.app.deps.agencySuppliers.adapters(request.tenant.id), claims.product, 'holdToken') };
}

/**
 * The traveller left the checkout without booking (by the checkout's token), or released a hold from
 * the list of their open holds (by its id): the supplier's hold is released and its slots freed. A
 * hold a booking was started from belongs to that booking and is left alone (409).
 */
export async function releaseHold(d: HoldDeps, request: FastifyRequest, session: SessionWithUser, body: ReleaseHoldBody): Promise<Answer> {
  return answering(async () => {
    const holdToken = 'holdToken' in body ? body.holdToken : await listedToken(d, request, session, body.holdId);
    await giveBack(d, request, session, holdToken);
    return { status: 200, body: { data: { released: true } } };
  });
}

/** The token of one of the traveller's open holds on this agency, by its id (404 when it is not one: ended, released, booked, or another's). */
async function listedToken(d: HoldDeps, request: FastifyRequest, session: SessionWithUser, holdId: string): Promise<string> {
  const open = await d.holds.openOf(request.tenant.id, session.user.id);
  const hold = open.find((h) => h.holdId === holdId);
  if (!hold) throw new HttpError(404, 'This hold is not open any more: it ended, was released or was booked.', 'holdId');
  return hold.answer.holdToken;
}

/** Releases the hold of a token of this traveller, unless a booking was started from it (409 IN_PROGRESS). */
async function giveBack(d: HoldDeps, request: FastifyRequest, session: SessionWithUser, holdToken: string): Promise<void> {
  const { db } = d.app.deps;
  const tenantId = request.tenant.id;
  const claims = await claimsOf(d, request, session, holdToken, 'this hold is not valid.');
  if (await db.withTenant(tenantId, (tx) => bookingExistsForHold(tx, tenantId, claims.holdId))) {
    throw refused(409, 'A booking was started with this hold; it cannot be released.', 'IN_PROGRESS');
  }
  const released = await claims.adapter.releaseHold(claims.holdId);
  if (!released.ok) throw new HttpError(502, 'The hold could not be released right now. It ends by itself when it expires.');
  await d.holds.release(claims.slots);
}
