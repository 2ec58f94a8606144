import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@tripfront/db';
import { buildApp } from '../src/app.ts';
import { REPO_ROOT } from '../src/config.ts';
import { openOwnerDatabase, runAgencyCommand } from '../src/cli/agency.ts';
import { createAgency, listAgencies, listSupportRequests, PLATFORM_OPERATOR, setAgencyStatus, UsageError } from '../src/cli/agency-commands.ts';
import { AGENCY_INACTIVE } from '../src/plugins/agency-status.ts';
import { testConfig } from './helpers.ts';

// Issue #15, deliverable 8: `npm run agency -- create|list|disable|enable|support` starts an agency
// without a seed file. The commands run on an embedded database in a DATA_DIR of their own, and the
// app then serves that database as `npm start` would.

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'tf-agency-cli-'));
const HOST = 'bluesky.localhost';
const OWNER = { email: 'Owner@BlueSky.example', password: 'sky-blue-owner-2026' };

let db: Database;
let app: FastifyInstance;
/** The last test closes both for the real command. */
let closed = false;
beforeAll(async () => {
  db = await openOwnerDatabase(testConfig({ DATA_DIR }));
});
afterAll(async () => {
  if (closed) return;
  await app?.close();
  await db?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, headers: { host: HOST }, ...(payload ? { payload } : {}) });

describe('npm run agency -- create, list, disable, enable', () => {
  it('creates an agency with its hosts and first owner; list shows it; the app serves it on <subdomain>.localhost', async () => {
    const created = await createAgency(db, {
      name: 'Blue Sky Travel',
      subdomain: 'bluesky',
      host: 'WWW.BlueSky.example',
      ownerEmail: OWNER.email,
      ownerPassword: OWNER.password,
      color: '#0b7285',
    });
    expect(created.hosts).toEqual(['www.bluesky.example', HOST]);
    expect(created.generatedPassword).toBe(false);

    expect(await listAgencies(db)).toEqual([
      {
        tenantId: created.tenantId,
        subdomain: 'bluesky',
        name: 'Blue Sky Travel',
        status: 'Active',
        hosts: ['www.bluesky.example', HOST],
        ownerEmails: ['owner@bluesky.example'],
      },
    ]);

    app = await buildApp({ config: testConfig({ DATA_DIR }), db, logger: false });
    await app.ready();
    const page = await call('GET', '/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Blue Sky Travel[^<]*<\/title>/);
    expect(page.body).toContain('<meta name="theme-color" content="#0b7285" />');
    // The agency's own domain is its canonical origin.
    expect(page.body).toContain('http://www.bluesky.example');

    const agency = (await call('GET', '/api/agency')).json().data;
    expect(agency).toMatchObject({ agencyName: 'Blue Sky Travel', subdomain: 'bluesky', status: 'Active', primaryColor: '#0b7285', defaultLanguage: 'en' });
    expect(agency.bookingMenuItemOptions.filter((i: { active: boolean }) => i.active)).toHaveLength(6);

    // The owner signs in with the email (any case) and password, already verified.
    const login = await call('POST', '/api/user/login', { email: 'owner@bluesky.example', password: OWNER.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.userType).toBe('AgencyOwner');
  });

  it('generates a password when none is given, and stores only its argon2id hash', async () => {
    const created = await createAgency(db, { name: 'Green Leaf Trips', subdomain: 'greenleaf', ownerEmail: 'ana@greenleaf.example' });
    expect(created.generatedPassword).toBe(true);
    expect(created.ownerPassword).toMatch(/^[\w-]{16}$/);
    const [user] = await db.asOwner(created.tenantId, (tx) => tx.select().from(schema.users).where(eq(schema.users.tenantId, created.tenantId)));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(created.ownerPassword);
    expect(user!.emailVerifiedAt).not.toBeNull();
  });

  it.each([
    [{ subdomain: 'bluesky' }, "--subdomain: 'bluesky' is taken by another agency"],
    [{ host: 'www.bluesky.example' }, "--host: 'www.bluesky.example' already serves another agency"],
    [{ ownerEmail: 'not-an-email' }, '--owner-email:'],
    [{ color: 'blue' }, '--color: must be a colour like #e8590c'],
    [{ subdomain: 'Blue Sky' }, '--subdomain: must be a DNS label'],
    [{ host: 'https://x.example/path' }, '--host: must be a host name'],
    [{ language: 'xx' }, '--language: must be one of en, pt'],
    [{ ownerPassword: 'short' }, '--owner-password:'],
  ])('refuses %o with a clear message (exit code 2) and creates nothing', async (override, message) => {
    const before = await listAgencies(db);
    const input = { name: 'Another', subdomain: 'another', ownerEmail: 'o@another.example', ...override };
    const error = await createAgency(db, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain(message);
    expect(await listAgencies(db)).toEqual(before);
  });

  it('disable sets the agency Inactive (its API refuses sign-ins), records it in its audit log; enable undoes it', async () => {
    const { tenantId, changed } = await setAgencyStatus(db, 'bluesky', 'Inactive');
    expect(changed).toBe(true);
    await app.deps.agencyChanges.changed(tenantId);
    expect((await call('GET', '/api/agency')).json().data.status).toBe('Inactive');
    const refused = await call('POST', '/api/user/login', { email: OWNER.email, password: OWNER.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AGENCY_INACTIVE);
    expect((await listAgencies(db)).find((a) => a.subdomain === 'bluesky')?.status).toBe('Inactive');

    expect((await setAgencyStatus(db, 'bluesky', 'Inactive')).changed).toBe(false);
    await setAgencyStatus(db, 'bluesky', 'Active');
    await app.deps.agencyChanges.changed(tenantId);
    expect((await call('POST', '/api/user/login', { email: OWNER.email, password: OWNER.password })).statusCode).toBe(200);

    const audit = await db.asOwner(tenantId, (tx) =>
      tx.select().from(schema.agencyAuditLog).where(eq(schema.agencyAuditLog.tenantId, tenantId)).orderBy(schema.agencyAuditLog.createdAt),
    );
    const commands = audit.filter((r) => r.action === 'operator.command' && r.changes[0]?.field === 'status');
    expect(commands.map((r) => [r.actorName, r.section, r.target, r.changes])).toEqual([
      [PLATFORM_OPERATOR, 'operator', 'bluesky', [{ field: 'status', from: 'Active', to: 'Inactive' }]],
      [PLATFORM_OPERATOR, 'operator', 'bluesky', [{ field: 'status', from: 'Inactive', to: 'Active' }]],
    ]);
    await expect(setAgencyStatus(db, 'nosuch', 'Inactive')).rejects.toThrow(/no agency has the subdomain 'nosuch'/);
  });

  it('support lists every agency’s support requests, newest first; --open only the open ones', async () => {
    const [blue, green] = ['bluesky', 'greenleaf'].map((s) => listAgencies(db).then((all) => all.find((a) => a.subdomain === s)!.tenantId));
    const file = async (tenantId: string, reference: string, status: 'open' | 'closed', at: string) =>
      db.asOwner(tenantId, (tx) =>
        tx.insert(schema.supportRequests).values({
          tenantId,
          reference,
          contactName: 'Ana',
          contactEmail: 'ana@example.com',
          subject: `Help ${reference}`,
          message: 'Our logo looks blurry.',
          status,
          createdAt: new Date(at),
        }),
      );
    await file(await blue!, 'SR-1', 'open', '2026-11-01T10:00:00Z');
    await file(await green!, 'SR-2', 'closed', '2026-11-02T10:00:00Z');
    await file(await green!, 'SR-3', 'open', '2026-11-03T10:00:00Z');
    expect((await listSupportRequests(db)).map((r) => [r.reference, r.subdomain, r.status])).toEqual([
      ['SR-3', 'greenleaf', 'open'],
      ['SR-2', 'greenleaf', 'closed'],
      ['SR-1', 'bluesky', 'open'],
    ]);
    expect((await listSupportRequests(db, { open: true })).map((r) => r.reference)).toEqual(['SR-3', 'SR-1']);
  });

  it('the real command: refuses while another process holds the embedded database, then lists the agencies', async () => {
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR, DATABASE_URL: '', MIGRATION_DATABASE_URL: '', REDIS_URL: '' };
    // This test process holds DATA_DIR's database open, as a running server would.
    const busy = spawnSync('npm', ['run', '-s', 'agency', '--', 'list'], { cwd: REPO_ROOT, env, encoding: 'utf8' });
    expect(busy.status).toBe(1);
    expect(busy.stderr).toContain(`is in use by process ${process.pid}`);

    await app.close();
    await db.close();
    closed = true;
    // The command's runner: exit code 2 and the message for a mistake, as the real command answers.
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const taken = ['create', '--name', 'Copy', '--subdomain', 'bluesky', '--owner-email', 'o@copy.example'];
    expect(await runAgencyCommand(taken, env, io)).toBe(2);
    expect(lines.join('\n')).toContain("--subdomain: 'bluesky' is taken by another agency");
    expect(await runAgencyCommand(['create', '--name', 'Copy', '--subdomain', 'copy', '--owner-email', 'o@copy.example', '--color', 'red'], env, io)).toBe(2);
    expect(await runAgencyCommand(['rename', 'bluesky'], env, io)).toBe(2);
    expect(lines.join('\n')).toContain("unknown command 'rename'");

    const run = spawnSync('npm', ['run', '-s', 'agency', '--', 'list'], { cwd: REPO_ROOT, env, encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('bluesky  Blue Sky Travel  [Active]');
    expect(run.stdout).toContain('hosts:  www.bluesky.example, bluesky.localhost');
    expect(run.stdout).toContain('greenleaf  Green Leaf Trips  [Active]');
  }, 120_000);
});
