import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteAuth } from '../lib/auth.ts';

/**
 * The OpenAPI document (served at /api/docs/json) is the API's contract (issue #13, item 14): every
 * operation gets a stable operationId, its security and the error answers it can give, here in one
 * place rather than in each route. test/openapi.test.ts lints it with Redocly's recommended rules
 * and checks its security against what the server answers a visitor.
 */

/** Routes that answer 401 to wrong credentials, without needing a session. */
const CREDENTIALS = new Set(['POST /api/user/login', 'POST /api/user/sso']);

/** Routes that count attempts and answer 429 past the limit (login-limiter.ts). */
const THROTTLED = new Set(['POST /api/user/login', 'POST /api/user/signup', 'POST /api/user/forgot-password', 'POST /api/user/resend-verification']);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 'GET', '/api/bookings/:reference/cancel' → 'getBookingsByReferenceCancel' (a leading /api is dropped). */
export function operationIdFor(method: string, url: string): string {
  const segments = url.split('/').filter((s) => s !== '');
  if (segments[0] === 'api') segments.shift();
  const words = segments.flatMap((s) => (s.startsWith(':') || s.startsWith('{') ? ['by', s.replace(/[:{}]/g, '')] : s.split(/[-_.]/)));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/**
 * Who may call the route, or undefined when anyone may: the rule its subtree's guard (lib/auth.ts:
 * signedIn, agentOnly, ownerOnly) merged into its config when it was registered.
 */
export function routeAuth(route: Pick<RouteOptions, 'config'>): RouteAuth | undefined {
  return route.config?.auth;
}

/**
 * Who may call the operation beyond its security, for people and for tests that walk the document
 * (decision 0076): `x-auth-level` is the rung (signedIn, agent: one of the agency's agents,
 * staff: its owner, admins and sales agents who are not restricted, ownerOrAdmin); `x-permission`
 * lists the back-office pages, by navigation item (spec §6), whose read permission lets the caller
 * in: any one of them, with its group's (canReadNavPage).
 */
export function accessExtensions(auth: RouteAuth | undefined): Record<string, unknown> {
  if (!auth) return {};
  const { permission } = auth;
  return {
    'x-auth-level': auth.level ?? 'signedIn',
    ...(permission ? { 'x-permission': typeof permission === 'string' ? [permission] : [...permission] } : {}),
  };
}

const errorAnswer = (description: string) => ({
  description,
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string', description: 'What is wrong, for a person to read.' },
    field: { type: 'string', description: 'The input at fault, when there is one.' },
  },
  required: ['statusCode', 'error', 'message'],
});

/** The error answers an operation can give besides those its route declares. */
function commonErrors(method: string, url: string, auth: RouteAuth | undefined, hasBody: boolean): Record<string, object> {
  const errors: Record<string, object> = {
    400: errorAnswer('The request is not valid; `field` names the input at fault (control characters, nesting deeper than 64, schema).'),
    404: errorAnswer('No agency answers to this host, or the thing asked for does not exist.'),
    503: errorAnswer('The database cannot be reached for now; try again later.'),
  };
  if (auth) errors[401] = errorAnswer('No live session: log in first.');
  if (CREDENTIALS.has(`${method} ${url}`)) errors[401] = errorAnswer('The credentials are wrong or no longer valid.');
  if (auth || WRITES.has(method)) {
    const page = auth?.permission ? ', the read permission of its page (x-permission) being off' : '';
    errors[403] = errorAnswer(`Not allowed: the role${page}, a cross-site write, or an agency that is not active.`);
  }
  if (hasBody) {
    errors[413] = errorAnswer('The body is larger than 64 KB.');
    errors[415] = errorAnswer('The body is not JSON.');
  }
  if (THROTTLED.has(`${method} ${url}`)) errors[429] = errorAnswer('Too many attempts; try again after the Retry-After seconds.');
  // Fastify refuses a path parameter over maxParamLength (100 characters) before the route runs.
  if (url.includes('/:')) errors[414] = errorAnswer('A path parameter is longer than 100 characters.');
  return errors;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** fastify-type-provider-zod's transform, then the contract's additions. */
export function contractTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return out;
  const method = typeof input.route.method === 'string' ? input.route.method : (input.route.method[0] ?? 'GET');
  const auth = routeAuth(input.route);
  schema.operationId ??= operationIdFor(method, input.route.url);
  if (schema.security === undefined) {
    // An empty requirement ({}) means "or no session": x-auth-optional lets a visitor through.
    schema.security = auth ? [{ accessToken: [] }, ...(auth.allowAuthOptional ? [{}] : [])] : [];
  }
  Object.assign(schema, accessExtensions(auth));
  const declared = (schema.response ?? {}) as Record<string, object>;
  // A route that declares no success answer (a picture, a redirect) keeps the generic one swagger gives it.
  const success = Object.keys(declared).some((code) => /^[23]/.test(code))
    ? {}
    : { 200: { type: 'null', description: 'Success: see the summary for what is answered.' } };
  schema.response = { ...success, ...commonErrors(method, input.route.url, auth, schema.body !== undefined), ...declared };
  return out;
}

export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tripfront API',
        version: '1.0.0',
        description: 'Storefront API of spec §7. Every call is answered for the agency of the Host header.',
        license: { name: 'Proprietary', url: 'https://tripfront.example/terms' },
      },
      servers: [{ url: '/', description: 'The agency host the document was fetched from; every agency host serves the same API' }],
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' } } },
    },
    transform: contractTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
