import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { arbitraryFor, withOneHostileLeaf, type JsonSchema } from './fuzz-arbitraries.ts';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { book, guest, hold, payment, PARIS, searchParis, stay, steadyRate } from './booking-helpers.ts';

// Issue #13 acceptance: a schema-driven fuzz test of every operation in the app's own OpenAPI
// document, as a visitor, a traveller, an agent, the owner and another agency's traveller (whose
// token means nothing on Sunrise's host). No answer may be a 5xx, and every 4xx says what is wrong
// and is one the document lists for the operation.
// Fixed seed, so a failure replays; about a minute on two cores. FUZZ_STATS=1 prints the answers'
// status codes per operation (to see how deep the requests get).

const SEED = 1313;
/** Requests per operation and identity: valid-looking ones and hostile ones. */
const RUNS = 8;

/**
 * 5xx answers found by this test that belong to another part of issue #13 and are fixed there.
 * Each entry is 'METHOD /path' of the OpenAPI document; the integrator empties this list.
 */
const KNOWN_ISSUES: ReadonlySet<string> = new Set<string>([]);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

interface Generated {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  raw?: string;
}

/** Bodies no parser or walk should choke on, sent as they are. */
const RAW_BODIES = [
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  '{"x":',
  'null',
  '"\\u0000"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];

/** A lone surrogate cannot be percent-encoded: it is sent as U+FFFD, as a browser would. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** A group the mutation replaced as a whole (an empty query made null) sends nothing. */
const asRecord = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

const toText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/**
 * A third of the requests are valid under the schema (to reach the handlers), a third valid but for
 * one hostile field (to carry it as deep as it goes), a third hostile all over.
 */
function requestArbitrary(op: Operation, example: Generated | undefined): fc.Arbitrary<Generated> {
  const valid = requestOf(op, false);
  const generated = fc.oneof(valid, withOneHostileLeaf(valid), requestOf(op, true));
  // A real request (a search that finds hotels, a live rate, a booking's reference) reaches the
  // code behind the schema; one hostile field in it goes as deep as it can.
  return example ? fc.oneof(generated, fc.constant(example), withOneHostileLeaf(fc.constant(example))) : generated;
}

/** Real requests for the booking journey, made once the app runs. */
async function journeyExamples(): Promise<Map<string, Generated>> {
  const dates = stay();
  const rate = await steadyRate(t, SUNRISE, dates);
  const propertyId = (await searchParis(t, SUNRISE, {}, dates)).data.hotels[0]!.propertyId;
  const held = await hold(t, SUNRISE, tokens.traveller!, rate);
  const heldData = held.json().data as { holdToken: string; price: { total: { amount: number; currency: string } } };
  const bookingBody = { holdToken: heldData.holdToken, guest, payment: payment(), expectedTotal: heldData.price.total };
  const booked = await book(t, SUNRISE, tokens.traveller!, heldData);
  const reference = (booked.json() as { data: { reference: string } }).data.reference;
  const none = { path: {}, query: {}, headers: {} };
  return new Map<string, Generated>([
    ['GET /hotel-api/search', { ...none, query: { ...PARIS, ...dates, occupancy: 2, searchString: 'Paris' }, body: undefined }],
    ['GET /hotel-api/properties/{propertyId}', { ...none, path: { propertyId }, query: { ...dates, occupancy: 2 }, body: undefined }],
    ['POST /hotel-api/price-check', { ...none, body: { rateId: rate.rateId, currency: 'USD' } }],
    [
      'POST /api/bookings/holds',
      { ...none, body: { product: 'hotel', offerId: rate.rateId, currency: rate.price.total.currency, expectedTotal: rate.price.total } },
    ],
    ['POST /api/bookings', { ...none, headers: { 'idempotency-key': '6f1c2d3e-0000-4000-8000-000000000001' }, body: bookingBody }],
    ['GET /api/bookings/{reference}', { ...none, path: { reference }, body: undefined }],
    ['POST /api/bookings/{reference}/confirm-payment', { ...none, path: { reference }, body: { authentication: 'approved' } }],
    ['POST /api/bookings/{reference}/cancel', { ...none, path: { reference }, body: undefined }],
  ]);
}

function requestOf(op: Operation, hostile: boolean): fc.Arbitrary<Generated> {
  const params = op.parameters ?? [];
  const group = (where: Parameter['in']) => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const p of params.filter((q) => q.in === where)) {
      record[p.name] = arbitraryFor(p.schema, hostile);
      if (p.required || where === 'path') required.push(p.name);
    }
    return fc.record(record, { requiredKeys: required });
  };
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const body = op.requestBody ? arbitraryFor(bodySchema, hostile) : fc.constant(undefined);
  const raw = op.requestBody && hostile ? fc.option(fc.constantFrom(...RAW_BODIES), { freq: 4 }) : fc.constant(null);
  return fc
    .record({ path: group('path'), query: group('query'), headers: group('header'), body, raw })
    .map(({ raw: r, ...g }) => (r === null ? g : { ...g, raw: r }));
}

/** A header value as HTTP can carry it: control characters dropped, anything past Latin-1 as '?'. */
// eslint-disable-next-line no-control-regex -- removing them is the point
const headerText = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[^\u0020-\u00ff]/g, '?');

function injectOptions(method: string, path: string, g: Generated, token: string | null): InjectOptions {
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeSegment(toText(asRecord(g.path)[name] ?? 'x') || 'x'));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(asRecord(g.query))) if (v !== undefined) query.set(k, toText(v));
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(asRecord(g.headers))) {
    // Header values with control characters cannot be sent at all (the HTTP layer refuses them).
    if (v !== undefined) headers[k.toLowerCase()] = headerText(toText(v));
  }
  if (token) headers['x-access-token'] = token;
  const qs = query.toString();
  const options: InjectOptions = { method: method as InjectOptions['method'], url: qs ? `${url}?${qs}` : url, headers };
  if (g.raw !== undefined) {
    options.payload = typeof g.raw === 'string' ? g.raw : JSON.stringify(g.raw);
    headers['content-type'] = 'application/json';
  } else if (g.body !== undefined) {
    options.payload = JSON.stringify(g.body);
    headers['content-type'] = 'application/json';
  }
  return options;
}

function messageOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { message?: string }).message;
  } catch {
    return undefined;
  }
}

let t: TestApp;
let doc: Document;
const identities: Array<{ name: string; host: string; token: () => string | null }> = [];
const tokens: Record<string, string> = {};

const LOGINS = {
  traveller: [SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'],
  agent: [SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'],
  owner: [SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'],
  otherTenant: [NORDIC, 'traveller@nordlys.example', 'Traveller#2026'],
} as const;

async function logInAll(): Promise<void> {
  for (const [name, [host, email, password]] of Object.entries(LOGINS)) tokens[name] = await t.login(host, email, password);
}

/** Once, on PGlite (see the describe below). */
const ON_POSTGRESQL = Boolean(process.env.TF_TEST_PG_URL);

beforeAll(async () => {
  if (ON_POSTGRESQL) return;
  // Throttling must not hide routes behind 429s.
  t = await createTestApp({ loginLimits: { perAccount: 1_000_000, perIp: 1_000_000, windowSeconds: 60 } });
  doc = (await t.call(SUNRISE, { method: 'GET', url: '/api/docs/json' })).json();
  await logInAll();
  identities.push(
    { name: 'visitor', host: SUNRISE, token: () => null },
    { name: 'traveller', host: SUNRISE, token: () => tokens.traveller! },
    { name: 'agent', host: SUNRISE, token: () => tokens.agent! },
    { name: 'owner', host: SUNRISE, token: () => tokens.owner! },
    // Another agency's session on Sunrise's host: must count for nothing, and break nothing.
    { name: 'other tenant', host: SUNRISE, token: () => tokens.otherTenant! },
  );
}, 120_000);
afterAll(() => t?.close());

// Once, on PGlite: what it checks (the document against the answers, the input guards before any
// query) does not depend on the database server, and both run the same PostgreSQL as the same
// least-privilege role with row-level security. The PostgreSQL pass keeps its two minutes for the
// tests whose behaviour does depend on it (concurrency, faults, connections).
describe.skipIf(ON_POSTGRESQL)('schema-driven fuzzing of every operation', () => {
  it('never answers 5xx, and every 4xx says what is wrong', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    // Logging out ends the identities' sessions: it goes last.
    operations.sort((a, b) => Number(a.path === '/api/user/logout') - Number(b.path === '/api/user/logout'));
    expect(operations.length).toBeGreaterThan(50);
    const examples = await journeyExamples();
    const failures: string[] = [];
    const known: string[] = [];
    const undocumented = new Map<string, string>();
    let sent = 0;
    const stats = new Map<string, number>();
    for (const [i, { path, method, op }] of operations.entries()) {
      const samples = fc.sample(requestArbitrary(op, examples.get(`${method} ${path}`)), { seed: SEED + i, numRuns: RUNS * identities.length });
      for (const [j, g] of samples.entries()) {
        const who = identities[j % identities.length]!;
        const options = injectOptions(method, path, g, who.token());
        const res = await t.call(who.host, options);
        sent += 1;
        if (process.env.FUZZ_STATS) stats.set(`${method} ${path} ${res.statusCode}`, (stats.get(`${method} ${path} ${res.statusCode}`) ?? 0) + 1);
        const where = `${method} ${path}`;
        const what = `${where} as ${who.name}: ${options.method} ${options.url} ${String(options.payload ?? '').slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500) (KNOWN_ISSUES.has(where) ? known : failures).push(what);
        else if (res.statusCode >= 400 && !messageOf(res.body)) failures.push(`no message: ${what}`);
        // The document and the server agree: a 4xx the operation does not list is a broken contract.
        if (res.statusCode >= 400 && res.statusCode < 500 && !(String(res.statusCode) in op.responses)) undocumented.set(`${where} ${res.statusCode}`, what);
      }
      // A sign-in, password change or logout may have ended a session: start the next operation signed in.
      if (/\/api\/user\/(login|change-password|logout|reset-password|sso)/.test(path)) await logInAll();
    }
    if (process.env.FUZZ_STATS) console.warn([...stats].map(([k, n]) => `${k} ×${n}`).join('\n'));
    if (known.length > 0) console.warn(`fuzz: ${known.length} known 5xx (KNOWN_ISSUES):\n${known.slice(0, 20).join('\n')}`);
    expect(failures.slice(0, 30)).toEqual([]);
    expect([...undocumented.values()]).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length * RUNS);
  }, 600_000);
});
