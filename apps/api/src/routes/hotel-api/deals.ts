import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildHotelDealV2, defaultHotelDealSearch, hotelDealV2Schema } from '@tripfront/domain';
import { isSameDayRestricted } from '@tripfront/domain/same-day';
import { visitorAllowed } from '../../lib/auth.ts';
import { sendDealAnswer } from '../../lib/deal-answers.ts';

const hotelDealsAnswer = z.object({ data: z.object({ hotels: z.array(hotelDealV2Schema) }), message: z.string().optional() });

/**
 * GET <hotel API base>/deals (spec §7): hotel deals near a point, in the v2 shape. Prices depend on
 * who asks (agent rows), so the subtree lets visitors in and puts the caller's session on the request.
 */
const hotelDealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  visitorAllowed(app);

  app.get(
    '/deals',
    {
      schema: {
        tags: ['hotel API'],
        summary: 'Hotel deals near a point (v2 shape; data.hotels)',
        querystring: z.object({
          top_destination: z.string().trim().max(100).default(''),
          lat: z.coerce.number().min(-90).max(90),
          long: z.coerce.number().min(-180).max(180),
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .default('USD'),
        }),
        response: { 200: hotelDealsAnswer },
      },
    },
    async (request, reply) => {
      const { lat: latitude, long: longitude, top_destination, currency } = request.query;
      const query = defaultHotelDealSearch({
        now: new Date(),
        latitude,
        longitude,
        searchString: top_destination,
        disallowSameDayBooking: isSameDayRestricted('hotels', request.tenant.agency.disallowSameDayBooking),
      });
      // The stay starts on a day: the same point searched the same day is the same search.
      const supplierKey = { ...query, stayPeriod: query.stayPeriod.start.slice(0, 10) };
      return sendDealAnswer(
        app,
        request,
        reply,
        {
          kind: 'hotel-deals-v2',
          request: { ...supplierKey, currency },
          supplierKey,
          load: () => supplier.hotelDeals(query),
          priced: (list, ctx) => ({ data: { hotels: list.map((o) => buildHotelDealV2(o, ctx)) } }),
          failed: (message) => ({ data: { hotels: [] }, message }),
          schema: hotelDealsAnswer,
        },
        currency,
      );
    },
  );
};

export default hotelDealRoutes;
