import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENCY_OPTIONS, currencyOptionSchema } from '@tripfront/domain';
import { SELF_ENCODED_GET, sendCachedJson, serialisedJson } from '../../../../lib/json-cache.ts';

const enabledCountrySchema = z.object({ name: z.string(), code: z.string(), currency: z.string() });

/** Countries and currencies of spec §7 under /api/admin/country: the same for every agency. */
const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  const enabled = serialisedJson({
    data: CURRENCY_OPTIONS.map((o) => ({ name: o.name, code: o.code, currency: o.currency })).sort((a, b) => a.name.localeCompare(b.name, 'en')),
  });
  const currencies = serialisedJson({ data: CURRENCY_OPTIONS });

  app.get(
    '/enable',
    {
      ...SELF_ENCODED_GET,
      schema: { tags: ['lookups'], summary: 'Countries enabled for booking', response: { 200: z.object({ data: z.array(enabledCountrySchema) }) } },
    },
    (request, reply) => {
      sendCachedJson(request, reply, enabled);
    },
  );
  app.get(
    '/enableCurrencies',
    {
      ...SELF_ENCODED_GET,
      schema: { tags: ['lookups'], summary: 'Currencies of the currency picker', response: { 200: z.object({ data: z.array(currencyOptionSchema) }) } },
    },
    (request, reply) => {
      sendCachedJson(request, reply, currencies);
    },
  );
};

export default countryRoutes;
