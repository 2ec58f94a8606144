import type { FastifyInstance } from 'fastify';
import { CONTENT_EDITOR_PAGE } from '@tripfront/domain/navigation/page-permissions';
import { staffOnly } from './auth.ts';

/**
 * The content editor's guard (decision 0127): contentEditRefusal, the rule the side navigation greys
 * the Content item by, as the `staff` rung with Website Settings' page: the agency's owner, admins
 * and sales agents (not restricted agents, not independent travel agents) whose Website Settings
 * permission is on. Declared so, the OpenAPI document says it (x-auth-level, x-permission) and the
 * permission walk checks it.
 */
export function contentEditorsOnly(app: FastifyInstance): void {
  staffOnly(app, { permission: CONTENT_EDITOR_PAGE });
}
