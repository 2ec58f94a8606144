// Processes the bench measures: the real Tripfront server (embedded PGlite in a fresh DATA_DIR, or
// a fresh database on the PostgreSQL server of DATABASE_URL) and the bare Fastify reference server.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, freePort, SERVER_ARGS, serverEnv } from '../scripts/server-process.mjs';

export { freePort };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TENANT_HOST = 'sunrise.localhost';

/** Resident memory of a process in MB (Linux), to see caches grow under load; null when it cannot be read. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(baseUrl, child, output, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  while (Date.now() < until) {
    if (exited) {
      throw new Error(`server exited (${exited.code ?? exited.signal}) before /healthz answered:\n${output.join('')}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`, { headers: { host: TENANT_HOST } });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`/healthz did not answer within ${timeoutMs / 1000}s:\n${output.join('')}`);
}

/**
 * Compiles and starts the server (scripts/server-process.mjs) on a free port with a fresh DATA_DIR (PGlite)
 * or the given DATABASE_URL, and waits for GET /healthz (`startTimeoutMs`, 3 min unless a caller seeds more).
 * `nodeArgs` go to node before the server's own.
 */
export async function startApi({
  databaseUrl,
  webDist,
  dataDir: givenDataDir,
  env: extraEnv = {},
  nodeArgs = [],
  onOutput,
  cpus,
  startTimeoutMs = 180_000,
} = {}) {
  await buildServer();
  const port = await freePort();
  // A given DATA_DIR (data prepared before the start, bench/command-center.mjs) is the caller's to remove.
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'tf-bench-'));
  // The caller's DATABASE_URL/REDIS_URL must not leak into the PGlite run; the in-process store
  // (no Redis) keeps the figures about this server alone.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // As deployed: production mode, with the secret it then requires.
    NODE_ENV: 'production',
    // A production demo (decision 0078): the sandbox's inventory and card, and the demo agencies.
    ALLOW_SANDBOX: 'true',
    SEED_FILE: path.join(ROOT, 'seed/demo-agencies.json'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // A fresh DATA_DIR or database: start-up is its release step (production refuses an unmigrated one, decision 0079).
    MIGRATE_ON_START: 'true',
    // Required in production since issue #15 (the agencies' Stripe secrets are encrypted with it).
    SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // The load comes from one address at thousands of searches a minute: not what the limits are for (decision 0083).
    SEARCH_LIMIT_PER_IP: '1000000',
    SEARCH_LIMIT_PER_AGENCY: '10000000',
    // The login run signs one traveller in thousands of times from one address; a refused attempt
    // stays counted for 15 minutes, and past the limit the owner's sign-in (the blog post, the
    // Command Center) would be refused too.
    LOGIN_LIMIT_PER_IP: '100000',
    // No rate feed to reach from here: the servers keep the seeded rates (decision 0086).
    EXCHANGE_RATES_URL: 'off',
  });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (webDist) env.WEB_DIST = webDist;
  // A phase's own settings (e.g. LOG_LEVEL=info to count log lines through onOutput).
  Object.assign(env, extraEnv);
  // Node's own flags first (bench/profile.mjs: --cpu-prof), then the server's command line.
  // `cpus` (e.g. '1'): the server runs on those cores only (taskset execs node: the pid is the server's).
  const command = cpus ? ['taskset', ['-c', cpus, process.execPath, ...nodeArgs, ...SERVER_ARGS]] : [process.execPath, [...nodeArgs, ...SERVER_ARGS]];
  const child = spawn(command[0], command[1], {
    cwd: ROOT,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    onOutput?.(chunk.toString());
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const state = { exit: null };
  child.once('exit', (code, signal) => {
    state.exit = { code, signal };
  });
  const stop = async () => {
    await stopChild(child);
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, output, startTimeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    port,
    baseUrl,
    pid: child.pid,
    output,
    stop,
    /** Why the server stopped on its own (with its last output), or null while it runs. */
    died: () => (state.exit ? `server exited (${state.exit.code ?? state.exit.signal}): ${output.join('').trim().split('\n').slice(-15).join('\n')}` : null),
  };
}

/** The bare Fastify reference server (bench/bare-server.mjs) as a child process. */
export async function startBare() {
  const child = fork(path.join(ROOT, 'bench/bare-server.mjs'), [], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { port, baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A fresh database on the PostgreSQL server of `serverUrl` for one run; `drop()` removes it.
 * The name is random so concurrent runs (and other people's tests) never share one.
 */
export async function createPgDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `tf_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
