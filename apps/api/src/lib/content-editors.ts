import type { FastifyInstance } from 'fastify';
import { contentEditRefusal } from '@tripfront/domain/navigation/page-permissions';
import { agentOnly, PERMISSION_REFUSED, sessionOf } from './auth.ts';
import { forbidden } from './http-errors.ts';

export const CONTENT_ROLE_REFUSED = "Only the agency's owner, admins and sales agents can write the site's content.";

/**
 * The content editor's guard (decision 0127): the agency's agents, then contentEditRefusal, the rule
 * the side navigation greys the Content item by: staff whose Website Settings permission is on,
 * SalesAgents included (ownerOnly with that permission would refuse them for Website Settings' role).
 */
export function contentEditorsOnly(app: FastifyInstance): void {
  agentOnly(app);
  app.addHook('onRequest', async (request) => {
    const refusal = contentEditRefusal(sessionOf(request).user);
    if (refusal === 'role') throw forbidden(CONTENT_ROLE_REFUSED);
    if (refusal === 'permission') throw forbidden(PERMISSION_REFUSED);
  });
}
