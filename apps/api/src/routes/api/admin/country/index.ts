import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUNTRY_CURRENCIES, CURRENCY_OPTIONS, currencyOptionSchema, enabledEntries, type Agency } from '@tripfront/domain';
import { geoLocationOf } from '@tripfront/domain/geolocation';
import { SELF_ENCODED_GET, sendCachedJson, serialisedJson, type CachedJson } from '../../../../lib/json-cache.ts';

const enabledCountrySchema = z.object({ name: z.string(), code: z.string(), currency: z.string() });

const byName = <T extends { name: string }>(list: T[]): T[] => list.sort((a, b) => a.name.localeCompare(b.name, 'en'));

/**
 * Countries and currencies of spec §7 under /api/admin/country: the agency's enabled ones (its
 * product settings), every built-in entry for an agency that never chose. Each agency's answers
 * are serialised once per loaded agency: the tenant resolver hands out a new agency object when
 * its settings change (decision 0133), and the answers keyed on the old one go with it.
 */
const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  const builtInCountries = byName(CURRENCY_OPTIONS.map((o) => ({ name: o.name, code: o.code, currency: o.currency })));
  const allCountries = serialisedJson({ data: builtInCountries });
  const allCurrencies = serialisedJson({ data: CURRENCY_OPTIONS });
  // The built-in list's names where it has the country ('Türkiye', 'DR Congo'), English ones otherwise.
  const builtInNames = new Map(CURRENCY_OPTIONS.map((o) => [o.code, o.name]));
  const nameOf = (code: string) => builtInNames.get(code) ?? geoLocationOf(code).country;
  const answers = new WeakMap<Agency, { countries?: CachedJson; currencies?: CachedJson }>();
  const answersOf = (agency: Agency) => {
    let found = answers.get(agency);
    if (!found) answers.set(agency, (found = {}));
    return found;
  };

  const countriesOf = (agency: Agency): CachedJson => {
    if (agency.enabledCountries === null) return allCountries;
    const cached = answersOf(agency);
    cached.countries ??= serialisedJson({
      data: byName(agency.enabledCountries.map((code) => ({ name: nameOf(code), code, currency: COUNTRY_CURRENCIES[code] ?? 'USD' }))),
    });
    return cached.countries;
  };
  const currenciesOf = (agency: Agency): CachedJson => {
    if (agency.enabledCurrencies === null) return allCurrencies;
    const cached = answersOf(agency);
    cached.currencies ??= serialisedJson({ data: enabledEntries(CURRENCY_OPTIONS, agency.enabledCurrencies, (o) => o.currency) });
    return cached.currencies;
  };

  app.get(
    '/enable',
    {
      ...SELF_ENCODED_GET,
      schema: { tags: ['lookups'], summary: 'Countries enabled for booking', response: { 200: z.object({ data: z.array(enabledCountrySchema) }) } },
    },
    (request, reply) => {
      sendCachedJson(request, reply, countriesOf(request.tenant.agency));
    },
  );
  app.get(
    '/enableCurrencies',
    {
      ...SELF_ENCODED_GET,
      schema: { tags: ['lookups'], summary: 'Currencies of the currency picker', response: { 200: z.object({ data: z.array(currencyOptionSchema) }) } },
    },
    (request, reply) => {
      sendCachedJson(request, reply, currenciesOf(request.tenant.agency));
    },
  );
};

export default countryRoutes;
