import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { agencyIsBlocked } from '@tripfront/domain';
import { forbidden } from '../lib/http-errors.ts';

export const AGENCY_INACTIVE = 'This agency is inactive: bookings, sign-ups and account changes are not possible. Please contact the administrator.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that changes nothing the agency keeps (a deal search, an auto-suggest) or only ends the
     * caller's own session (logout): the blocked page of an Inactive agency may still make it.
     */
    readOnly?: boolean;
    /**
     * Signing in and paying the platform (decision 0150): still possible when the agency is
     * Inactive only because its subscription lapsed, so its owner can sign in and pay.
     */
    billing?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Spec §3: an Inactive agency's site is blocked. The browser shows the blocking modal from
 * GET /api/agency; the server enforces it (issue #13): in the scope that registers this plugin
 * (app.ts: the main API and the partner APIs, after the tenant), every write answers 403 with a
 * message, whoever asks, unless its route says `config.readOnly`. Reads that draw the blocked page
 * (the agency, its content, lookups, deals, the session) still answer. Booking steps refuse reads
 * too: see `bookingSteps`. See docs/decisions/0023.
 */
export default fp(async (app) => {
  // Synchronous, and for an active agency one comparison: it runs on every API request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!agencyIsBlocked(request.tenant.agency) || SAFE_METHODS.has(request.method) || request.routeOptions.config.readOnly === true) return done();
    if (request.routeOptions.config.billing === true && request.tenant.subscriptionLapsed) return done();
    done(forbidden(AGENCY_INACTIVE));
  });
});

const refuseInactive: onRequestHookHandler = (request, _reply, done) => {
  done(agencyIsBlocked(request.tenant.agency) ? forbidden(AGENCY_INACTIVE) : undefined);
};

/**
 * For a subtree of booking steps (holds and bookings, hotel search, rates and price checks,
 * resort holds): an Inactive agency gets 403 on every request, reads included, before any other
 * check of the subtree. Call it first in the subtree.
 */
export function bookingSteps(app: FastifyInstance): void {
  app.addHook('onRequest', refuseInactive);
}
