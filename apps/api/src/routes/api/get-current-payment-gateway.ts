import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPaymentSchema } from '@tripfront/domain/booking/bookings';
import { paymentGatewaysFor } from '../../lib/payments/index.ts';

/** GET /api/getCurrentPaymentGateway (spec §7): the agency's payment gateway and Stripe publishable key, for everyone; never a secret. */
const paymentGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = paymentGatewaysFor(app);
  app.get(
    '/getCurrentPaymentGateway',
    { schema: { tags: ['agency'], summary: "The agency's payment gateway", response: { 200: currentPaymentSchema } } },
    async (request) => ({ CurrentPayment: await gateways.describe(request.tenant) }),
  );
};

export default paymentGatewayRoutes;
