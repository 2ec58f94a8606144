// The Command Center phase (issue #16): an agency with 100,000 bookings and 150,000 searches
// (bench/center-data.ts, SQL generate_series), then the p99 latency of the back-office reads an
// agent waits for: the Command Center's figures for 30 and 365 days, the searches list, and the
// bookings list (GET /api/agent/bookings, skipped with a note while it answers 404).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLoad } from './open-load.mjs';
import { ROOT, TENANT_HOST, startApi } from './servers.mjs';

const OWNER = { email: 'owner@sunrise-travel.example', password: 'Owner#2026' };
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const CENTER_ROUTES = [
  { id: 'center-30', label: 'GET /api/agent/dashboard (30 days)', path: () => `/api/agent/dashboard?from=${day(-29)}&to=${day(0)}&currency=USD` },
  { id: 'center-365', label: 'GET /api/agent/dashboard (365 days)', path: () => `/api/agent/dashboard?from=${day(-364)}&to=${day(0)}&currency=EUR` },
  { id: 'center-searches', label: 'GET /api/agent/searches?page=1', path: () => '/api/agent/searches?page=1' },
  { id: 'center-bookings', label: 'GET /api/agent/bookings?page=1', path: () => '/api/agent/bookings?page=1', optional: true },
];

/** Runs bench/center-data.ts against the server's database (DATA_DIR or DATABASE_URL), as the server would open it. */
function generate(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/center-data.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim().split('\n').at(-1)) : reject(new Error(`data generation failed (${code}): ${out.slice(-2000)}`)),
    );
  });
}

async function login(baseUrl) {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { host: TENANT_HOST, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`owner login failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('x-access-token='));
  if (!cookie) throw new Error('owner login set no access cookie');
  return cookie.split(';')[0];
}

/**
 * @param {object} o
 * @param {string} [o.databaseUrl]  a fresh PostgreSQL database (else embedded PGlite in a temporary DATA_DIR)
 * @param {string} [o.webDist]
 * @param {{ warmupSeconds: number, fixedSeconds: number }} o.settings
 * @param {(line: string) => void} o.log
 */
export async function measureCommandCenter({ databaseUrl, webDist, settings, log }) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'tf-bench-center-'));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  Object.assign(env, { NODE_ENV: 'development', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) });
  let api;
  try {
    const started = Date.now();
    const generated = await generate(env);
    log(`${generated} (${((Date.now() - started) / 1000).toFixed(0)} s with start-up)`);
    api = await startApi({ databaseUrl, webDist, dataDir });
    const cookie = await login(api.baseUrl);
    const headers = { host: TENANT_HOST, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd', cookie };
    const rows = [];
    for (const route of CENTER_ROUTES) {
      const probe = await fetch(`${api.baseUrl}${route.path()}`, { headers });
      if (probe.status === 404 && route.optional) {
        rows.push({ id: route.id, label: route.label, skipped: 'not built yet (404)' });
        log(`${route.label}: not built yet (404)`);
        continue;
      }
      if (!probe.ok) {
        rows.push({ id: route.id, label: route.label, error: `${probe.status} ${(await probe.text()).slice(0, 200)}` });
        continue;
      }
      const bytes = (await probe.arrayBuffer()).byteLength;
      // An agent's page, not a storm: 20 requests a second, each measured from when it was due.
      const r = await openLoad({
        url: `${api.baseUrl}${route.path()}`,
        headers,
        rate: 20,
        duration: settings.fixedSeconds * 2,
        warmup: settings.warmupSeconds,
        maxSockets: 8,
      });
      rows.push({
        id: route.id,
        label: route.label,
        bytes,
        rate: 20,
        requests: r.requests,
        errors: r.errors,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
      });
      log(`${route.label}: p50 ${r.latency.p50?.toFixed(1)} ms, p99 ${r.latency.p99?.toFixed(1)} ms, ${r.errors} errors`);
    }
    return { backend: databaseUrl ? 'postgres' : 'pglite', generated, rows, loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))) };
  } finally {
    await api?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
