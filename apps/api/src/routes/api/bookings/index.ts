import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimIdempotencyKey, completeIdempotencyKey, findBookingByReference, listBookingsForUser, releaseIdempotencyKey, type SessionWithUser } from '@tripfront/db';
import {
  bookingAnswerSchema,
  bookingErrorSchema,
  bookingListAnswerSchema,
  confirmPaymentBodySchema,
  createBookingBodySchema,
  createBookingHeadersSchema,
  holdAnswerSchema,
  holdBodySchema,
  pendingBookingAnswerSchema,
  releaseHoldAnswerSchema,
  releaseHoldBodySchema,
} from '@tripfront/domain/booking/bookings';
import { mayActOnOthersBookings } from '@tripfront/domain/navigation/roles';
import { assertAllowed, type RouteAuth } from '../../../lib/auth.ts';
import { HttpError, unauthorized } from '../../../lib/http-errors.ts';
import { paymentGatewaysFor } from '../../../lib/payments/index.ts';
import { refuseCardNumbers } from './card-guard.ts';
import { cancelBooking } from './cancel.ts';
import { confirmPayment, createBooking, createHold, detailsAnswer, releaseHold, type CheckoutDeps } from './checkout.ts';
import { bookingError, NOT_FOUND, SIGN_IN_TO_BOOK } from './errors.ts';
import { createBookingFlow } from './flow.ts';
import { createHoldLimiter } from './hold-limits.ts';
import { ATTEMPT_LOST, KEY_REUSED, keyLeaseMs, REPLAY_WAIT_MS, requestHash, STILL_RUNNING, waitForCompletion } from './idempotency.ts';
import { toSummary } from './present.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a /api/bookings request (set by the subtree's auth hook). */
    bookingSession: SessionWithUser;
  }
}

const errors = { 400: bookingErrorSchema, 401: bookingErrorSchema, 402: bookingErrorSchema, 403: bookingErrorSchema, 404: bookingErrorSchema, 409: bookingErrorSchema, 422: bookingErrorSchema };
const referenceParams = z.object({ reference: z.string().min(1).max(40) });

/**
 * Staff need the navigation item's read permission (spec §6) on every booking route: Book Now to
 * hold, book and pay, Bookings to list, read and cancel. Travellers have no permissions stored.
 */
const BOOK: { auth: RouteAuth } = { auth: { permission: 'bookNow' } };
const BOOKINGS: { auth: RouteAuth } = { auth: { permission: 'bookings' } };

/** Bookings under /api/bookings: sign-in required; card numbers refused before anything reads the body. */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, supplier, config } = app.deps;
  const gateways = paymentGatewaysFor(config);
  const flow = createBookingFlow({ db, supplier, gateways, config, log: app.log });
  const deps: CheckoutDeps = { app, flow, gateways, holds: createHoldLimiter(app.deps.store, config.HOLD_MINUTES, app.deps.holdLimits) };

  app.decorateRequest('bookingSession', null as unknown as SessionWithUser);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/bookings')) return;
    const session = await app.session(request);
    if (!session) throw unauthorized(SIGN_IN_TO_BOOK);
    assertAllowed(session, request.routeOptions.config.auth ?? {});
    request.bookingSession = session;
  });
  app.addHook('preValidation', refuseCardNumbers);

  /** The booking of this reference if the user may see it: its owner, or staff with the Bookings permission. Others get 404. */
  const visibleBooking = async (tenantId: string, reference: string, session: SessionWithUser) => {
    const row = await db.withTenant(tenantId, (tx) => findBookingByReference(tx, tenantId, reference));
    if (!row || (row.userId !== session.user.id && !mayActOnOthersBookings(session.user))) throw new HttpError(404, NOT_FOUND, 'reference');
    return row;
  };

  app.post(
    '/api/bookings/holds',
    {
      config: BOOK,
      schema: {
        tags: ['bookings'],
        summary: 'Hold a room while the traveller pays (checks the live price first)',
        description:
          'expectedTotal is the total the traveller saw. A different live price answers 409 PRICE_CHANGED with the new price; sold out answers 409 SOLD_OUT. ' +
          'A traveller holds at most 3 rooms at once, an address 10 (429 TOO_MANY_HOLDS); a hold stops counting when it is booked, released or expires.',
        body: holdBodySchema,
        response: { 201: holdAnswerSchema, 429: bookingErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const a = await createHold(deps, request, request.bookingSession, request.body);
      return reply.status(a.status).send(a.body as never);
    },
  );

  app.post(
    '/api/bookings/holds/release',
    {
      config: BOOK,
      schema: {
        tags: ['bookings'],
        summary: 'Release a hold the traveller is not going to book (leaving the checkout)',
        body: releaseHoldBodySchema,
        response: { 200: releaseHoldAnswerSchema, ...errors, 502: bookingErrorSchema },
      },
    },
    async (request, reply) => {
      const a = await releaseHold(deps, request, request.bookingSession, request.body.holdToken);
      return reply.status(a.status).send(a.body as never);
    },
  );

  app.post(
    '/api/bookings',
    {
      config: BOOK,
      schema: {
        tags: ['bookings'],
        summary: 'Book a held room and pay (Idempotency-Key required)',
        description:
          'Send the same Idempotency-Key when retrying: the booking is made once and the first answer is replayed (header idempotent-replayed: true). The same key with another body answers 422. ' +
          '201: confirmed. 202: waiting for extra authentication (nextAction) or for the hotel. 402: declined, nothing booked. 409: sold out, hold expired or price changed.',
        headers: createBookingHeadersSchema,
        body: createBookingBodySchema,
        response: { 201: bookingAnswerSchema, 202: pendingBookingAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = request.bookingSession;
      const tenantId = request.tenant.id;
      const key = request.headers['idempotency-key'];
      const hash = requestHash(session.user.id, request.body);
      const leaseMs = keyLeaseMs(config);
      const claimKey = () => db.withTenant(tenantId, (tx) => claimIdempotencyKey(tx, tenantId, key, hash, new Date(Date.now() - leaseMs)));
      let claim = await claimKey();
      if (!claim.claimed) {
        if (claim.record.requestHash !== hash) {
          const a = bookingError(422, KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED', { field: 'idempotency-key' });
          return reply.status(a.status).send(a.body as never);
        }
        const done = await waitForCompletion(db, tenantId, key, REPLAY_WAIT_MS, leaseMs);
        // The first request died before it booked anything: this retry runs instead.
        if (done === 'gone' || done === 'abandoned') claim = await claimKey();
        if (!claim.claimed) {
          if (done !== null && typeof done === 'object' && done.responseStatus !== null) {
            return reply.status(done.responseStatus).header('idempotent-replayed', 'true').send(done.responseBody as never);
          }
          const a = bookingError(409, done === null ? STILL_RUNNING : ATTEMPT_LOST, 'IN_PROGRESS');
          return reply.status(a.status).header('retry-after', '2').send(a.body as never);
        }
      }
      const { claimedAt } = claim;
      let bookingCreated = false;
      try {
        const a = await createBooking(deps, request, session, request.body, { key, claimedAt }, () => (bookingCreated = true));
        await db.withTenant(tenantId, (tx) => completeIdempotencyKey(tx, tenantId, key, a.status, a.body));
        return await reply.status(a.status).send(a.body as never);
      } catch (err) {
        // Nothing was booked: forget the key so the client's retry runs again (and gets the same input error).
        if (!bookingCreated) await db.withTenant(tenantId, (tx) => releaseIdempotencyKey(tx, tenantId, key, claimedAt)).catch(() => undefined);
        throw err;
      }
    },
  );

  app.get(
    '/api/bookings',
    { config: BOOKINGS, schema: { tags: ['bookings'], summary: "The signed-in traveller's bookings, newest first (My Trips)", response: { 200: bookingListAnswerSchema, 401: bookingErrorSchema, 403: bookingErrorSchema } } },
    async (request) => {
      const tenantId = request.tenant.id;
      const rows = await db.withTenant(tenantId, (tx) => listBookingsForUser(tx, tenantId, request.bookingSession.user.id));
      return { data: rows.map(toSummary) };
    },
  );

  app.get(
    '/api/bookings/:reference',
    { config: BOOKINGS, schema: { tags: ['bookings'], summary: 'One booking with its status history (its traveller or agency staff with the Bookings permission)', params: referenceParams, response: { 200: bookingAnswerSchema, ...errors } } },
    async (request) => {
      const row = await visibleBooking(request.tenant.id, request.params.reference, request.bookingSession);
      return { data: await detailsAnswer(app, request.tenant.id, row, request.bookingSession) };
    },
  );

  app.post(
    '/api/bookings/:reference/confirm-payment',
    {
      config: BOOK,
      schema: {
        tags: ['bookings'],
        summary: 'Continue a booking after the card issuer authenticated the payment (3-D Secure)',
        params: referenceParams,
        body: confirmPaymentBodySchema,
        response: { 200: bookingAnswerSchema, 201: bookingAnswerSchema, 202: pendingBookingAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = request.bookingSession;
      const row = await visibleBooking(request.tenant.id, request.params.reference, session);
      if (row.userId !== session.user.id) throw new HttpError(404, NOT_FOUND, 'reference');
      const a = await confirmPayment(deps, request, session, row, request.body.authentication);
      return reply.status(a.status).send(a.body as never);
    },
  );

  app.post(
    '/api/bookings/:reference/cancel',
    {
      config: BOOKINGS,
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a confirmed booking under its policy; the answer says what is refunded',
        params: referenceParams,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await visibleBooking(request.tenant.id, request.params.reference, request.bookingSession);
      const a = await cancelBooking(app, gateways, request.tenant.id, row, request.bookingSession);
      return reply.status(a.status).send(a.body as never);
    },
  );
};

export default bookingRoutes;
