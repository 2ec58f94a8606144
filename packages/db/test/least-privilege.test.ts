import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFileSchema } from '@tripfront/domain';
import { describeLoginRole, findTenantIdByHost, getPlatformSetting, rowsOf, seedIfEmpty, type Database } from '../src/index.ts';
import { createTestDatabase, testSeedHooks } from './test-database.ts';

/**
 * Issue #13: the app connected as a superuser and switched role per transaction, so SQL injected
 * into a request could `RESET ROLE` and write anything. Now the app role writes only the tables
 * the request path writes, and on PostgreSQL the app logs in as a role that is only a member of it.
 */
const seed = seedFileSchema.parse(JSON.parse(readFileSync(new URL('../../../seed/demo-agencies.json', import.meta.url), 'utf8')));
const onPostgres = Boolean(process.env.TF_TEST_PG_URL);
const PERMISSION_DENIED = { cause: { code: '42501' } };

let db: Database;
let drop: () => Promise<void>;
let sunrise: string;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedIfEmpty(db, seed, testSeedHooks);
  sunrise = (await findTenantIdByHost(db, 'sunrise.localhost'))!;
});
afterAll(() => drop());

const insertAgency = (tenantId: string) =>
  sql`insert into agencies (tenant_id, subdomain, status, config) values (${tenantId}, ${`evil${tenantId.slice(0, 8)}`}, 'Active', '{}'::jsonb)`;

describe('the app role', () => {
  it('cannot write platform tables, even for its own tenant', async () => {
    await expect(db.withTenant(sunrise, (tx) => tx.execute(sql`update platform_settings set value = '"evil.example"'`))).rejects.toMatchObject(
      PERMISSION_DENIED,
    );
    await expect(db.withTenant(sunrise, (tx) => tx.execute(sql`update agencies set status = 'Active'`))).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(
      db.withTenant(sunrise, (tx) => tx.execute(sql`insert into agency_hosts (host, tenant_id) values ('evil.example', ${sunrise})`)),
    ).rejects.toMatchObject(PERMISSION_DENIED);
    const tenantId = randomUUID();
    await expect(db.withTenant(tenantId, (tx) => tx.execute(insertAgency(tenantId)))).rejects.toMatchObject(PERMISSION_DENIED);
    expect(await getPlatformSetting(db, 'defaultHost')).toBe(seed.defaultHost);
  });

  it('still writes what requests write (sessions, outbox) and reads platform tables', async () => {
    const [mail] = await db.withTenant(sunrise, (tx) =>
      rowsOf<{ id: string }>(
        tx.execute(sql`insert into outbox (tenant_id, to_address, subject, text, html) values (${sunrise}, 'a@example.com', 's', 't', 'h') returning id`),
      ),
    );
    expect(mail?.id).toBeTruthy();
    const hosts = await db.withTenant(sunrise, (tx) => rowsOf(tx.execute(sql`select host from agency_hosts`)));
    expect(hosts.length).toBeGreaterThan(0);
  });
});

describe('the app role and the agency settings (issue #15)', () => {
  it("changes an agency's config and version, never its subdomain or status", async () => {
    const [row] = await db.withTenant(sunrise, (tx) =>
      rowsOf<{ version: number }>(tx.execute(sql`update agencies set config = config, version = version + 1, updated_at = now() returning version`)),
    );
    expect(row?.version).toBeGreaterThan(1);
    await expect(db.withTenant(sunrise, (tx) => tx.execute(sql`update agencies set subdomain = 'hijacked'`))).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(db.withTenant(sunrise, (tx) => tx.execute(sql`update agencies set status = 'Inactive'`))).rejects.toMatchObject(PERMISSION_DENIED);
  });

  it('only appends to the audit log, uploads and support requests', async () => {
    await db.withTenant(sunrise, (tx) =>
      tx.execute(
        sql`insert into agency_audit_log (tenant_id, actor_name, actor_email, section, changes) values (${sunrise}, 'A', 'a@example.com', 'theme', '[]'::jsonb)`,
      ),
    );
    for (const table of ['agency_audit_log', 'agency_assets', 'support_requests']) {
      await expect(db.withTenant(sunrise, (tx) => tx.execute(sql.raw(`delete from ${table}`)))).rejects.toMatchObject(PERMISSION_DENIED);
    }
    await expect(db.withTenant(sunrise, (tx) => tx.execute(sql`update agency_audit_log set actor_name = 'B'`))).rejects.toMatchObject(PERMISSION_DENIED);
  });
});

describe.skipIf(!onPostgres)('the login role on PostgreSQL', () => {
  it('is not a superuser, cannot bypass row-level security, and is a member of the app role', async () => {
    expect(await describeLoginRole(db)).toMatchObject({ super: false, bypass: false, member: true });
  });

  it('gains nothing from RESET ROLE: platform tables stay read-only', async () => {
    const tenantId = randomUUID();
    await expect(
      db.withTenant(tenantId, async (tx) => {
        await tx.execute(sql`reset role`);
        await tx.execute(insertAgency(tenantId));
      }),
    ).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(
      db.withTenant(sunrise, async (tx) => {
        await tx.execute(sql`reset role`);
        await tx.execute(sql`update platform_settings set value = '"evil.example"'`);
      }),
    ).rejects.toMatchObject(PERMISSION_DENIED);
    // Nor can it step outside row-level security: without a tenant it sees no users at all.
    const users = await db.asApp(async (tx) => {
      await tx.execute(sql`reset role`);
      return rowsOf(tx.execute(sql`select id from users`));
    });
    expect(users).toEqual([]);
    expect(await getPlatformSetting(db, 'defaultHost')).toBe(seed.defaultHost);
  });
});
