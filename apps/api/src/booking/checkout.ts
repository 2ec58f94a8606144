import { accountOfId } from '@tripfront/domain/supplier-accounts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachBookingToKey, getClient, insertBooking, updateBooking, type BookingRow, type SessionWithUser, type UserRow } from '@tripfront/db';
import { bookingActorOf } from '@tripfront/domain/audit';
import { WALLET_MESSAGES } from '@tripfront/domain/wallet';
import type { CreateBookingBody } from '@tripfront/domain/booking/bookings';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { sameMoney } from '@tripfront/domain/booking/price';
import { bookingMessages, PRODUCT_SERVICE, type Product } from '@tripfront/domain/booking/products';
import { SPECIAL_REQUESTS_NOT_TAKEN, takesSpecialRequests } from '@tripfront/domain/booking/special-requests';
import { bookerLanguage } from '@tripfront/domain/navigation/language';
import { assertAllowed } from '../lib/auth.ts';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { agencyWallet, guestless, type AgencyWallet } from '../lib/wallet.ts';
import type { PaymentGateway, PaymentGateways } from '../lib/payments/index.ts';
import { currentAnswer, outcomeAnswer, readerOf, settledAnswer } from './answers.ts';
import { applyAuthorization, completeAuthentication } from './authorisation.ts';
import { answering, priceChanged, refused, type Answer } from './errors.ts';
import { exchangeColumns } from './exchange.ts';
import type { BookingFlow } from './flow.ts';
import { openCost, type HoldCost } from './hold-token.ts';
import { claimsOf, refuseSandbox, type Claims, type HoldDeps } from './holds.ts';
import { ATTEMPT_LOST } from './idempotency.ts';
import type { ProductInput } from './product.ts';
import type { CoreSnapshot } from './present.ts';
import { CREDITS_GATEWAY, PAY_AT_PICKUP_GATEWAY } from './no-card.ts';
import { creditsRefused, spendAndPlan } from './wallet.ts';

// Book → (authenticate) of POST /api/bookings and POST /api/bookings/{reference}/confirm-payment,
// for every product, from a hold (holds.ts): the product's adapter books and words its offer; this
// core checks prices, takes the payment and writes the booking.
// A booking is a pipeline of named steps (createBooking). Each step returns its result or throws
// (errors.ts): a Refusal is an outcome answered and stored under the Idempotency-Key, any other
// HttpError goes to the error handler. answers.ts words where a booking ended up.

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'TF-7K3M9Q2X': short enough to read on the phone, no 0/O or 1/I. */
export function newReference(): string {
  return `TF-${Array.from(randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

export interface CheckoutDeps extends HoldDeps {
  flow: BookingFlow;
  gateways: PaymentGateways;
}

/** The code of a booking refused because the agency's payment gateway is not available on this server. */
export const PAYMENT_UNAVAILABLE = 'PAYMENT_UNAVAILABLE';

// ---------------------------------------------------------------------------------------------
// The booking: check the claim, the price, the product's input, the wallet and the gateway;
// write (under the Idempotency-Key); authorise the payment.

/**
 * Books a held offer (POST /api/bookings). Nothing is charged or written until every check passed;
 * the booking and its credits are written together, then the card is authorised.
 */
export async function createBooking(
  d: CheckoutDeps,
  request: FastifyRequest,
  session: SessionWithUser,
  body: CreateBookingBody,
  idempotency: { key: string; claimedAt: Date },
  onBookingCreated: () => void,
): Promise<Answer> {
  return answering(async () => {
    const claims = await checkClaim(d, request, session, body.holdToken);
    checkPrice(claims, body.expectedTotal);
    const input = checkProductInput(claims, body);
    const payer = await checkWallet(d, request, session, body, claims.price.total.amount);
    const card = await checkGateway(d, request, body, payer.cardMinor);
    const row = await writeBooking(d, request, session, { body, claims, input, payer, card }, idempotency);
    onBookingCreated();
    // The hold is a booking now (booked, or released if the payment fails): it no longer counts.
    await d.holds.release(claims.slots);
    request.log.info({ booking: row.reference, credits: payer.credits, onBehalf: payer.client !== null }, 'booking started');
    return authorise(d, request, session, { row, product: claims.adapter.product }, card);
  });
}

/** Check the claim: a hold token of this agency and traveller, for inventory this server may sell, not yet expired (409 HOLD_EXPIRED). */
async function checkClaim(d: CheckoutDeps, request: FastifyRequest, session: SessionWithUser, holdToken: string): Promise<Claims> {
  const claims = await claimsOf(d, request, session, holdToken, 'this hold is not valid. Please check the price again.');
  refuseSandbox(d, claims.adapter.product, claims.holdId);
  if (Date.parse(claims.expiresAt) <= Date.now()) throw refused(409, bookingMessages(claims.adapter.product).holdExpired, 'HOLD_EXPIRED');
  return claims;
}

/** Check the price: the total the traveller saw is the held one (409 PRICE_CHANGED with the held price otherwise). */
function checkPrice(claims: Claims, expectedTotal: BookingMoney): void {
  if (sameMoney(claims.price.total, expectedTotal)) return;
  throw refused(409, priceChanged(claims.adapter.product, expectedTotal, claims.price.total), 'PRICE_CHANGED', { price: claims.price });
}

/** Check the product's input: its own fields (a flight's passengers) against the held offer, before anything is charged (400 naming the field). */
function checkProductInput(claims: Claims, body: CreateBookingBody): ProductInput {
  const input: ProductInput = {
    ...(body.passengers ? { passengers: body.passengers } : {}),
    ...(body.driver ? { driver: body.driver } : {}),
    ...(body.participants ? { participants: body.participants } : {}),
    ...(body.guests ? { guests: body.guests } : {}),
  };
  // A blank text is none; a flight, car, activity or cruise has no property to pass requests on to.
  if (body.specialRequests && !takesSpecialRequests(claims.adapter.product)) throw badRequest(SPECIAL_REQUESTS_NOT_TAKEN, 'specialRequests');
  const issues = claims.adapter.checkInput?.(claims.offer, input) ?? [];
  if (issues.length > 0) throw badRequest(issues.map((i) => `${i.path}: ${i.message}`).join(' '), issues[0]!.path);
  return input;
}

/** Who is booked for and how the total is paid: credits from the agency's wallet, the card for the rest. */
interface Payer {
  /** The traveller an agent books for; null when booking for oneself. */
  client: UserRow | null;
  wallet: AgencyWallet;
  /** Credits spent, minor units of the total's currency. */
  credits: number;
  /** What the card pays, minor units of the total's currency. */
  cardMinor: number;
}

/** Check the wallet: an agent may book for one of the agency's travellers; credits pay part or all of it (422 CREDITS_REFUSED). */
async function checkWallet(d: CheckoutDeps, request: FastifyRequest, session: SessionWithUser, body: CreateBookingBody, totalMinor: number): Promise<Payer> {
  const client = await clientOf(d, request, session, body.clientId);
  // A guest (decision 0104) has no wallet: nothing to spend, no reward to earn.
  const wallet = guestless(agencyWallet(request.tenant.agency), session.user);
  const credits = body.credits ?? 0;
  if (credits > 0) {
    if (!wallet.enabled) throw creditsRefused(WALLET_MESSAGES.disabled);
    if (client) throw creditsRefused(WALLET_MESSAGES.onBehalf);
    if (credits > totalMinor) throw creditsRefused(WALLET_MESSAGES.tooMuch);
  }
  return { client, wallet, credits, cardMinor: totalMinor - credits };
}

/**
 * The traveller an agent books for: one of this agency's users (another agency's is not found,
 * 404), booked for by an agent who may read Clients (403 otherwise). Null: for oneself.
 */
async function clientOf(d: CheckoutDeps, request: FastifyRequest, session: SessionWithUser, clientId: string | undefined): Promise<UserRow | null> {
  if (!clientId || clientId === session.user.id) return null;
  assertAllowed(session, { level: 'agent', permission: 'clients' });
  const tenantId = request.tenant.id;
  const client = await d.app.deps.db.withTenant(tenantId, (tx) => getClient(tx, tenantId, clientId), { readOnly: true });
  if (!client || client.disabledAt) throw new HttpError(404, 'No traveller of this agency has that id.', { field: 'clientId' });
  return client;
}

/** The card that pays what credits do not: the agency's gateway and the payment form's token for it. */
interface Card {
  gateway: PaymentGateway;
  payment: NonNullable<CreateBookingBody['payment']>;
}

/** Check the gateway: the agency's is available (503 PAYMENT_UNAVAILABLE) and the token is its form's (400). Null: credits pay it all. */
async function checkGateway(d: CheckoutDeps, request: FastifyRequest, body: CreateBookingBody, cardMinor: number): Promise<Card | null> {
  if (cardMinor <= 0) return null;
  const gateway = await d.gateways.forAgency(request.tenant);
  if (!gateway) throw new HttpError(503, 'Payments are not available for this agency right now. Please contact the agency.', { code: PAYMENT_UNAVAILABLE });
  const { payment } = body;
  if (!payment) throw badRequest('payment.token: Please enter your card for the part credits do not pay.', 'payment.token');
  if (!gateway.acceptsToken(payment.token))
    throw badRequest('payment.token: this is not a token of the payment form. Please enter your card again.', 'payment.token');
  return { gateway, payment };
}

/** What the checks found, for the booking's write. */
interface Checked {
  body: CreateBookingBody;
  claims: Claims;
  input: ProductInput;
  payer: Payer;
  card: Card | null;
}

/**
 * Write: the pending booking, under the request's Idempotency-Key (409 when a retry took the key
 * over), with its credits debited in the same transaction (409 INSUFFICIENT_CREDITS rolls both back).
 */
async function writeBooking(
  d: CheckoutDeps,
  request: FastifyRequest,
  session: SessionWithUser,
  checked: Checked,
  idempotency: { key: string; claimedAt: Date },
): Promise<BookingRow> {
  const { db, config } = d.app.deps;
  const tenantId = request.tenant.id;
  const { wallet, credits } = checked.payer;
  const rates = wallet.enabled || credits > 0 ? (await d.app.deps.rates.getRates()).rates : {};
  const values = await bookingValues(d, request, session, checked);
  const actor = bookingActorOf(session.user);
  if (config.BOOKING_CRASH_BEFORE_BOOKING_WRITE) await crashBeforeBookingWrite(d.app);
  return db.withTenant(tenantId, async (tx) => {
    const inserted = await insertBooking(tx, { ...values, leaseUntil: new Date(Date.now() + config.BOOKING_LEASE_S * 1000) }, 'Booking started', actor);
    // A retry took the key over (this request was presumed dead): the booking is not written.
    if (!(await attachBookingToKey(tx, tenantId, idempotency.key, inserted.id, idempotency.claimedAt))) throw new HttpError(409, ATTEMPT_LOST);
    // Credits are debited with the booking, or neither is written.
    const planned = await spendAndPlan(tx, { tenantId, booking: inserted, wallet, rates });
    if (!planned) return inserted;
    const details = { ...inserted.details, wallet: planned };
    return (await updateBooking(tx, tenantId, inserted.id, ['pending'], { details }, '', actor)) ?? inserted;
  });
}

/** The booking's row as it is first written: pending, with the snapshot of what was booked and how it is paid. */
async function bookingValues(d: CheckoutDeps, request: FastifyRequest, session: SessionWithUser, checked: Checked) {
  const { claims, input, payer, card } = checked;
  const { adapter } = claims;
  const facts = adapter.facts(claims.offer);
  const snapshot = { ...(await adapter.store(claims.offer, input)), ...coreSnapshot(request, session, checked, facts.terms) };
  const cost = openCost(claims, d.app.deps.config.SESSION_SECRET);
  // The supplier account the offer was held through (its id carries it): the booking's later steps go back to it.
  const accountId = accountOfId(claims.holdId)?.accountId ?? null;
  const supplier = accountId ? await d.app.deps.agencySuppliers.supplierName(request.tenant.id, adapter.product, accountId) : null;
  return {
    tenantId: request.tenant.id,
    reference: newReference(),
    userId: payer.client?.id ?? session.user.id,
    agentId: payer.client ? session.user.id : null,
    creditsMinor: payer.credits,
    service: PRODUCT_SERVICE[adapter.product],
    status: 'pending' as const,
    supplier: supplier ?? adapter.supplierName,
    supplierAccountId: accountId,
    clientReference: randomUUID(),
    holdId: claims.holdId,
    details: snapshot,
    specialRequests: checked.body.specialRequests ?? null,
    title: facts.title,
    location: facts.location,
    countryCode: facts.countryCode,
    checkin: facts.startDate,
    checkout: facts.endDate,
    totalMinor: claims.price.total.amount,
    currency: claims.price.total.currency,
    wholesaleMinor: cost?.wholesale ?? null,
    markupMinor: cost?.markup ?? null,
    ...agentMarkupColumns(claims, cost),
    ...exchangeColumns(claims.exchange),
    // Paid at pick-up (decision 0112) the total is nothing: no card, no credits (checkWallet refuses any).
    paymentGateway: card?.gateway.name ?? (facts.paidAtPickup ? PAY_AT_PICKUP_GATEWAY : CREDITS_GATEWAY),
    // Paid entirely with credits or nothing charged: nothing to authorise, the credits are taken with the write.
    paymentStatus: card ? ('pending' as const) : ('authorized' as const),
    cardBrand: card?.payment.brand || null,
    cardLast4: card?.payment.last4 || null,
  };
}

/**
 * Where the agent's own markup in the price came from (decision 0118), as the signed token says:
 * its amount, and the proposal item or deal link the booking is attributed to.
 */
function agentMarkupColumns(claims: Claims, cost: HoldCost | null) {
  const source = claims.agentMarkupSource;
  return {
    agentMarkupMinor: cost?.agentMarkup ?? 0,
    proposalItemId: source?.kind === 'proposal' ? source.itemId : null,
    dealLinkId: source?.kind === 'dealLink' ? source.dealLinkId : null,
  };
}

/** The core's part of the booking's snapshot: terms, lead guest, price, the booker's language (present.ts CoreSnapshot). */
function coreSnapshot(request: FastifyRequest, session: SessionWithUser, checked: Checked, terms: CoreSnapshot['terms']): CoreSnapshot {
  const { body, claims, input } = checked;
  const { agency } = request.tenant;
  const { guest } = body;
  return {
    terms,
    leadGuest: { firstName: guest.firstName, lastName: guest.lastName, email: guest.email, ...(guest.phone ? { phone: guest.phone } : {}) },
    price: claims.price,
    holdExpiresAt: claims.expiresAt,
    origin: request.tenant.origin,
    language: bookerLanguage({
      userLanguage: session.user.language,
      acceptLanguage: request.headers['accept-language'],
      offered: agency.languages.map((l) => l.code),
      agencyDefault: agency.defaultLanguage,
    }),
    ...(claims.adapter.checkInput && Object.keys(input).length > 0 ? { input } : {}),
  };
}

/** Test switch: die the way a killed process does, with the Idempotency-Key claimed and no booking written. */
async function crashBeforeBookingWrite(app: FastifyInstance): Promise<never> {
  app.log.fatal('BOOKING_CRASH_BEFORE_BOOKING_WRITE: exiting before the booking is written');
  process.kill(process.pid, 'SIGKILL');
  return new Promise<never>(() => undefined);
}

/**
 * Authorise: the card pays what credits do not, and the gateway's answer settles the booking
 * (authorisation.ts). Paid entirely with credits, the booking goes straight to the supplier.
 */
async function authorise(
  d: CheckoutDeps,
  request: FastifyRequest,
  session: SessionWithUser,
  booked: { row: BookingRow; product: Product },
  card: Card | null,
): Promise<Answer> {
  const { row, product } = booked;
  const tenantId = request.tenant.id;
  const actor = bookingActorOf(session.user);
  if (!card) return outcomeAnswer(d, tenantId, await d.flow.complete(tenantId, row, actor), readerOf(request, session));
  const auth = await card.gateway.authorize({
    // The card pays what credits do not.
    amount: { amount: row.totalMinor - row.creditsMinor, currency: row.currency },
    token: card.payment.token,
    idempotencyKey: `authorize-${row.id}`,
    description: `${request.tenant.agency.agencyName}: ${product} booking ${row.reference}`,
    metadata: { booking: row.reference },
  });
  return settledAnswer(d, tenantId, await applyAuthorization(d, tenantId, row, auth, actor), readerOf(request, session), card.gateway);
}

// ---------------------------------------------------------------------------------------------
// 3-D Secure

/** After the traveller completed extra authentication in the browser. */
export async function confirmPayment(
  d: CheckoutDeps,
  request: FastifyRequest,
  session: SessionWithUser,
  row: BookingRow,
  authentication: 'approved' | 'declined' | undefined,
): Promise<Answer> {
  return answering(async () => {
    const tenantId = request.tenant.id;
    if (row.status === 'confirmed') return currentAnswer(d, tenantId, row, readerOf(request, session));
    const done = await completeAuthentication(d, tenantId, row, bookingActorOf(session.user), authentication ? { authentication } : {});
    if (!done) throw refused(409, 'This booking is not waiting for a payment confirmation.', 'NOT_AWAITING_PAYMENT');
    return settledAnswer(d, tenantId, done.settled, readerOf(request, session), done.gateway);
  });
}
