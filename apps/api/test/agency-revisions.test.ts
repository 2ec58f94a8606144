import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findTenantIdByHost, getAgency, schema, seedIfEmpty, type Database } from '@tripfront/db';
import { createTestDatabase, testSeedHooks } from '../../../packages/db/test/test-database.ts';
import { buildApp } from '../src/app.ts';
import { createAgencyRevisions } from '../src/lib/agency-revisions.ts';
import { createJsonCache } from '../src/lib/json-cache.ts';
import { navigationsAnswer } from '../src/lib/tenant-content.ts';
import { createTenantResolver } from '../src/lib/tenant-resolver.ts';
import { makeAgency, testConfig } from './helpers.ts';

// Decision 0133: when an agency's entries are AGENCY_CACHE_TTL old, one question for all agencies
// says which changed; an agency that did not is kept as it is, without reading it again. Runs on
// PGlite and, with TF_TEST_PG_URL, on PostgreSQL (the revisions are kept by triggers, migration 0026).

const BREEZE = 'breeze.localhost';
const GALE = 'gale.localhost';

let db: Database;
let drop: () => Promise<void>;
let breeze: string;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedIfEmpty(
    db,
    {
      defaultHost: BREEZE,
      agencies: [
        makeAgency('breeze', { hosts: [BREEZE], agency: { agencyName: 'Breeze Travel' } }),
        makeAgency('gale', { hosts: [GALE], agency: { agencyName: 'Gale Tours' } }),
      ],
    },
    testSeedHooks,
  );
  breeze = (await findTenantIdByHost(db, BREEZE))!;
});
afterAll(() => drop());

/** Renames Breeze as a settings save does (its row and its version), on another instance: nothing here is told. */
async function renameBreeze(agencyName: string): Promise<void> {
  await db.withTenant(breeze, async (tx) => {
    const { languages: _languages, ...config } = (await getAgency(tx, breeze))!.agency;
    await tx
      .update(schema.agencies)
      .set({ config: { ...config, agencyName }, version: sql`${schema.agencies.version} + 1`, updatedAt: new Date() })
      .where(eq(schema.agencies.tenantId, breeze));
  });
}

/** The database with its reads counted: `withTenant` reads an agency, `asApp` routes hosts and asks which agencies changed. */
function counted(): { db: Database; reads: { withTenant: number; asApp: number } } {
  const reads = { withTenant: 0, asApp: 0 };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'withTenant' || prop === 'asApp') reads[prop] += 1;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return { db: proxy, reads };
}

describe("an agency's entries once AGENCY_CACHE_TTL has passed", () => {
  it('are kept without reading the agency again when nothing of it changed: one question for every agency', async () => {
    let now = 1_000_000;
    const { db: countedDb, reads } = counted();
    const resolver = createTenantResolver(countedDb, 5, () => now);
    const first = [await resolver.resolve(BREEZE), await resolver.resolve(GALE)];
    expect(first.map((c) => c?.agency.agencyName)).toEqual(['Breeze Travel', 'Gale Tours']);
    const before = { ...reads };

    for (let round = 1; round <= 3; round++) {
      now += 5_000;
      expect(resolver.cached(BREEZE)).toBeUndefined();
      const again = [await resolver.resolve(BREEZE), await resolver.resolve(GALE)];
      expect(again[0]).toBe(first[0]);
      expect(again[1]).toBe(first[1]);
      // Good again for a TTL: the synchronous path answers.
      expect(resolver.cached(GALE)).toBe(first[1]);
      expect(reads.withTenant).toBe(before.withTenant);
      expect(reads.asApp).toBe(before.asApp + round);
    }
  });

  it("show another instance's save once the TTL has passed, and not before", async () => {
    let now = 2_000_000;
    const resolver = createTenantResolver(db, 5, () => now);
    const gale = await resolver.resolve(GALE);
    expect((await resolver.resolve(BREEZE))?.agency.agencyName).toBe('Breeze Travel');
    await renameBreeze('Breeze Holidays');
    try {
      now += 4_999;
      expect((await resolver.resolve(BREEZE))?.agency.agencyName).toBe('Breeze Travel');
      now += 1;
      expect((await resolver.resolve(BREEZE))?.agency.agencyName).toBe('Breeze Holidays');
      // The other agency did not change: kept as it was.
      expect(await resolver.resolve(GALE)).toBe(gale);
    } finally {
      await renameBreeze('Breeze Travel');
    }
  });

  it("show another instance's menu change in the menu answer once the TTL has passed", async () => {
    let now = 3_000_000;
    const clock = () => now;
    const revisions = createAgencyRevisions(db, 5, clock);
    const resolver = createTenantResolver(db, 5, clock, undefined, undefined, undefined, revisions);
    const jsonCache = createJsonCache(5, clock, revisions);
    await resolver.resolve(BREEZE);
    const menu = async () => JSON.parse((await navigationsAnswer({ db, jsonCache }, breeze)).body) as { agencyNavigation: { label: string }[] };
    const before = await menu();
    expect(before.agencyNavigation.map((e) => e.label)).not.toContain('Last-minute deals');
    // As the menu editor writes it (the owner: the app role does not write menus, migration 0006).
    await db.asOwner(breeze, (tx) =>
      tx.insert(schema.navigationEntries).values({ tenantId: breeze, position: 99, label: 'Last-minute deals', path: '/last-minute' }),
    );
    try {
      expect(await menu()).toEqual(before);
      now += 5_000;
      await resolver.resolve(BREEZE);
      expect((await menu()).agencyNavigation.map((e) => e.label)).toContain('Last-minute deals');
    } finally {
      await db.asOwner(breeze, (tx) => tx.delete(schema.navigationEntries).where(eq(schema.navigationEntries.path, '/last-minute')));
    }
  });

  it('are read again when a scheduled post goes public, though nothing was written', async () => {
    let now = Date.now();
    const resolver = createTenantResolver(db, 5, () => now);
    await db.withTenant(breeze, (tx) =>
      tx.insert(schema.contentItems).values({
        tenantId: breeze,
        kind: 'post',
        slug: 'northern-lights',
        status: 'scheduled',
        publishAt: new Date(now + 60_000),
        translations: { en: { title: 'Northern lights', summary: 'Where to see them', bodyHtml: '<p>North.</p>' } } as never,
      }),
    );
    try {
      now += 1_000;
      const before = await resolver.resolve(BREEZE);
      now += 30_000;
      expect((await resolver.resolve(BREEZE))?.contentVersion).toBe(before?.contentVersion);
      now += 30_000;
      expect((await resolver.resolve(BREEZE))?.contentVersion).not.toBe(before?.contentVersion);
    } finally {
      await db.withTenant(breeze, (tx) => tx.delete(schema.contentItems).where(eq(schema.contentItems.slug, 'northern-lights')));
    }
  });
});

describe('a save on this instance', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Cached for 600 s: only the save's own notice can make the change show.
    app = await buildApp({ config: testConfig({ AGENCY_CACHE_TTL: '600' }), db, logger: false });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('shows at once, in the agency answer and the page head', async () => {
    const name = async () => (await app.inject({ method: 'GET', url: '/api/agency', headers: { host: BREEZE } })).json().data.agencyName as string;
    expect(await name()).toBe('Breeze Travel');
    await renameBreeze('Breeze Nights');
    try {
      await app.deps.agencyChanges.changed(breeze);
      expect(await name()).toBe('Breeze Nights');
      expect((await app.inject({ method: 'GET', url: '/', headers: { host: BREEZE } })).body).toMatch(/Breeze Nights/);
    } finally {
      await renameBreeze('Breeze Travel');
      await app.deps.agencyChanges.changed(breeze);
    }
  });
});
