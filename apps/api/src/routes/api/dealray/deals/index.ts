import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityDealSchema,
  activityDealSearchSchema,
  buildActivityDeal,
  buildCarDeal,
  buildHotelDealV1,
  carDealSchema,
  carDealSearchSchema,
  hotelDealSearchSchema,
  hotelDealV1Schema,
} from '@tripfront/domain';
import { visitorAllowed } from '../../../../lib/auth.ts';
import { sendDealAnswer } from '../../../../lib/deal-answers.ts';
import { SELF_ENCODED_POST } from '../../../../lib/json-cache.ts';

const answer = <T extends z.ZodType>(item: T) =>
  z.object({ response: z.array(item), message: z.string().optional().describe('Why the list is empty after a supplier failure') });

/** A search is a POST that changes nothing: an Inactive agency's blocked page still shows deals. */
const SEARCH = { ...SELF_ENCODED_POST, config: { readOnly: true } };

/**
 * Home-page deal searches of spec §7 under /api/dealray/deals. Prices depend on who asks (agent
 * rows), so the subtree lets visitors in and puts the caller's session on the request. A supplier
 * failure or timeout answers an empty list with a message (never a 5xx); successful supplier
 * answers and the final answers are cached per agency.
 */
const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  visitorAllowed(app);

  const hotelAnswer = answer(hotelDealV1Schema);
  app.post(
    '/hotel-search',
    {
      ...SEARCH,
      schema: { tags: ['deals'], summary: 'Hotel deals (response.response is the list)', body: hotelDealSearchSchema, response: { 200: hotelAnswer } },
    },
    async (request, reply) => {
      const { currency, ...query } = request.body;
      return sendDealAnswer(
        app,
        request,
        reply,
        {
          kind: 'hotel-deals',
          request: request.body,
          supplierKey: query,
          load: () => supplier.hotelDeals(request.body),
          priced: (list, ctx) => ({ response: list.map((o) => buildHotelDealV1(o, ctx)) }),
          failed: (message) => ({ response: [], message }),
          schema: hotelAnswer,
        },
        currency,
      );
    },
  );

  const activityAnswer = answer(activityDealSchema);
  app.post(
    '/activity-search',
    {
      ...SEARCH,
      schema: {
        tags: ['deals'],
        summary: 'Activity deals (response.response is the list)',
        body: activityDealSearchSchema.extend({
          currency: z
            .string()
            .regex(/^[A-Z]{3}$/)
            .default('USD'),
        }),
        response: { 200: activityAnswer },
      },
    },
    async (request, reply) => {
      const { currency, ...query } = request.body;
      return sendDealAnswer(
        app,
        request,
        reply,
        {
          kind: 'activity-deals',
          request: request.body,
          supplierKey: query,
          load: () => supplier.activityDeals(query),
          priced: (list, ctx) => ({ response: list.map((o) => buildActivityDeal(o, ctx)) }),
          failed: (message) => ({ response: [], message }),
          schema: activityAnswer,
        },
        currency,
      );
    },
  );

  const carAnswer = answer(carDealSchema);
  app.post(
    '/car-search',
    {
      ...SEARCH,
      schema: {
        tags: ['deals'],
        summary: 'Car deals (response.response is the list)',
        body: carDealSearchSchema.and(
          z.object({
            currency: z
              .string()
              .regex(/^[A-Z]{3}$/)
              .default('USD'),
          }),
        ),
        response: { 200: carAnswer },
      },
    },
    async (request, reply) => {
      const { currency, ...query } = request.body;
      return sendDealAnswer(
        app,
        request,
        reply,
        {
          kind: 'car-deals',
          request: request.body,
          supplierKey: query,
          load: () => supplier.carDeals(query),
          priced: (list, ctx) => ({ response: list.map((o) => buildCarDeal(o, ctx)) }),
          failed: (message) => ({ response: [], message }),
          schema: carAnswer,
        },
        currency,
      );
    },
  );
};

export default dealRoutes;
