import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingHistory, type BookingRow, type SessionWithUser } from '@tripfront/db';
import type { LanguageCode } from '@tripfront/domain';
import { AUTHENTICATION_TIMED_OUT, bookingMessages } from '@tripfront/domain/booking/products';
import { isAgencyStaff } from '@tripfront/domain/navigation/roles';
import { seesAgentPrices } from '@tripfront/domain/pricing';
import { sessionOf } from '../lib/auth.ts';
import { DECLINED_MESSAGE, PAYMENT_ERROR_MESSAGE, type PaymentGateway } from '../lib/payments/index.ts';
import type { Settled } from './authorisation.ts';
import { answerOf, bookingError, type Answer } from './errors.ts';
import type { BookingAdapters } from './product.ts';
import { requestLanguage } from './policy.ts';
import { productOf, toDetails } from './present.ts';

// What the booking routes answer about one booking: its details as the reader may see them
// (present.ts words them), and where it ended up after the checkout, the payment's authentication
// or its cancellation. Checkout, cancel and the back-office routes all answer through here.

/** What reading a booking's history and wording its offer needs. */
export interface AnswerDeps {
  app: FastifyInstance;
  adapters: BookingAdapters;
}

/**
 * Who an answer is for: the session (what it may see) and the language of the page that asked, the
 * one its words (the cancellation terms) are in (decision 0097), whoever booked it in which language.
 */
export interface Reader {
  session: SessionWithUser;
  language: LanguageCode;
}

/** The reader of a request's answer: its session, in the page's language. */
export function readerOf(request: FastifyRequest, session: SessionWithUser = sessionOf(request)): Reader {
  return { session, language: requestLanguage(request) };
}

/** A booking's details with its status history, as this reader may see them (agent price rows, staff fields) and in their language. */
export async function detailsAnswer(d: AnswerDeps, tenantId: string, row: BookingRow, { session, language }: Reader) {
  const history = await d.app.deps.db.withTenant(tenantId, (tx) => bookingHistory(tx, tenantId, row.id));
  return toDetails(d.adapters, row, history, seesAgentPrices(session.user), { staff: isAgencyStaff(session.user), language });
}

/** A 200 with the booking's details (a booking read, cancelled, or already confirmed). */
export async function currentAnswer(d: AnswerDeps, tenantId: string, row: BookingRow, reader: Reader): Promise<Answer> {
  return { status: 200, body: { data: await detailsAnswer(d, tenantId, row, reader) } };
}

/** The answer for where a booking ended up after the supplier step: 201 confirmed, 202 still pending, or its failure. */
export async function outcomeAnswer(d: AnswerDeps, tenantId: string, row: BookingRow, reader: Reader): Promise<Answer> {
  const data = await detailsAnswer(d, tenantId, row, reader);
  if (row.status === 'confirmed') return { status: 201, body: { data } };
  if (row.status === 'failed') return failedAnswer(row);
  return { status: 202, body: { data } };
}

/** The answer for where a booking ended up after the gateway's answer to its authorisation. */
export async function settledAnswer(d: AnswerDeps, tenantId: string, settled: Settled, reader: Reader, gateway: PaymentGateway): Promise<Answer> {
  if (settled.kind === 'refused') {
    const { declined } = settled;
    return answerOf(bookingError(402, declined ? DECLINED_MESSAGE : PAYMENT_ERROR_MESSAGE, declined ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED'));
  }
  if (settled.kind === 'waiting') {
    const data = await detailsAnswer(d, tenantId, settled.row, reader);
    const secret = settled.clientSecret ? { clientSecret: settled.clientSecret } : {};
    return { status: 202, body: { data, nextAction: { type: 'authenticate', gateway: gateway.name, ...secret } } };
  }
  return outcomeAnswer(d, tenantId, settled.row, reader);
}

/**
 * The answer for a booking that ended as failed, as the request that made it answered, and as a
 * retry with its Idempotency-Key replays it after recovery finished it (recovered failures are not
 * all sold out: a declined card stays a 402).
 */
export function failedAnswer(row: Pick<BookingRow, 'failureReason' | 'paymentStatus' | 'service'>): Answer {
  const m = bookingMessages(productOf(row));
  const message = row.failureReason ?? m.soldOut;
  if (row.paymentStatus === 'declined') return answerOf(bookingError(402, message, 'PAYMENT_DECLINED'));
  if (row.paymentStatus === 'failed') return answerOf(bookingError(402, message, 'PAYMENT_FAILED'));
  if (row.failureReason === m.notConfirmedInTime) return answerOf(bookingError(409, message, 'NOT_CONFIRMED'));
  if (row.failureReason === AUTHENTICATION_TIMED_OUT) return answerOf(bookingError(409, message, 'AUTHENTICATION_TIMED_OUT'));
  return answerOf(bookingError(409, message, 'SOLD_OUT'));
}
