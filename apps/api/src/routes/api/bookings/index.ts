import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  listBookingsForUser,
  listReceiptsForBooking,
  releaseIdempotencyKey,
  updateBooking,
  type SessionWithUser,
} from '@tripfront/db';
import { bookingActorOf } from '@tripfront/domain/audit';
import {
  bookingAnswerSchema,
  bookingErrorSchema,
  bookingListAnswerSchema,
  confirmPaymentBodySchema,
  createBookingBodySchema,
  createBookingHeadersSchema,
  holdAnswerSchema,
  holdBodySchema,
  openHoldListAnswerSchema,
  pendingBookingAnswerSchema,
  releaseHoldAnswerSchema,
  releaseHoldBodySchema,
} from '@tripfront/domain/booking/bookings';
import { bookingCalendarFile, calendarFileName } from '@tripfront/domain/booking/calendar-file';
import { productOfService } from '@tripfront/domain/booking/products';
import {
  SPECIAL_REQUESTS_CLOSED,
  SPECIAL_REQUESTS_NOT_TAKEN,
  specialRequestsBodySchema,
  specialRequestsEditable,
  takesSpecialRequests,
} from '@tripfront/domain/booking/special-requests';
import { receiptListAnswerSchema } from '@tripfront/domain/receipts';
import { sessionOf, signedIn, type RouteAuth } from '../../../lib/auth.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { paymentGatewaysFor } from '../../../lib/payments/index.ts';
import { refuseCardNumbers } from '../../../booking/card-guard.ts';
import { cancelBooking } from '../../../booking/cancel.ts';
import { detailsAnswer, readerOf } from '../../../booking/answers.ts';
import { confirmPayment, createBooking, type CheckoutDeps } from '../../../booking/checkout.ts';
import { createHold, releaseHold } from '../../../booking/holds.ts';
import { bookingError, NOT_FOUND, SIGN_IN_TO_BOOK, type Answer } from '../../../booking/errors.ts';
import { createBookingFlow } from '../../../booking/flow.ts';
import { createHoldLimiter, openHoldOf } from '../../../booking/hold-limits.ts';
import { ATTEMPT_LOST, KEY_REUSED, keyLeaseMs, REPLAY_WAIT_MS, requestHash, STILL_RUNNING, waitForCompletion } from '../../../booking/idempotency.ts';
import { toSummary } from '../../../booking/present.ts';
import { toReceipt } from '../../../booking/receipts.ts';
import { visibleBooking as findVisibleBooking } from '../../../booking/visible-booking.ts';

const errors = {
  400: bookingErrorSchema,
  401: bookingErrorSchema,
  402: bookingErrorSchema,
  403: bookingErrorSchema,
  404: bookingErrorSchema,
  409: bookingErrorSchema,
  422: bookingErrorSchema,
};
const referenceParams = z.object({ reference: z.string().min(1).max(40) });

/**
 * Staff need the navigation item's read permission (spec §6) on every booking route: Book Now to
 * hold, book and pay, Bookings to list, read and cancel. Travellers have no permissions stored.
 */
const BOOK: { auth: RouteAuth } = { auth: { permission: 'bookNow' } };
const BOOKINGS: { auth: RouteAuth } = { auth: { permission: 'bookings' } };

/**
 * Bookings of every product under /api/bookings (the pipeline in src/booking/): sign-in required;
 * card numbers refused before anything reads the body. Every answer, success or error, is sent the
 * same way: an outcome the client acts on is an Answer (stored under an Idempotency-Key), anything
 * else an HttpError thrown to the one error handler.
 */
// eslint-disable-next-line max-lines-per-function -- one route per endpoint of /api/bookings, registered in the plugin that holds the subtree's hooks
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const gateways = paymentGatewaysFor(app);
  const adapters = app.deps.bookingAdapters;
  const flow = createBookingFlow({
    db,
    adapters,
    agencyAdapters: app.deps.agencySuppliers.adapters,
    gateways,
    config,
    log: app.log,
    metrics: app.deps.metrics,
  });
  const deps: CheckoutDeps = { app, adapters, flow, gateways, holds: createHoldLimiter(app.deps.store, config.HOLD_MINUTES, app.deps.holdLimits) };
  /** Sends an answer; its body was built for the route's own response schema (success or the error shape). */
  const send = (reply: FastifyReply, a: Answer) => reply.status(a.status).send(a.body as object);

  // A guest's session (decision 0104) holds, books and reads its own bookings like a traveller's.
  signedIn(app, { message: SIGN_IN_TO_BOOK, allowGuests: true });
  app.addHook('preValidation', refuseCardNumbers);

  /** The booking of this reference if the user may see it: its owner, or staff with the Bookings permission. Others get 404. */
  const visibleBooking = (tenantId: string, reference: string, session: SessionWithUser) => findVisibleBooking(db, tenantId, reference, session);

  app.post(
    '/holds',
    {
      config: BOOK,
      schema: {
        tags: ['bookings'],
        summary: 'Hold an offer (a room, seats on a flight) while the traveller pays (checks the live price first)',
        description:
          'expectedTotal is the total the traveller saw. A different live price answers 409 PRICE_CHANGED with the new price; sold out answers 409 SOLD_OUT. ' +
          "A traveller holds at most 3 offers at once, an address 10 (429 TOO_MANY_HOLDS); a hold stops counting when it is booked, released or expires. A flight hold ends by the fare's ticketing deadline at the latest. " +
          "An item of a proposal (`proposal`) is priced with the item's markup and held only by the account of the email it was sent to (403 PROPOSAL_NOT_YOURS); an expired or withdrawn proposal answers 410 PROPOSAL_CLOSED.",
        body: holdBodySchema,
        response: { 201: holdAnswerSchema, 410: bookingErrorSchema, 429: bookingErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      return send(reply, await createHold(deps, request, sessionOf(request), request.body));
    },
  );

  app.post(
    '/holds/release',
    {
      config: BOOK,
      schema: {
        tags: ['bookings'],
        summary: 'Release a hold the traveller is not going to book (leaving the checkout: holdToken; the list of open holds: holdId)',
        description:
          'Only the signed-in traveller’s own holds on this agency. 404: no open hold of theirs has that holdId. 409 IN_PROGRESS: a booking was started with it.',
        body: releaseHoldBodySchema,
        response: { 200: releaseHoldAnswerSchema, ...errors, 502: bookingErrorSchema },
      },
    },
    async (request, reply) => {
      return send(reply, await releaseHold(deps, request, sessionOf(request), request.body));
    },
  );

  app.get(
    '/holds',
    {
      config: BOOK,
      schema: {
        tags: ['bookings'],
        summary: "The signed-in traveller's open holds on this agency, soonest to end first, with until when each is kept",
        description: 'A hold stops being listed when it is booked, released or expires. Release one with POST /api/bookings/holds/release and its holdId.',
        response: { 200: openHoldListAnswerSchema, 401: bookingErrorSchema, 403: bookingErrorSchema },
      },
    },
    async (request) => {
      const open = await deps.holds.openOf(request.tenant.id, sessionOf(request).user.id);
      return { data: open.map(openHoldOf) };
    },
  );

  app.post(
    '',
    {
      config: BOOK,
      schema: {
        tags: ['bookings'],
        summary: 'Book a held offer and pay (Idempotency-Key required)',
        description:
          'Send the same Idempotency-Key when retrying: the booking is made once and the first answer is replayed (header idempotent-replayed: true). The same key with another body answers 422. ' +
          'A flight sends every passenger (passengers) as on their travel document: they are checked against the held offer before anything is charged (400 naming the field, e.g. passengers.1.birthDate). ' +
          '201: confirmed. 202: waiting for extra authentication (nextAction) or for the supplier. 402: declined, nothing booked. 409: sold out, hold expired or price changed.',
        headers: createBookingHeadersSchema,
        body: createBookingBodySchema,
        response: { 201: bookingAnswerSchema, 202: pendingBookingAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const tenantId = request.tenant.id;
      const key = request.headers['idempotency-key'];
      const hash = requestHash(session.user.id, request.body);
      const leaseMs = keyLeaseMs(config);
      const claimKey = () => db.withTenant(tenantId, (tx) => claimIdempotencyKey(tx, tenantId, key, hash, new Date(Date.now() - leaseMs)));
      let claim = await claimKey();
      if (!claim.claimed) {
        if (claim.record.requestHash !== hash) throw bookingError(422, KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED', { field: 'idempotency-key' });
        const done = await waitForCompletion(db, tenantId, key, REPLAY_WAIT_MS, leaseMs);
        // The first request died before it booked anything: this retry runs instead.
        if (done === 'gone' || done === 'abandoned') claim = await claimKey();
        if (!claim.claimed) {
          if (done !== null && typeof done === 'object' && done.responseStatus !== null) {
            return send(reply.header('idempotent-replayed', 'true'), { status: done.responseStatus, body: done.responseBody });
          }
          throw new HttpError(409, done === null ? STILL_RUNNING : ATTEMPT_LOST, { code: 'IN_PROGRESS', headers: { 'retry-after': '2' } });
        }
      }
      const { claimedAt } = claim;
      let bookingCreated = false;
      try {
        const a = await createBooking(deps, request, session, request.body, { key, claimedAt }, () => (bookingCreated = true));
        await db.withTenant(tenantId, (tx) => completeIdempotencyKey(tx, tenantId, key, a.status, a.body));
        return await send(reply, a);
      } catch (err) {
        // Nothing was booked: forget the key so the client's retry runs again (and gets the same input error).
        if (!bookingCreated) await db.withTenant(tenantId, (tx) => releaseIdempotencyKey(tx, tenantId, key, claimedAt)).catch(() => undefined);
        throw err;
      }
    },
  );

  app.get(
    '',
    {
      config: BOOKINGS,
      schema: {
        tags: ['bookings'],
        summary: "The signed-in traveller's bookings, newest first (My Trips)",
        response: { 200: bookingListAnswerSchema, 401: bookingErrorSchema, 403: bookingErrorSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const rows = await db.withTenant(tenantId, (tx) => listBookingsForUser(tx, tenantId, sessionOf(request).user.id));
      return { data: rows.map(toSummary) };
    },
  );

  app.get(
    '/:reference',
    {
      config: BOOKINGS,
      schema: {
        tags: ['bookings'],
        summary: 'One booking with its status history (its traveller or agency staff with the Bookings permission)',
        params: referenceParams,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await visibleBooking(request.tenant.id, request.params.reference, sessionOf(request));
      return { data: await detailsAnswer(deps, request.tenant.id, row, readerOf(request)) };
    },
  );

  app.get(
    '/:reference/receipts',
    {
      config: BOOKINGS,
      schema: {
        tags: ['bookings'],
        summary: 'The receipts of one booking, in issue order: its payment and its refunds (its traveller or agency staff with the Bookings permission)',
        params: referenceParams,
        response: { 200: receiptListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const row = await visibleBooking(tenantId, request.params.reference, sessionOf(request));
      const rows = await db.withTenant(tenantId, (tx) => listReceiptsForBooking(tx, tenantId, row.id), { readOnly: true });
      return { data: rows.map(toReceipt) };
    },
  );

  app.get(
    '/:reference/calendar.ics',
    {
      config: BOOKINGS,
      schema: {
        tags: ['bookings'],
        summary: 'The booking as an iCalendar file to add to a calendar (its traveller or agency staff with the Bookings permission)',
        description:
          'RFC 5545: stays (hotel, resort, cruise) all day from the first to the last day; flights (one event per slice), cars and activities at local times. ' +
          "The event's link is the booking's page on the agency's own host; a cancelled booking's event is CANCELLED.",
        params: referenceParams,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('An iCalendar file (text/calendar; charset=utf-8)'), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const session = sessionOf(request);
      const row = await visibleBooking(tenant.id, request.params.reference, session);
      const details = await detailsAnswer(deps, tenant.id, row, readerOf(request, session));
      const file = bookingCalendarFile(details, { origin: tenant.origin, stampedAt: details.createdAt, agencyName: tenant.agency.agencyName });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(row.reference)}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.patch(
    '/:reference/special-requests',
    {
      config: BOOKINGS,
      schema: {
        tags: ['bookings'],
        summary: "Change a hotel or resort booking's special requests until check-in (its traveller only)",
        description:
          'At most 500 characters, trimmed; null or blank removes them. 400: not a hotel or resort booking. ' +
          '409: check-in has begun (anywhere on Earth) or the booking is cancelled or failed.',
        params: referenceParams,
        body: specialRequestsBodySchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const session = sessionOf(request);
      const row = await visibleBooking(tenantId, request.params.reference, session);
      if (row.userId !== session.user.id) throw new HttpError(404, NOT_FOUND, 'reference');
      const product = productOfService(row.service);
      if (!takesSpecialRequests(product)) throw new HttpError(400, SPECIAL_REQUESTS_NOT_TAKEN, 'specialRequests');
      const closed = () => new HttpError(409, SPECIAL_REQUESTS_CLOSED, 'specialRequests');
      if (!specialRequestsEditable({ product, status: row.status, startDate: row.checkin }, new Date())) throw closed();
      const { specialRequests } = request.body;
      // The status is checked again under the row's lock: a cancel that won the race closes the requests.
      const updated = await db.withTenant(tenantId, (tx) =>
        updateBooking(tx, tenantId, row.id, ['pending', 'confirmed'], { specialRequests }, '', bookingActorOf(session.user)),
      );
      if (!updated) throw closed();
      request.log.info({ booking: row.reference, length: specialRequests?.length ?? 0 }, 'special requests changed');
      return { data: await detailsAnswer(deps, tenantId, updated, readerOf(request, session)) };
    },
  );

  app.post(
    '/:reference/confirm-payment',
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
      const session = sessionOf(request);
      const row = await visibleBooking(request.tenant.id, request.params.reference, session);
      if (row.userId !== session.user.id) throw new HttpError(404, NOT_FOUND, 'reference');
      return send(reply, await confirmPayment(deps, request, session, row, request.body.authentication));
    },
  );

  app.post(
    '/:reference/cancel',
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
      const row = await visibleBooking(request.tenant.id, request.params.reference, sessionOf(request));
      return send(reply, await cancelBooking(deps, request.tenant.id, row, readerOf(request)));
    },
  );
};

export default bookingRoutes;
