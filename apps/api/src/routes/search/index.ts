import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlaceSuggestion } from '@tripfront/domain/inventory';
import { todayIn } from '@tripfront/domain/today';
import { isServiceActive, SERVICE_ORDER } from '@tripfront/domain/navigation/services';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { plainSearchOutcome, plainSearchParams, typedPlaces, type SuggestKind } from '@tripfront/domain/search/plain-search';

/** The longest query a browser-sent search form may have (its fields are a few short texts). */
const MAX_QUERY = 4_096;

/** The auto-suggest the form itself asks, per kind: its request and where its list is in the answer. */
function suggestRequest(
  kind: SuggestKind,
  text: string,
  resortBase: string,
): { method: 'GET' | 'POST'; url: string; payload?: string; list: (answer: unknown) => unknown } {
  const body = JSON.stringify({ text, isManageLocation: false });
  const data = (field: string) => (answer: unknown) => (answer as { data?: Record<string, unknown> }).data?.[field];
  switch (kind) {
    case 'hotel':
      return { method: 'POST', url: '/api/v2/hotel/auto-suggest', payload: body, list: data('locationSuggestions') };
    case 'activity':
      return { method: 'POST', url: '/api/activities/destinations', payload: body, list: data('destinations') };
    case 'car':
      return { method: 'POST', url: '/api/car-rental/auto-suggest', payload: body, list: data('locations') };
    case 'airport':
      return { method: 'GET', url: `/api/flight/airports?${new URLSearchParams({ search: text })}`, list: data('airports') };
    case 'resort':
      return { method: 'GET', url: `${resortBase}/search?${new URLSearchParams({ key: text })}`, list: (answer) => (answer as { data?: unknown }).data };
  }
}

/**
 * The first suggestion for a typed text, asked in process as the agency's host (the same route,
 * cache and supplier as the form's auto-suggest); null when nothing matches or the lookup fails.
 */
async function firstSuggestion(app: FastifyInstance, request: FastifyRequest, kind: SuggestKind, text: string): Promise<PlaceSuggestion | null> {
  const { method, url, payload, list } = suggestRequest(kind, text, app.deps.config.RESORT_API_BASE);
  const res = await app.inject({
    method,
    url,
    headers: {
      host: request.host,
      'content-type': 'application/json',
      'accept-encoding': 'identity',
      'accept-language': request.headers['accept-language'] ?? '',
    },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) return null;
  try {
    const items = list(res.json());
    return Array.isArray(items) && items.length > 0 ? (items[0] as PlaceSuggestion) : null;
  } catch {
    return null;
  }
}

/**
 * GET /search/{service} (issue #20, decision 0061): a search form the browser submitted itself,
 * before the app started or without JavaScript. Typed places are looked up (first match), the
 * search is checked by the form's own schema, and the visitor is sent (303) to the results page;
 * with something to fix, to the service's form with everything sent kept. Never a 5xx for what a
 * visitor typed. Locations are paths on the host asked: the agency's own.
 */
const plainSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    // Under /search (plainSearchPath): GET /search/{service}.
    '/:service',
    { schema: { hide: true, params: z.object({ service: z.enum(SERVICE_ORDER as [string, ...string[]]) }) } },
    async (request, reply) => {
      const service = request.params.service as (typeof SERVICE_ORDER)[number];
      const agency = request.tenant.publicAgency;
      reply.header('cache-control', 'no-store');
      if (!isServiceActive(agency.bookingMenuItemOptions, service)) return reply.redirect(ROUTES.errors, 303);
      const raw = request.raw.url ?? '';
      const query = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : '';
      if (query.length > MAX_QUERY) return reply.status(414).send({ message: 'The search is too long.' });

      const sent = new URLSearchParams(query);
      const typed = typedPlaces(service, sent);
      const found = new Map<string, PlaceSuggestion | null>(
        await Promise.all(typed.map(async (t) => [t.param, await firstSuggestion(app, request, t.kind, t.text)] as const)),
      );
      const params = plainSearchParams(service, sent, found);
      // The visitor's own day is unknown here: the earliest calendar day anywhere on Earth (UTC−12),
      // so no search the visitor's form would allow is refused. The results page checks it again.
      const today = todayIn('Etc/GMT+12', new Date());
      const { hotel, activities, car } = agency.disallowSameDayBooking;
      const outcome = plainSearchOutcome(
        service,
        params,
        typed.filter((t) => !found.get(t.param)),
        { today, restriction: { hotel, activities, car } },
        agency,
      );
      if (!outcome.ok) request.log.info({ service, unresolved: outcome.unresolved }, 'plain search sent back to its form');
      return reply.redirect(outcome.url, 303);
    },
  );
};

export default plainSearchRoutes;
