import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  attachBookingToKey,
  bookingExistsForHold,
  bookingHistory,
  claimPendingAuthentication,
  getClient,
  insertBooking,
  updateBooking,
  type BookingRow,
  type SessionWithUser,
  type UserRow,
} from '@tripfront/db';
import { bookingActorOf, type BookingActor } from '@tripfront/domain/audit';
import { WALLET_MESSAGES } from '@tripfront/domain/wallet';
import type { CreateBookingBody, HoldBody } from '@tripfront/domain/booking/bookings';
import { sameMoney, travellerView } from '@tripfront/domain/booking/price';
import { bookingMessages, PRODUCT_SERVICE, type Product } from '@tripfront/domain/booking/products';
import { isAgencyStaff } from '@tripfront/domain/navigation/roles';
import { seesAgentPrices } from '@tripfront/domain/pricing';
import { bookerLanguage } from '@tripfront/domain/navigation/language';
import { assertAllowed } from '../lib/auth.ts';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { agencyWallet } from '../lib/wallet.ts';
import { DECLINED_MESSAGE, PAYMENT_ERROR_MESSAGE, type PaymentGateway, type PaymentGateways, type PaymentOutcome } from '../lib/payments/index.ts';
import { sandboxRefusal } from '../lib/sandbox.ts';
import { answerOf, bookingError, failedAnswer, priceChanged, type Answer } from './errors.ts';
import { exchangeColumns, holdPricing } from './exchange.ts';
import type { BookingFlow } from './flow.ts';
import { openCost, sealCost, signHold, verifyHold, type HoldClaims } from './hold-token.ts';
import { ATTEMPT_LOST } from './idempotency.ts';
import { TOO_MANY_HOLDS_IP, type HoldLimiter, type HoldSlots } from './hold-limits.ts';
import type { BookingAdapter, BookingAdapters, ProductInput } from './product.ts';
import { adapterOf } from './products/index.ts';
import { toDetails, type CoreSnapshot } from './present.ts';
import { CREDITS_GATEWAY, creditsRefused, spendAndPlan, WalletRefusal } from './wallet.ts';

// Hold → book → (authenticate) of POST /api/bookings/holds, POST /api/bookings and
// POST /api/bookings/{reference}/confirm-payment, for every product: the product's adapter holds,
// books and words its offer; this core checks prices, takes the payment and writes the booking.
// Outcomes (success or a 4xx the client acts on) are returned as answers, to send and to store
// under the Idempotency-Key; input errors are thrown as HttpError.

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'TF-7K3M9Q2X': short enough to read on the phone, no 0/O or 1/I. */
export function newReference(): string {
  return `TF-${Array.from(randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

export const forAgent = (session: SessionWithUser): boolean => seesAgentPrices(session.user);

export interface CheckoutDeps {
  app: FastifyInstance;
  adapters: BookingAdapters;
  flow: BookingFlow;
  gateways: PaymentGateways;
  holds: HoldLimiter;
}

export async function detailsAnswer(d: Pick<CheckoutDeps, 'app' | 'adapters'>, tenantId: string, row: BookingRow, session: SessionWithUser) {
  const history = await d.app.deps.db.withTenant(tenantId, (tx) => bookingHistory(tx, tenantId, row.id));
  return toDetails(d.adapters, row, history, forAgent(session), { staff: isAgencyStaff(session.user) });
}

/** The answer for where a booking ended up after the supplier step. */
async function outcomeAnswer(d: CheckoutDeps, tenantId: string, row: BookingRow, session: SessionWithUser): Promise<Answer> {
  const data = await detailsAnswer(d, tenantId, row, session);
  if (row.status === 'confirmed') return { status: 201, body: { data } };
  if (row.status === 'failed') return failedAnswer(row);
  return { status: 202, body: { data } };
}

/** A hold within the caps of active holds per traveller and per address (429 beyond them). */
/** The code of a booking refused because the agency's payment gateway is not available on this server. */
export const PAYMENT_UNAVAILABLE = 'PAYMENT_UNAVAILABLE';

/** Sandbox inventory in production without ALLOW_SANDBOX: no hold, no booking (decision 0078; lib/sandbox.ts). */
function refuseSandbox(d: CheckoutDeps, product: Product): void {
  const refusal = sandboxRefusal(d.app.deps.config, product);
  if (refusal) throw refusal;
}

export async function createHold(d: CheckoutDeps, request: FastifyRequest, session: SessionWithUser, body: HoldBody): Promise<Answer> {
  const adapter = adapterOf(d.adapters, body.product);
  refuseSandbox(d, adapter.product);
  const lease = await d.holds.acquire(session.user.id, request.ip);
  if (!lease.ok) {
    const message =
      lease.limit === 'user' ? bookingMessages(body.product).tooManyHolds(d.holds.limits.perUser, d.app.deps.config.HOLD_MINUTES) : TOO_MANY_HOLDS_IP;
    return answerOf(bookingError(429, message, 'TOO_MANY_HOLDS'));
  }
  let answer: Answer | undefined;
  try {
    answer = await holdOffer(d, adapter, request, session, body, lease.slots);
    return answer;
  } finally {
    // No hold made (sold out, price changed, an error): the slots are free again.
    if (answer?.status !== 201) await d.holds.release(lease.slots);
  }
}

async function holdOffer(
  d: CheckoutDeps,
  adapter: BookingAdapter,
  request: FastifyRequest,
  session: SessionWithUser,
  body: HoldBody,
  slots: HoldSlots,
): Promise<Answer> {
  const { config } = d.app.deps;
  const { pricing, exchange } = await holdPricing(d.app, request, body.currency);
  const messages = bookingMessages(adapter.product);
  // Priced with the agent rows whoever holds: the booking records wholesale and markup (issue #15);
  // the answer and the token's price carry only what this person may see.
  if (body.extras && body.extras.length > 0 && adapter.product !== 'car') throw badRequest('extras: only a car rental takes extras.', 'extras');
  const held = await adapter.hold({
    offerId: body.offerId,
    request,
    pricing: { ...pricing, forAgent: true },
    ...(body.extras && body.extras.length > 0 ? { extras: body.extras } : {}),
  });
  if (!held.ok) {
    if (held.reason === 'sold_out') return answerOf(bookingError(409, messages.soldOut, 'SOLD_OUT'));
    if (held.reason === 'not_offered') throw badRequest(`offerId: ${messages.offerNotOffered}`, 'offerId');
    throw new HttpError(502, messages.holdFailed);
  }
  const { hold: full } = held;
  const hold = { ...full, price: pricing.forAgent ? full.price : travellerView(full.price) };
  if (!sameMoney(hold.price.total, body.expectedTotal)) {
    await adapter.releaseHold(hold.holdId);
    return answerOf(bookingError(409, priceChanged(adapter.product, body.expectedTotal, hold.price.total), 'PRICE_CHANGED', { price: hold.price }));
  }
  const { wholesale, markup } = full.price;
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
    ...(wholesale && markup
      ? { cost: sealCost({ wholesale: wholesale.amount, markup: markup.amount }, config.SESSION_SECRET, request.tenant.id, hold.holdId) }
      : {}),
  };
  request.log.info({ product: adapter.product, holdId: hold.holdId, expiresAt: hold.expiresAt }, 'offer held');
  return {
    status: 201,
    body: {
      data: {
        product: adapter.product,
        holdToken: signHold(claims, config.SESSION_SECRET),
        expiresAt: hold.expiresAt,
        price: hold.price,
        ...adapter.holdAnswer(hold),
      },
    },
  };
}

/** The claims of a hold token of this agency and traveller, or a 400 (tampered, another's, or of an earlier version). */
function claimsOf(
  d: CheckoutDeps,
  request: FastifyRequest,
  session: SessionWithUser,
  holdToken: string,
  message: string,
): HoldClaims & { adapter: BookingAdapter } {
  const claims = verifyHold(holdToken, d.app.deps.config.SESSION_SECRET);
  if (!claims || claims.tenantId !== request.tenant.id || claims.userId !== session.user.id) throw badRequest(`holdToken: ${message}`, 'holdToken');
  return { ...claims, adapter: adapterOf(d.adapters, claims.product, 'holdToken') };
}

/**
 * The traveller left the checkout without booking: the supplier's hold is released and its slots
 * freed. A hold a booking was started from belongs to that booking and is left alone (409).
 */
export async function releaseHold(d: CheckoutDeps, request: FastifyRequest, session: SessionWithUser, holdToken: string): Promise<Answer> {
  const { db } = d.app.deps;
  const tenantId = request.tenant.id;
  const claims = claimsOf(d, request, session, holdToken, 'this hold is not valid.');
  if (await db.withTenant(tenantId, (tx) => bookingExistsForHold(tx, tenantId, claims.holdId))) {
    return answerOf(bookingError(409, 'A booking was started with this hold; it cannot be released.', 'IN_PROGRESS'));
  }
  const released = await claims.adapter.releaseHold(claims.holdId);
  if (!released.ok) throw new HttpError(502, 'The hold could not be released right now. It ends by itself when it expires.');
  await d.holds.release(claims.slots);
  return { status: 200, body: { data: { released: true } } };
}

/** Where a booking ended up after the gateway's answer to its authorisation. */
export type Settled =
  { kind: 'refused'; declined: boolean; row: BookingRow } | { kind: 'waiting'; row: BookingRow; clientSecret?: string } | { kind: 'booked'; row: BookingRow };

/**
 * The gateway answered the authorisation of a pending booking: a refusal fails it (voiding what
 * was authorised), extra authentication leaves it waiting for the browser until the hold ends,
 * and an authorisation books it with the supplier (flow.complete: confirmation, email, capture).
 */
async function applyAuthorization(
  d: Pick<CheckoutDeps, 'app' | 'flow'>,
  tenantId: string,
  row: BookingRow,
  auth: PaymentOutcome,
  actor: BookingActor,
): Promise<Settled> {
  const { db, config } = d.app.deps;
  if (auth.status === 'declined' || auth.status === 'error') {
    const declined = auth.status === 'declined';
    const failed = await d.flow.fail(
      tenantId,
      { ...row, paymentReference: auth.reference },
      actor,
      declined ? DECLINED_MESSAGE : PAYMENT_ERROR_MESSAGE,
      declined ? 'declined' : 'failed',
    );
    return { kind: 'refused', declined, row: failed };
  }
  if (auth.status === 'requires_action') {
    const snapshot = row.details as unknown as CoreSnapshot;
    const waiting = await db.withTenant(tenantId, (tx) =>
      updateBooking(
        tx,
        tenantId,
        row.id,
        ['pending'],
        {
          paymentStatus: 'requires_action',
          paymentReference: auth.reference,
          details: { ...snapshot, ...(auth.clientSecret ? { clientSecret: auth.clientSecret } : {}) } as unknown as Record<string, unknown>,
          // The traveller has until the hold ends to authenticate; recovery waits as long.
          leaseUntil: new Date(Math.max(Date.parse(snapshot.holdExpiresAt), Date.now() + config.BOOKING_LEASE_S * 1000)),
        },
        'Waiting for the card issuer to authenticate the payment',
        actor,
      ),
    );
    return { kind: 'waiting', row: waiting ?? row, ...(auth.clientSecret ? { clientSecret: auth.clientSecret } : {}) };
  }
  const authorized = await db.withTenant(tenantId, (tx) =>
    updateBooking(tx, tenantId, row.id, ['pending'], { paymentStatus: 'authorized', paymentReference: auth.reference }, 'Payment authorised', actor),
  );
  return { kind: 'booked', row: await d.flow.complete(tenantId, authorized ?? row, actor) };
}

async function afterAuthorization(
  d: CheckoutDeps,
  tenantId: string,
  row: BookingRow,
  auth: PaymentOutcome,
  session: SessionWithUser,
  gateway: PaymentGateway,
): Promise<Answer> {
  return answerOfSettled(d, tenantId, await applyAuthorization(d, tenantId, row, auth, bookingActorOf(session.user)), session, gateway);
}

async function answerOfSettled(d: CheckoutDeps, tenantId: string, settled: Settled, session: SessionWithUser, gateway: PaymentGateway): Promise<Answer> {
  if (settled.kind === 'refused') {
    const { declined } = settled;
    return answerOf(bookingError(402, declined ? DECLINED_MESSAGE : PAYMENT_ERROR_MESSAGE, declined ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED'));
  }
  if (settled.kind === 'waiting') {
    const data = await detailsAnswer(d, tenantId, settled.row, session);
    return {
      status: 202,
      body: { data, nextAction: { type: 'authenticate', gateway: gateway.name, ...(settled.clientSecret ? { clientSecret: settled.clientSecret } : {}) } },
    };
  }
  return outcomeAnswer(d, tenantId, settled.row, session);
}

/** Test switch: die the way a killed process does, with the Idempotency-Key claimed and no booking written. */
async function crashBeforeBookingWrite(app: FastifyInstance): Promise<never> {
  app.log.fatal('BOOKING_CRASH_BEFORE_BOOKING_WRITE: exiting before the booking is written');
  process.kill(process.pid, 'SIGKILL');
  return new Promise<never>(() => undefined);
}

export async function createBooking(
  d: CheckoutDeps,
  request: FastifyRequest,
  session: SessionWithUser,
  body: CreateBookingBody,
  idempotency: { key: string; claimedAt: Date },
  onBookingCreated: () => void,
): Promise<Answer> {
  const { db, config } = d.app.deps;
  const tenantId = request.tenant.id;
  const claims = claimsOf(d, request, session, body.holdToken, 'this hold is not valid. Please check the price again.');
  const { adapter } = claims;
  refuseSandbox(d, adapter.product);
  const messages = bookingMessages(adapter.product);
  if (Date.parse(claims.expiresAt) <= Date.now()) return answerOf(bookingError(409, messages.holdExpired, 'HOLD_EXPIRED'));
  if (!sameMoney(claims.price.total, body.expectedTotal)) {
    return answerOf(bookingError(409, priceChanged(adapter.product, body.expectedTotal, claims.price.total), 'PRICE_CHANGED', { price: claims.price }));
  }
  // The product's own fields (a flight's passengers) against the held offer, before anything is charged.
  const input: ProductInput = {
    ...(body.passengers ? { passengers: body.passengers } : {}),
    ...(body.driver ? { driver: body.driver } : {}),
    ...(body.participants ? { participants: body.participants } : {}),
    ...(body.guests ? { guests: body.guests } : {}),
  };
  const issues = adapter.checkInput?.(claims.offer, input) ?? [];
  if (issues.length > 0) {
    throw badRequest(issues.map((i) => `${i.path}: ${i.message}`).join(' '), issues[0]!.path);
  }
  // Issue #16: an agent may book for one of the agency's travellers; credits pay part or all of it.
  const client = await clientOf(d, request, session, body.clientId);
  const wallet = agencyWallet(request.tenant.agency);
  const credits = body.credits ?? 0;
  if (credits > 0) {
    if (!wallet.enabled) return creditsRefused(WALLET_MESSAGES.disabled);
    if (client) return creditsRefused(WALLET_MESSAGES.onBehalf);
    if (credits > claims.price.total.amount) return creditsRefused(WALLET_MESSAGES.tooMuch);
  }
  const cardMinor = claims.price.total.amount - credits;
  const gateway = cardMinor > 0 ? await d.gateways.forAgency(request.tenant) : null;
  if (cardMinor > 0 && !gateway) {
    throw new HttpError(503, 'Payments are not available for this agency right now. Please contact the agency.', { code: PAYMENT_UNAVAILABLE });
  }
  if (gateway && !body.payment) throw badRequest('payment.token: Please enter your card for the part credits do not pay.', 'payment.token');
  if (gateway && body.payment && !gateway.acceptsToken(body.payment.token))
    throw badRequest('payment.token: this is not a token of the payment form. Please enter your card again.', 'payment.token');
  const rates = wallet.enabled || credits > 0 ? (await d.app.deps.rates.getRates()).rates : {};

  const facts = adapter.facts(claims.offer);
  const core: CoreSnapshot = {
    terms: facts.terms,
    leadGuest: {
      firstName: body.guest.firstName,
      lastName: body.guest.lastName,
      email: body.guest.email,
      ...(body.guest.phone ? { phone: body.guest.phone } : {}),
    },
    ...(body.specialRequests ? { specialRequests: body.specialRequests } : {}),
    price: claims.price,
    holdExpiresAt: claims.expiresAt,
    origin: request.tenant.origin,
    language: bookerLanguage({
      userLanguage: session.user.language,
      acceptLanguage: request.headers['accept-language'],
      offered: request.tenant.agency.languages.map((l) => l.code),
      agencyDefault: request.tenant.agency.defaultLanguage,
    }),
    ...(adapter.checkInput && Object.keys(input).length > 0 ? { input } : {}),
  };
  const snapshot = { ...(await adapter.store(claims.offer, input)), ...core };
  const cost = openCost(claims, config.SESSION_SECRET);
  if (config.BOOKING_CRASH_BEFORE_BOOKING_WRITE) await crashBeforeBookingWrite(d.app);
  const written = await db
    .withTenant(tenantId, async (tx) => {
      const inserted = await insertBooking(
        tx,
        {
          tenantId,
          reference: newReference(),
          userId: client?.id ?? session.user.id,
          agentId: client ? session.user.id : null,
          creditsMinor: credits,
          service: PRODUCT_SERVICE[adapter.product],
          status: 'pending',
          supplier: adapter.supplierName,
          clientReference: randomUUID(),
          holdId: claims.holdId,
          details: snapshot,
          title: facts.title,
          location: facts.location,
          countryCode: facts.countryCode,
          checkin: facts.startDate,
          checkout: facts.endDate,
          totalMinor: claims.price.total.amount,
          currency: claims.price.total.currency,
          wholesaleMinor: cost?.wholesale ?? null,
          markupMinor: cost?.markup ?? null,
          ...exchangeColumns(claims.exchange),
          paymentGateway: gateway?.name ?? CREDITS_GATEWAY,
          // Paid entirely with credits: nothing to authorise, the credits are taken below.
          paymentStatus: gateway ? 'pending' : 'authorized',
          cardBrand: (gateway && body.payment?.brand) || null,
          cardLast4: (gateway && body.payment?.last4) || null,
          leaseUntil: new Date(Date.now() + config.BOOKING_LEASE_S * 1000),
        },
        'Booking started',
        bookingActorOf(session.user),
      );
      // A retry took the key over (this request was presumed dead): the booking is not written.
      if (!(await attachBookingToKey(tx, tenantId, idempotency.key, inserted.id, idempotency.claimedAt))) throw new HttpError(409, ATTEMPT_LOST);
      // Credits are debited with the booking, or neither is written.
      const planned = await spendAndPlan(tx, { tenantId, booking: inserted, wallet, rates });
      if (!planned) return inserted;
      const details = { ...inserted.details, wallet: planned };
      return (await updateBooking(tx, tenantId, inserted.id, ['pending'], { details }, '', bookingActorOf(session.user))) ?? inserted;
    })
    .then(
      (row) => ({ row }),
      (err: unknown) => {
        if (err instanceof WalletRefusal) return { refused: err.answer };
        throw err;
      },
    );
  if ('refused' in written) return written.refused;
  const { row } = written;
  onBookingCreated();
  // The hold is a booking now (booked, or released if the payment fails): it no longer counts.
  await d.holds.release(claims.slots);
  request.log.info({ booking: row.reference, credits, onBehalf: client !== null }, 'booking started');
  if (!gateway || !body.payment) return outcomeAnswer(d, tenantId, await d.flow.complete(tenantId, row, bookingActorOf(session.user)), session);
  const auth = await gateway.authorize({
    // The card pays what credits do not.
    amount: { amount: row.totalMinor - row.creditsMinor, currency: row.currency },
    token: body.payment.token,
    idempotencyKey: `authorize-${row.id}`,
    description: `${request.tenant.agency.agencyName}: ${adapter.product} booking ${row.reference}`,
    metadata: { booking: row.reference },
  });
  return afterAuthorization(d, tenantId, row, auth, session, gateway);
}

/**
 * The traveller an agent books for (issue #16): one of this agency's users (another agency's is
 * not found, 404), booked for by an agent who may read Clients (403 otherwise). Null: for oneself.
 */
async function clientOf(d: CheckoutDeps, request: FastifyRequest, session: SessionWithUser, clientId: string | undefined): Promise<UserRow | null> {
  if (!clientId || clientId === session.user.id) return null;
  assertAllowed(session, { level: 'agent', permission: 'clients' });
  const tenantId = request.tenant.id;
  const client = await d.app.deps.db.withTenant(tenantId, (tx) => getClient(tx, tenantId, clientId), { readOnly: true });
  if (!client || client.disabledAt) throw new HttpError(404, 'No traveller of this agency has that id.', { field: 'clientId' });
  return client;
}

/**
 * Finishes a booking that waits for extra authentication, from the gateway's answer for its
 * payment: for exactly one caller (claimPendingAuthentication), whether the browser came back from
 * 3-D Secure or the gateway reported the outcome by webhook after the browser left. Null when the
 * booking is not waiting (already settled by the other, or never asked to authenticate).
 */
export async function completeAuthentication(
  d: Pick<CheckoutDeps, 'app' | 'flow' | 'gateways'>,
  tenantId: string,
  row: BookingRow,
  actor: BookingActor,
  options: { authentication?: 'approved' | 'declined'; retryUnreachable?: boolean } = {},
): Promise<{ settled: Settled; gateway: PaymentGateway; unreachable?: boolean } | null> {
  const { authentication } = options;
  const { db, config } = d.app.deps;
  const gateway = await d.gateways.byName(tenantId, row.paymentGateway);
  const claimed = gateway
    ? await db.withTenant(tenantId, (tx) => claimPendingAuthentication(tx, tenantId, row.id, new Date(Date.now() + config.BOOKING_LEASE_S * 1000)))
    : null;
  if (!gateway || !claimed || !row.paymentReference) return null;
  const outcome = await gateway.completeAction(row.paymentReference, authentication ? { authentication } : {});
  if (outcome.status === 'requires_action') {
    // Not done yet: back to waiting.
    const back = await db.withTenant(tenantId, (tx) => updateBooking(tx, tenantId, row.id, ['pending'], { paymentStatus: 'requires_action' }, '', actor));
    return { settled: { kind: 'waiting', row: back ?? claimed }, gateway };
  }
  if (outcome.status === 'error' && outcome.retryable && options.retryUnreachable) {
    // The gateway did not answer: the booking waits again, for a later attempt (a webhook's retry).
    const back = await db.withTenant(tenantId, (tx) => updateBooking(tx, tenantId, row.id, ['pending'], { paymentStatus: 'requires_action' }, '', actor));
    return { settled: { kind: 'waiting', row: back ?? claimed }, gateway, unreachable: true };
  }
  return { settled: await applyAuthorization(d, tenantId, claimed, outcome, actor), gateway };
}

/** After the traveller completed extra authentication in the browser. */
export async function confirmPayment(
  d: CheckoutDeps,
  request: FastifyRequest,
  session: SessionWithUser,
  row: BookingRow,
  authentication: 'approved' | 'declined' | undefined,
): Promise<Answer> {
  const tenantId = request.tenant.id;
  if (row.status === 'confirmed') return { status: 200, body: { data: await detailsAnswer(d, tenantId, row, session) } };
  const done = await completeAuthentication(d, tenantId, row, bookingActorOf(session.user), authentication ? { authentication } : {});
  if (!done) return answerOf(bookingError(409, 'This booking is not waiting for a payment confirmation.', 'NOT_AWAITING_PAYMENT'));
  return answerOfSettled(d, tenantId, done.settled, session, done.gateway);
}
