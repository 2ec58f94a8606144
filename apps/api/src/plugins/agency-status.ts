import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { agencyIsBlocked } from '@tripfront/domain';
import { forbidden } from '../lib/http-errors.ts';

export const AGENCY_INACTIVE = 'This agency is inactive: bookings, sign-ups and account changes are not possible. Please contact the administrator.';

/**
 * POSTs that change nothing: the deal searches and auto-suggests the blocked page may still make
 * behind its modal (spec §4), and logout, which only ends the caller's own session.
 */
const READ_ONLY_POSTS = /^\/api\/(?:dealray\/deals\/[a-z-]+-search|v2\/hotel\/auto-suggest|car-rental\/auto-suggest|activities\/destinations|user\/logout)$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

export interface AgencyStatusOptions {
  hotelBase: string;
  flightBase: string;
  resortBase: string;
}

/**
 * Spec §3: an Inactive agency's site is blocked. The browser shows the blocking modal from
 * GET /api/agency; the server enforces it (issue #13): every write under /api and the partner APIs,
 * and every step of booking (holds and bookings, hotel search, rates, price checks, resort holds),
 * answers 403 with a message, whoever asks. Reads that draw the blocked page (the agency, its
 * content, lookups, deals, the session) still answer. See docs/decisions/0023.
 */
export default fp<AgencyStatusOptions>(async (app, { hotelBase, flightBase, resortBase }) => {
  const partner = [hotelBase, flightBase, resortBase].map((b) => `${b}/`);
  const isBookingStep = (path: string) =>
    path === '/api/bookings' ||
    path.startsWith('/api/bookings/') ||
    path === `${hotelBase}/search` ||
    path.startsWith(`${hotelBase}/properties/`) ||
    path.startsWith(`${resortBase}/properties/hold-check`);

  const refused = (request: FastifyRequest): boolean => {
    const path = pathOf(request.url);
    if (!path.startsWith('/api/') && !partner.some((b) => path.startsWith(b))) return false;
    if (isBookingStep(path)) return true;
    return !SAFE_METHODS.has(request.method) && !READ_ONLY_POSTS.test(path);
  };

  app.addHook('onRequest', (request, _reply, done) => {
    // Null when the path needs no agency (the tenant plugin answers unknown hosts itself).
    const tenant = request.tenant as typeof request.tenant | null;
    if (!tenant || !agencyIsBlocked(tenant.agency) || !refused(request)) return done();
    done(forbidden(AGENCY_INACTIVE));
  });
});
