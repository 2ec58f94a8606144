import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFileSchema } from '@tripfront/domain';
import {
  TENANT_TABLES,
  agenciesWithDueWork,
  findTenantIdByHost,
  getAgency,
  listNavigations,
  rowsOf,
  schema,
  seedIfEmpty,
  type Database,
} from '../src/index.ts';
import { createTestDatabase, testSeedHooks } from './test-database.ts';

const seed = seedFileSchema.parse(JSON.parse(readFileSync(new URL('../../../seed/demo-agencies.json', import.meta.url), 'utf8')));

let db: Database;
let drop: () => Promise<void>;
let sunrise: string;
let nordic: string;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedIfEmpty(db, seed, testSeedHooks);
  sunrise = (await findTenantIdByHost(db, 'sunrise.localhost'))!;
  nordic = (await findTenantIdByHost(db, 'nordic.localhost'))!;
});
afterAll(() => drop());

describe('row-level security', () => {
  it('forces RLS with a tenant policy on every table that has tenant_id', async () => {
    const rows = await rowsOf<{ table_name: string; forced: boolean; enabled: boolean; policies: number }>(
      db.owner.execute(sql`
      select c.relname as table_name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policies
      from pg_class c join information_schema.columns col on col.table_name = c.relname and col.column_name = 'tenant_id'
      where c.relkind = 'r' and col.table_schema = 'public'`),
    );
    const tables = rows.map((r) => r.table_name).sort();
    expect(tables).toEqual([...TENANT_TABLES].sort());
    for (const r of rows) expect(r, r.table_name).toMatchObject({ enabled: true, forced: true, policies: 1 });
  });

  it('runs tenant transactions as a role that is not a superuser and cannot bypass RLS', async () => {
    const [row] = await db.withTenant(sunrise, (tx) =>
      rowsOf<{ rolsuper: boolean; rolbypassrls: boolean }>(tx.execute(sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`)),
    );
    expect(row).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('shows one tenant only its own rows, even without a tenant filter in the query', async () => {
    const seen = await db.withTenant(sunrise, (tx) => tx.select({ email: schema.users.email }).from(schema.users));
    expect(seen.length).toBe(5);
    expect(seen.every((u) => u.email.endsWith('@sunrise-travel.example'))).toBe(true);
    const navs = await db.withTenant(nordic, (tx) => listNavigations(tx, sunrise));
    expect(navs).toEqual([]);
    const other = await db.withTenant(nordic, (tx) => getAgency(tx, sunrise));
    expect(other).toBeNull();
  });

  it('refuses to write a row for another tenant', async () => {
    await expect(
      db.withTenant(nordic, (tx) =>
        tx.insert(schema.outbox).values({ tenantId: sunrise, toAddress: 'x@example.com', subject: 'planted', text: 'x', html: 'x' }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    const mail = await db.withTenant(sunrise, (tx) => tx.select().from(schema.outbox));
    expect(mail.map((m) => m.subject)).not.toContain('planted');
  });

  it('sees no tenant rows at all when no tenant is set', async () => {
    const rows = await db.asApp((tx) => tx.select().from(schema.users));
    expect(rows).toEqual([]);
  });
});

describe('periodic work of every agency (decision 0138)', () => {
  it('names the agencies with work due in one question, for the kinds asked, and leaves the caller its agency', async () => {
    const now = new Date();
    const earlier = new Date(now.getTime() - 60_000);
    const later = new Date(now.getTime() + 3_600_000);
    await db.withTenant(sunrise, (tx) =>
      tx.insert(schema.outbox).values({ tenantId: sunrise, toAddress: 'due@example.com', subject: 'due', text: 'x', html: 'x', nextAttemptAt: earlier }),
    );
    const post = (title: string) => ({ en: { title, excerpt: '', bodyHtml: '', seoTitle: '', seoDescription: '' } });
    await db.withTenant(nordic, (tx) =>
      tx.insert(schema.contentItems).values([
        { tenantId: nordic, kind: 'post', slug: 'due-post', status: 'scheduled', publishAt: earlier, translations: post('Due') },
        { tenantId: nordic, kind: 'post', slug: 'later-post', status: 'scheduled', publishAt: later, translations: post('Later') },
      ]),
    );
    // A booking request that died before its booking: its key is abandoned once older than the lease.
    await db.withTenant(nordic, (tx) =>
      tx.insert(schema.idempotencyKeys).values({ tenantId: nordic, key: 'died-early', requestHash: 'h', status: 'in_progress', createdAt: earlier }),
    );
    const of = (rows: Awaited<ReturnType<typeof agenciesWithDueWork>>, tenantId: string) => rows.find((r) => r.tenantId === tenantId);

    const all = await agenciesWithDueWork(db, ['content', 'bookings', 'emails'], now);
    expect(of(all, sunrise)).toMatchObject({ emails: true, content: false });
    expect(of(all, nordic)).toMatchObject({ content: true, bookings: true, emails: false });
    // The key is not abandoned while younger than the lease's start.
    expect(of(await agenciesWithDueWork(db, ['bookings'], now, new Date(earlier.getTime() - 1000)), nordic)).toBeUndefined();
    // Only the kinds asked: Nordlys has no email due and is not named for emails.
    const emails = await agenciesWithDueWork(db, ['emails'], now);
    expect(of(emails, sunrise)).toEqual({ tenantId: sunrise, emails: true, content: false, bookings: false });
    expect(of(emails, nordic)).toBeUndefined();
    // Before its time, the scheduled post is not due.
    expect(of(await agenciesWithDueWork(db, ['content'], new Date(earlier.getTime() - 1000)), nordic)).toBeUndefined();

    // Asked inside an agency's transaction, the question leaves that agency set for what follows.
    const [after] = await db.withTenant(nordic, async (tx) => {
      await tx.execute(sql`select * from tripfront_due_work('{content,emails}'::text[], now(), now())`);
      return rowsOf<{ tenant: string }>(tx.execute(sql`select current_setting('app.tenant_id') as tenant`));
    });
    expect(after?.tenant).toBe(nordic);
  });
});

describe('seed', () => {
  it('loads every agency with its hosts, subdomain route, languages and content', async () => {
    expect(await findTenantIdByHost(db, 'www.sunrise-travel.example')).toBe(sunrise);
    expect(await findTenantIdByHost(db, 'gateway.localhost')).not.toBeNull();
    expect(await findTenantIdByHost(db, 'nowhere.localhost')).toBeNull();
    const rec = await db.withTenant(nordic, (tx) => getAgency(tx, nordic));
    expect(rec?.agency.agencyName).toBe('Nordlys Reiser');
    expect(rec?.agency.languages.map((l) => l.code)).toEqual(['en', 'da', 'no', 'sv']);
  });

  it('does not seed twice', async () => {
    const again = await seedIfEmpty(db, seed, testSeedHooks);
    expect(again).toEqual({ seeded: false, agencies: seed.agencies.length });
    const n = await db.withTenant(sunrise, (tx) => tx.select().from(schema.users));
    expect(n.length).toBe(5);
  });
});
