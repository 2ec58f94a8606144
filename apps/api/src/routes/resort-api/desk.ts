import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingExistsForHold } from '@tripfront/db';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { resortHoldAnswerSchema, resortReleaseAnswerSchema } from '@tripfront/domain/booking/resort-api';
import { mayActOnOthersBookings } from '@tripfront/domain/navigation/roles';
import type { ResortHoldState, SupplierResult } from '@tripfront/suppliers';
import type { FastifyRequest } from 'fastify';
import { AGENTS_ONLY, sessionOf, signedIn } from '../../lib/auth.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { bookingSteps } from '../../plugins/agency-status.ts';
import { createHoldLimiter } from '../../booking/hold-limits.ts';

const deskErrors = {
  400: bookingErrorSchema,
  401: bookingErrorSchema,
  403: bookingErrorSchema,
  404: bookingErrorSchema,
  409: bookingErrorSchema,
  502: bookingErrorSchema,
};
const reference = z.string().trim().min(1).max(64);
export const RELEASE_FAILED = 'Internal Server Error';

/**
 * Who may check and release a resort hold (decision 0054, extending 0023): the traveller who made
 * it through the checkout (its owner), and the agency's staff with Bookings for any hold of their
 * agency or the desk's demo holds (no owner). Another agency's hold is not found (404); anyone else
 * signed in gets 403; visitors 401 (the subtree's guard).
 */
function authorizeHold(request: FastifyRequest, hold: ResortHoldState): void {
  const { user } = sessionOf(request);
  const owner = hold.owner;
  if (owner && owner.tenantId !== request.tenant.id) throw new HttpError(404, 'reference_number: booking hold not found.', 'reference_number');
  if (owner && owner.userId === user.id) return;
  if (!mayActOnOthersBookings(user)) throw new HttpError(403, AGENTS_ONLY);
}

const view = ({ owner: _owner, ...hold }: ResortHoldState) => hold;

const notFound = () => new HttpError(404, 'reference_number: booking hold not found.', 'reference_number');

/**
 * The resort hold routes of spec §7 under RESORT_API_BASE: GET /properties/hold-check answers the
 * live hold (status, expiresAt, what is held); PUT /itineraries?reference_number=…&status=RELEASE
 * releases it exactly once (§4). Booking steps: refused whole for an Inactive agency. An unknown
 * reference answers 404, a hold no longer held 409, never 5xx for bad input.
 */
const resortDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { resortSupplier } = app.deps;
  // The checkout's memory of its travellers' open holds (the same store): a hold released here is
  // forgotten there, so coming back to the room holds it anew rather than being given the released one.
  const openHolds = createHoldLimiter(app.deps.store, app.deps.config.HOLD_MINUTES, app.deps.holdLimits);
  bookingSteps(app);
  signedIn(app, { allowGuests: true });

  const lookUp = async (request: FastifyRequest, ref: string): Promise<ResortHoldState> => {
    const r: SupplierResult<ResortHoldState> = await resortSupplier.resortHoldCheck(ref);
    if (!r.ok) {
      if (r.error.code === 'not_found') throw notFound();
      throw new HttpError(502, 'The resort could not be asked about this hold right now. Please try again.');
    }
    authorizeHold(request, r.value);
    return r.value;
  };

  app.get(
    '/properties/hold-check',
    {
      schema: {
        tags: ['resort API'],
        summary: 'Check a booking hold: its status (HELD, RELEASED, EXPIRED, BOOKED, CANCELLED), when it ends and what it holds',
        querystring: z.object({ reference_number: reference }),
        response: { 200: resortHoldAnswerSchema, ...deskErrors },
      },
    },
    async (request) => ({ data: view(await lookUp(request, request.query.reference_number)) }),
  );

  app.put(
    '/itineraries',
    {
      schema: {
        tags: ['resort API'],
        summary: 'Release a booking hold (status=RELEASE, empty body): the room goes back on sale, exactly once',
        description: '`released` says whether this call released it (false: it was already released). A booked hold answers 409.',
        querystring: z.object({ reference_number: reference, status: z.literal('RELEASE') }),
        response: { 200: resortReleaseAnswerSchema, ...deskErrors },
      },
    },
    async (request) => {
      const hold = await lookUp(request, request.query.reference_number);
      // A hold a booking was started with belongs to that booking (as POST /api/bookings/holds/release says):
      // a checkout that releases on leaving never takes the room from under a payment in progress.
      const tenantId = request.tenant.id;
      if (hold.status === 'HELD' && (await app.deps.db.withTenant(tenantId, (tx) => bookingExistsForHold(tx, tenantId, hold.referenceNumber)))) {
        throw new HttpError(409, 'A booking was started with this hold; it cannot be released.', 'reference_number');
      }
      const r = await resortSupplier.resortRelease(hold.referenceNumber);
      if (hold.owner?.tenantId === tenantId) await openHolds.forget(tenantId, hold.owner.userId, hold.referenceNumber);
      if (r.ok) return { data: view(r.value), released: true };
      if (r.error.code === 'not_found') throw notFound();
      // Released already (by another call, or the checkout's own release): the same answer, saying
      // this call did not release it. Booked or cancelled: nothing to release (409).
      if (r.error.code === 'not_cancellable') {
        const now = await resortSupplier.resortHoldCheck(hold.referenceNumber);
        if (now.ok && now.value.status === 'RELEASED') return { data: view(now.value), released: false };
        throw new HttpError(409, r.error.message, 'reference_number');
      }
      throw new HttpError(502, RELEASE_FAILED);
    },
  );
};

export default resortDeskRoutes;
