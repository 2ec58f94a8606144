import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '@tripfront/db';
import { buildApp } from '../src/app.ts';
import { openDatabase, prepareDatabase } from '../src/lib/database.ts';
import { REPO_ROOT } from '../src/config.ts';
import { createServerDatabase } from '../../../packages/db/test/test-database.ts';
import { SUNRISE, testConfig } from './helpers.ts';

/** Start → write → stop → start on the same data: the write is there and nothing was seeded twice. */
const seedFile = path.join(REPO_ROOT, 'seed/demo-agencies.json');
const serverUrl = process.env.TF_TEST_PG_URL;
let dropDb: (() => Promise<void>) | undefined;
afterAll(async () => dropDb?.());

async function databaseConfig(): Promise<Record<string, string>> {
  if (!serverUrl) return { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tf-restart-')) };
  const server = await createServerDatabase(serverUrl, 'tf_restart');
  dropDb = server.drop;
  // The app logs in as the least-privilege role; start-up migrates and seeds as the owner.
  return { DATABASE_URL: server.appUrl, MIGRATION_DATABASE_URL: server.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tf-restart-')) };
}

async function start(env: Record<string, string>) {
  const config = testConfig(env);
  const db = await openDatabase(config);
  const seeded = await prepareDatabase(db, seedFile);
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return { app, db, seeded };
}

describe('restart', () => {
  it('keeps data written before a restart and does not seed twice', async () => {
    const env = await databaseConfig();
    const first = await start(env);
    expect(first.seeded.seeded).toBe(true);
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { host: SUNRISE },
      payload: { email: 'owner@sunrise-travel.example', password: 'Owner#2026' },
    });
    const token = login.cookies.find((c) => c.name === 'x-access-token')!.value;
    const info = {
      contactEmailId: 'kept@sunrise-travel.example',
      contactPhoneNumber: '',
      hearBy: 'Google',
      hearByName: '',
      hqCountry: 'US',
      bookingVolume: 'Under $100k',
      useForBusiness: 'B2C website',
      productInterested: 'Hotels,Cruises',
    };
    const saved = await first.app.inject({
      method: 'POST',
      url: '/api/agency/business-info',
      headers: { host: SUNRISE },
      cookies: { 'x-access-token': token },
      payload: info,
    });
    expect(saved.statusCode).toBe(200);
    await first.app.close();
    await first.db.close();

    const second = await start(env);
    expect(second.seeded).toEqual({ seeded: false, agencies: 4 });
    const res = await second.app.inject({
      method: 'GET',
      url: '/api/agency/business-info',
      headers: { host: SUNRISE },
      cookies: { 'x-access-token': token },
    });
    expect(res.json()).toEqual({ data: { data: info } });
    const hosts = await second.db.asApp((tx) => tx.select().from(schema.agencyHosts));
    expect(hosts.filter((h) => h.host === 'sunrise.localhost')).toHaveLength(1);
    await second.app.close();
    await second.db.close();
  });
});
