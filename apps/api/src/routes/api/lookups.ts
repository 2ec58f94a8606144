import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { CURRENCY_OPTIONS, currencyOptionSchema, exchangeRatesSchema } from '@tripfront/domain';
import { etagFor, SELF_ENCODED_GET, sendCachedJson } from '../../lib/json-cache.ts';

const countrySchema = z.object({ name: z.string(), code: z.string(), dialCode: z.string() });
const enabledCountrySchema = z.object({ name: z.string(), code: z.string(), currency: z.string() });

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Every country with its calling code (for phone inputs), by name. */
const COUNTRY_CODES = getCountries()
  .map((code) => ({ name: regionNames.of(code) ?? code, code, dialCode: `+${getCountryCallingCode(code)}` }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
const ENABLED_COUNTRIES = CURRENCY_OPTIONS.map((o) => ({ name: o.name, code: o.code, currency: o.currency })).sort(
  (a, b) => a.name.localeCompare(b.name, 'en'),
);

function staticJson(value: unknown) {
  const body = JSON.stringify(value);
  return { body, etag: etagFor(body) };
}

/** Lookups of spec §7 that are the same for every agency. */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = staticJson({ data: COUNTRY_CODES });
  const enabled = staticJson({ data: ENABLED_COUNTRIES });
  const currencies = staticJson({ data: CURRENCY_OPTIONS });

  app.get(
    '/api/code',
    { ...SELF_ENCODED_GET, schema: { tags: ['lookups'], summary: 'Countries with calling codes', response: { 200: z.object({ data: z.array(countrySchema) }) } } },
    (request, reply) => {
      sendCachedJson(request, reply, codes);
    },
  );
  app.get(
    '/api/admin/country/enable',
    { ...SELF_ENCODED_GET, schema: { tags: ['lookups'], summary: 'Countries enabled for booking', response: { 200: z.object({ data: z.array(enabledCountrySchema) }) } } },
    (request, reply) => {
      sendCachedJson(request, reply, enabled);
    },
  );
  app.get(
    '/api/admin/country/enableCurrencies',
    { ...SELF_ENCODED_GET, schema: { tags: ['lookups'], summary: 'Currencies of the currency picker', response: { 200: z.object({ data: z.array(currencyOptionSchema) }) } } },
    (request, reply) => {
      sendCachedJson(request, reply, currencies);
    },
  );
  app.get(
    '/api/multi-currency/exchange',
    { schema: { tags: ['lookups'], summary: 'USD-based exchange rates', response: { 200: exchangeRatesSchema } } },
    async () => app.deps.rates.getRates(),
  );
};

export default lookupRoutes;
