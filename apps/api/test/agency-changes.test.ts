import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findTenantIdByHost, getAgency, schema, seedIfEmpty, type Database } from '@tripfront/db';
import { createTestDatabase, testSeedHooks } from '../../../packages/db/test/test-database.ts';
import { buildApp } from '../src/app.ts';
import { redisReachable } from './fault-helpers.ts';
import { makeAgency, testConfig } from './helpers.ts';

// Issue #15, deliverable 7: a saved change shows on every instance. Two apps on one database stand
// for two instances; the agency cache lives 600 s, so only a message can make the second one forget.

const REDIS_URL = process.env.TF_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HOST = 'breeze.localhost';

const redisUp = await redisReachable(REDIS_URL);
if (!redisUp) console.warn(`agency-changes.test.ts: no Redis at ${REDIS_URL} (set TF_TEST_REDIS_URL): the cross-instance test over Redis is skipped.`);

let db: Database;
let drop: () => Promise<void>;
let tenantId: string;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedIfEmpty(db, { defaultHost: HOST, agencies: [makeAgency('breeze', { agency: { agencyName: 'Breeze Travel' } })] }, testSeedHooks);
  tenantId = (await findTenantIdByHost(db, HOST))!;
});
afterAll(() => drop());

/** Renames the agency (name and page title) and sets its colour as a settings save does: the row and a new version. */
async function saveAgency(agencyName: string, primaryColor: string): Promise<void> {
  await db.withTenant(tenantId, async (tx) => {
    const record = await getAgency(tx, tenantId);
    const { languages: _languages, ...config } = record!.agency;
    await tx
      .update(schema.agencies)
      .set({
        config: { ...config, agencyName, primaryColor, metaData: { ...config.metaData, title: agencyName } },
        version: sql`${schema.agencies.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(schema.agencies.tenantId, tenantId));
  });
}

const agencyName = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/agency', headers: { host: HOST } })).json().data.agencyName;
const pageHead = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/', headers: { host: HOST } })).body;

/** Polls `read` until it gives `expected` or `ms` have passed; returns the last value read. */
async function within<T>(ms: number, expected: T, read: () => Promise<T>): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

async function twoInstances(redisUrl: string | null): Promise<[FastifyInstance, FastifyInstance]> {
  // One channel per run, so runs sharing a Redis (CI jobs, helpers) do not hear each other.
  const channel = `tripfront-test:${randomUUID()}:agency-changed`;
  const make = async () => {
    const config = testConfig({ AGENCY_CACHE_TTL: '600', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) });
    const app = await buildApp({ config, db, logger: false, agencyChangesChannel: channel });
    await app.ready();
    return app;
  };
  return [await make(), await make()];
}

describe.skipIf(!redisUp)('with Redis (REDIS_URL set)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [a, b] = await twoInstances(REDIS_URL);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a change saved on instance A shows on instance B within a second: the agency answer and the page head (title, theme colour)', async () => {
    await saveAgency('Breeze Travel', '#1c7ed6');
    await a.deps.agencyChanges.changed(tenantId);
    await within(1000, 'Breeze Travel', () => agencyName(b));
    // Both instances have the agency and its page cached for 600 s.
    expect(await agencyName(a)).toBe('Breeze Travel');
    expect(await agencyName(b)).toBe('Breeze Travel');
    expect(await pageHead(b)).toContain('Breeze Travel');

    await saveAgency('Breeze Holidays', '#0b7285');
    await a.deps.agencyChanges.changed(tenantId);
    expect(await agencyName(a)).toBe('Breeze Holidays');
    expect(await within(1000, 'Breeze Holidays', () => agencyName(b))).toBe('Breeze Holidays');
    const head = await pageHead(b);
    expect(head).toMatch(/<title>[^<]*Breeze Holidays[^<]*<\/title>/);
    expect(head).toContain('#0b7285');
    expect(head).not.toContain('Breeze Travel');
  });
});

describe('without Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    await saveAgency('Breeze Travel', '#1c7ed6');
    [a, b] = await twoInstances(null);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('the instance that saved shows the change at once (page head too); another keeps its copy until AGENCY_CACHE_TTL ends', async () => {
    expect(await agencyName(a)).toBe('Breeze Travel');
    expect(await agencyName(b)).toBe('Breeze Travel');
    expect(await pageHead(a)).toContain('Breeze Travel');

    await saveAgency('Breeze Nights', '#5f3dc4');
    await a.deps.agencyChanges.changed(tenantId);
    expect(await agencyName(a)).toBe('Breeze Nights');
    const head = await pageHead(a);
    expect(head).toMatch(/<title>[^<]*Breeze Nights[^<]*<\/title>/);
    expect(head).toContain('#5f3dc4');
    // Nothing tells B: it answers from its cache (600 s here, AGENCY_CACHE_TTL in production).
    await new Promise((r) => setTimeout(r, 300));
    expect(await agencyName(b)).toBe('Breeze Travel');
  });
});
