import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRatesSchema } from '@tripfront/domain';

/** GET /api/multi-currency/exchange (spec §7): the USD-based rates every price is converted with. */
const multiCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/exchange', { schema: { tags: ['lookups'], summary: 'USD-based exchange rates', response: { 200: exchangeRatesSchema } } }, async () =>
    app.deps.rates.getRates(),
  );
};

export default multiCurrencyRoutes;
