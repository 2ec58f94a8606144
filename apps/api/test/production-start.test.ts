import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, lstatSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, freePort, SERVER_ENTRY } from '../../../scripts/server-process.mjs';
import { createServerDatabase } from '../../../packages/db/test/test-database.ts';
import { PARIS, query } from './booking-helpers.ts';

/**
 * Build once, run many (decision 0079): the built output, copied to a folder of its own with only
 * the production dependencies (the runtime stage of the Dockerfile, file for file), is migrated by
 * `npm run migrate`, started by `npm start` with NODE_ENV=production, serves a tenant, writes
 * nothing in its code folder, and on SIGTERM finishes the request in flight and exits 0.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const SANDBOX_LATENCY_MS = 3000;

let dir: string;
let app: string;
/** Every `npm` this file started, so that none outlives it. */
const children: ChildProcess[] = [];
const drops: (() => Promise<void>)[] = [];

/**
 * The database settings: on the PostgreSQL server of TF_TEST_PG_URL when set (the app logs in as a
 * least-privilege role, `npm run migrate` runs as the owner), else embedded PGlite in DATA_DIR.
 */
async function databaseEnv(): Promise<Record<string, string>> {
  const serverUrl = process.env.TF_TEST_PG_URL;
  if (!serverUrl) return {};
  const database = await createServerDatabase(serverUrl, 'tf_production');
  drops.push(database.drop);
  return { DATABASE_URL: database.appUrl, MIGRATION_DATABASE_URL: database.url };
}

/** What the Dockerfile's runtime stage copies from the build: the folder a deployment runs from. */
function runtimeFiles(): string[] {
  const copies = [...readFileSync(path.join(repo, 'Dockerfile'), 'utf8').matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S+)$/gm)];
  for (const [line, from, to] of copies) expect(from, line).toBe(to);
  return copies.map(([, file]) => file!);
}

/** Every file (and symbolic link, not followed) under `folder` with its size and modification time. */
function listing(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(folder, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else {
        const s = lstatSync(path.join(folder, child));
        files.set(child, `${s.size} ${s.mtimeMs}`);
      }
    }
  };
  walk('');
  return files;
}

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Runs `npm <args>` in the deployment folder with exactly `env` (nothing inherited from the test run but PATH and HOME). */
function npm(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn('npm', args, {
    cwd: app,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that afterAll can stop whatever is left if the test fails midway.
    detached: true,
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

beforeAll(async () => {
  // `npm test` builds the web app before this suite (scripts/test.mjs); alone, this file builds it once.
  if (!existsSync(path.join(repo, 'apps/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@tripfront/web'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('web build failed');
  }
  // The server's half of `npm run build`, from the sources as they are now (under a second).
  await buildServer();
  dir = mkdtempSync(path.join(tmpdir(), 'tf-production-'));
  app = path.join(dir, 'app');
  for (const file of runtimeFiles()) {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    cpSync(path.join(repo, file), path.join(app, file), { recursive: true });
  }
  // ~30 s from npm's cache; nothing here needs the registry.
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, encoding: 'utf8', timeout: 240_000 });
  if (install.status !== 0) throw new Error(`npm ci failed:\n${install.stderr}`);
}, 300_000);

/** Stops whatever a failed attempt left running: each npm's whole process group, its server included. */
function stopLeftover(): void {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group has ended
    }
  }
}

afterAll(async () => {
  stopLeftover();
  for (const drop of drops) await drop();
  // Removing ~350 MB of node_modules takes a while on a busy machine: in the background.
  if (dir) spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' }).unref();
});

describe('npm start in production, from a copy of the built output', () => {
  it('migrates only when asked, serves a tenant without dev dependencies or writes to its folder, and drains on SIGTERM', async () => {
    stopLeftover();
    // Only the production dependencies are installed, and the bundle names no path of the machine that built it.
    // No compiler at all: neither Vite nor esbuild, nor tsx (which would bring esbuild).
    for (const devOnly of ['vite', 'esbuild', 'tsx']) expect(existsSync(path.join(app, 'node_modules', devOnly)), devOnly).toBe(false);
    expect(readFileSync(path.join(app, SERVER_ENTRY), 'utf8')).not.toContain(repo);
    const before = listing(app);

    const port = await freePort();
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-session-secret-of-at-least-32-characters',
      SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      // Outside the code folder; a new one for a retry.
      DATA_DIR: mkdtempSync(path.join(dir, 'data-')),
      ...(await databaseEnv()),
      ALLOW_SANDBOX: 'true',
      SEED_FILE: path.join(app, 'seed/demo-agencies.json'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SANDBOX_LATENCY_MS: String(SANDBOX_LATENCY_MS),
      SHUTDOWN_GRACE_MS: '10000',
      // Not the ECB from a test: the stored (seeded) rates serve.
      EXCHANGE_RATES_URL: 'off',
    };

    // Without the build, production says what to do instead of compiling.
    renameSync(path.join(app, 'apps/api/dist'), path.join(app, 'apps/api/dist-away'));
    try {
      const unbuilt = npm(['start'], env);
      expect(await unbuilt.exit, unbuilt.output()).toBe(1);
      expect(unbuilt.output()).toContain('run npm run build first');
    } finally {
      renameSync(path.join(app, 'apps/api/dist-away'), path.join(app, 'apps/api/dist'));
    }

    // Production does not migrate at start-up: an unmigrated database is refused, saying what to run.
    const unmigrated = npm(['start'], env);
    expect(await unmigrated.exit, unmigrated.output()).toBe(1);
    expect(unmigrated.output()).toContain("does not have this build's migrations");
    expect(unmigrated.output()).toContain('npm run migrate');

    const migrate = npm(['run', 'migrate'], env);
    expect(await migrate.exit, migrate.output()).toBe(0);

    const server = npm(['start'], env);
    const base = `http://127.0.0.1:${port}`;
    const headers = { host: 'sunrise.localhost' };
    for (let i = 0; ; i++) {
      if (server.child.exitCode !== null) throw new Error(`npm start exited with ${server.child.exitCode}:\n${server.output()}`);
      const res = await fetch(`${base}/healthz`, { headers }).catch(() => null);
      if (res?.ok) break;
      if (i > 600) throw new Error(`the server did not start:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const home = await fetch(`${base}/`, { headers });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Sunrise Travel');
    // The FAQ answers, agency HTML, are in the server's page: cleaned for it on the compiled
    // sanitiser's thread (decision 0140), with no compiler here.
    const faqs = await fetch(`${base}/faqs`, { headers });
    expect(await faqs.text()).toMatch(/class="tf-prose"[^>]*>Open My Trips, choose the booking and follow Change booking\./);

    // A search the sandbox answers after SANDBOX_LATENCY_MS is in flight when npm is asked to stop.
    const checkin = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const checkout = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const searchUrl = `${base}/hotel-api/search?${query({ lat: PARIS.lat, long: PARIS.long, checkin_date: checkin, checkout_date: checkout, occupancy: 2 })}`;
    let answered = false;
    const search = fetch(searchUrl, { headers }).then(async (res) => {
      answered = true;
      return { status: res.status, body: await res.text() };
    });
    await new Promise((r) => setTimeout(r, SANDBOX_LATENCY_MS / 3));
    expect(answered).toBe(false);
    server.child.kill('SIGTERM');

    // New connections are refused while the search is still being answered.
    let refusedWhileDraining = false;
    while (!answered) {
      if (!(await accepts(port))) {
        refusedWhileDraining = !answered;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const result = await search;
    expect(result.status, result.body).toBe(200);
    expect(JSON.parse(result.body).data.hotels.length).toBeGreaterThan(0);
    expect(refusedWhileDraining).toBe(true);

    expect(await server.exit, server.output()).toBe(0);
    // Finished within the grace period: nothing had to be cut.
    expect(server.output()).not.toContain('grace period over');
    expect(await accepts(port)).toBe(false);

    // The operator's command runs from the built output too (no tsx, no sources).
    const list = npm(['run', '-s', 'agency', '--', 'list'], env);
    expect(await list.exit, list.output()).toBe(0);
    expect(list.output()).toContain('sunrise');

    // Nothing in the code folder changed: the database, its lock and the demo secrets live in DATA_DIR.
    const after = listing(app);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
    expect(changed).toEqual([]);
  }, 120_000);
});
