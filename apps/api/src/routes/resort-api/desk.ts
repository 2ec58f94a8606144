import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resortHoldSchema } from '@tripfront/domain';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { agentOnly } from '../../lib/auth.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { bookingSteps } from '../../plugins/agency-status.ts';

const deskErrors = { 400: bookingErrorSchema, 401: bookingErrorSchema, 403: bookingErrorSchema, 404: bookingErrorSchema, 409: bookingErrorSchema };
const reference = z.string().trim().min(1).max(64);

/**
 * The resort holds under RESORT_API_BASE belong to the agency's desk, not to a traveller (the
 * sandbox's demo holds have no owner): checking and releasing one is a booking step (refused whole
 * for an Inactive agency) for the agency's agents with the Bookings permission (401 without a
 * session, 403 otherwise; issue #13).
 */
const resortDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  bookingSteps(app);
  agentOnly(app, { permission: 'bookings' });

  app.get(
    '/properties/hold-check',
    {
      schema: {
        tags: ['resort API'],
        summary: "Check a booking hold (the agency's agents)",
        querystring: z.object({ reference_number: reference }),
        response: { 200: z.object({ data: resortHoldSchema }), ...deskErrors },
      },
    },
    async (request) => {
      const r = await supplier.resortHoldCheck(request.query.reference_number);
      if (!r.ok) throw new HttpError(404, r.error.message, 'reference_number');
      return { data: r.value };
    },
  );
  app.put(
    '/itineraries',
    {
      schema: {
        tags: ['resort API'],
        summary: "Release a booking hold (status=RELEASE, empty body; the agency's agents)",
        querystring: z.object({ reference_number: reference, status: z.literal('RELEASE') }),
        response: { 200: z.object({ data: resortHoldSchema }), ...deskErrors },
      },
    },
    async (request) => {
      const r = await supplier.resortRelease(request.query.reference_number);
      if (!r.ok) throw new HttpError(r.error.retryable ? 503 : 409, r.error.message || 'Internal Server Error', 'reference_number');
      return { data: r.value };
    },
  );
};

export default resortDeskRoutes;
