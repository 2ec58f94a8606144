import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// Issue #13, item 14: the OpenAPI document is the contract. It lints clean under Redocly's
// recommended rules (no network: the document is linted from a string), every operation has an id,
// its security and its error answers, and the security it declares is what the server does.

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: unknown;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: { enum?: string[]; type?: string } }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas?: Record<string, unknown> } };

let t: TestApp;
let doc: Document;
let text: string;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call(SUNRISE, { method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  text = res.body;
  doc = res.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it("has no errors under Redocly's recommended ruleset", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(warnings).toEqual([]);
  });

  it('gives every operation a unique operationId, a security requirement and 4xx answers', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of ops) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      const codes = Object.keys(op.responses);
      expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '404', '503']));
      if (op.requestBody) expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
      if (op.security!.length > 0) expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']));
    }
    expect(doc.paths['/api/bookings/{reference}']!.get!.operationId).toBe('getBookingsByReference');
  });

  it('states the constraints the server enforces: email format, currency codes, permission keys', () => {
    const body = (path: string, method = 'post') =>
      (doc.paths[path]![method]!.requestBody as { content: { 'application/json': { schema: { properties: Record<string, Record<string, unknown>> } } } })
        .content['application/json'].schema;
    expect(body('/api/user/signup').properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(body('/api/user/login').properties.email).toMatchObject({ format: 'email' });
    expect(body('/api/bookings/holds').properties.currency!.enum).toEqual(expect.arrayContaining(['USD', 'EUR', 'JPY']));
    const permissions = body('/api/agent/users/{id}/permissions', 'put').properties.permissions!;
    expect(permissions).toMatchObject({ type: 'object', additionalProperties: false });
    expect(Object.keys(permissions.properties as object)).toEqual(expect.arrayContaining(['dashboard', 'bookings', 'wallet']));
  });

  it('declares a session exactly where a visitor is refused with 401', async () => {
    const fill = (path: string) => path.replace(/\{[^}]+\}/g, 'TF-0000000');
    const mismatches: string[] = [];
    for (const { path, method, op } of operations()) {
      if (op.requestBody || (op.parameters ?? []).some((p) => p.in === 'query' && p.required)) continue;
      if (path.startsWith('/api/dev/') || path.includes('{language}') || path.includes('{field}') || path.includes('{lang}')) continue;
      const res = await t.call(SUNRISE, { method: method as 'GET', url: fill(path), headers: { 'x-auth-optional': 'false' } });
      // A token, or nothing ({}) for a visitor who says x-auth-optional: true (spec §6): without saying it, a session.
      const needsSession = op.security!.some((s) => Object.keys(s).length > 0);
      if ((res.statusCode === 401) !== needsSession)
        mismatches.push(`${method} ${path}: declares ${needsSession ? '' : 'no '}session, visitor got ${res.statusCode}`);
      if (needsSession && op.security!.some((s) => Object.keys(s).length === 0)) {
        const optional = await t.call(SUNRISE, { method: method as 'GET', url: fill(path), headers: { 'x-auth-optional': 'true' } });
        if (optional.statusCode === 401) mismatches.push(`${method} ${path}: declares x-auth-optional, a visitor saying it got 401`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
