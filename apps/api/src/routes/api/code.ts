import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { SELF_ENCODED_GET, sendCachedJson, serialisedJson } from '../../lib/json-cache.ts';

const countrySchema = z.object({ name: z.string(), code: z.string(), dialCode: z.string() });

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Every country with its calling code (for phone inputs), by name. */
const COUNTRY_CODES = getCountries()
  .map((code) => ({ name: regionNames.of(code) ?? code, code, dialCode: `+${getCountryCallingCode(code)}` }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** GET /api/code (spec §7): the same for every agency. */
const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = serialisedJson({ data: COUNTRY_CODES });
  app.get(
    '/code',
    {
      ...SELF_ENCODED_GET,
      schema: { tags: ['lookups'], summary: 'Countries with calling codes', response: { 200: z.object({ data: z.array(countrySchema) }) } },
    },
    (request, reply) => {
      sendCachedJson(request, reply, codes);
    },
  );
};

export default codeRoutes;
