// Many agencies on one instance: `npm run bench -- --agencies=1000` (or =10000).
//
// A white-label server's traffic is spread over its agencies' hosts. Caches sized or timed for one
// busy agency (compressed bodies, rendered pages, tenant contexts) can hold every agency of a demo
// yet thrash with a thousand, so the same load costs several times more CPU per request. This
// scenario writes a seed of N agencies cloned from the demo agency (subdomains a0001 …, hosts
// `<subdomain>.localhost`), starts a production server on it, asks every host once (as visitors
// arriving would), then measures, closed loop, the same routes over one host and spread over all N
// hosts (each request the next host): the ratio is what the spread costs.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BUDGETS } from './budgets.mjs';
import { dropBodies } from './open-load.mjs';
import { table } from './report.mjs';
import { ROOT, rssMb, startApi } from './servers.mjs';

const CONNECTIONS = 50;
const ROUTES = [
  { name: 'GET /api/agency', path: '/api/agency', budget: BUDGETS.p99Ms.agency },
  { name: 'GET / (visitor HTML)', path: '/', budget: BUDGETS.p99Ms.html },
];
/** The spread load keeps this share of the one-host throughput (the target of the many-agencies work). */
export const SPREAD_RATIO_TARGET = 0.8;

export const subdomainOf = (i, n) => `a${String(i + 1).padStart(Math.max(4, String(n).length), '0')}`;

/**
 * A seed file of `n` agencies in the demo format, each a copy of the first demo agency under its own
 * name, subdomain and host. One user each: the seed hashes every password (scrypt), which for
 * thousands of agencies is start-up time, not what is measured here.
 */
export function writeSeed(n, file) {
  const demo = JSON.parse(readFileSync(path.join(ROOT, 'seed/demo-agencies.json'), 'utf8'));
  const template = demo.agencies[0];
  const agencies = [];
  for (let i = 0; i < n; i++) {
    const sub = subdomainOf(i, n);
    agencies.push({
      ...template,
      hosts: [`${sub}.localhost`],
      agency: { ...template.agency, agencyName: `Agency ${sub.toUpperCase()}`, subdomain: sub },
      users: template.users.slice(0, 1).map((u) => ({ ...u, email: u.email.replace('@', `+${sub}@`) })),
    });
  }
  writeFileSync(file, JSON.stringify({ defaultHost: agencies[0].hosts[0], agencies }));
  return agencies.map((a) => a.hosts[0]);
}

/** One GET with a Host header (Node's fetch ignores it): answers the status. */
function get(port, host, urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { host, 'accept-encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
  });
}

/** Every host once per route, a few at a time: the first visitors of each agency. */
async function warm(port, hosts) {
  let next = 0;
  const bad = [];
  const worker = async () => {
    while (next < hosts.length) {
      const host = hosts[next++];
      for (const r of ROUTES) {
        const status = await get(port, host, r.path);
        if (status !== 200) bad.push(`${host}${r.path}: ${status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  if (bad.length) throw new Error(`warm-up: ${bad.length} answers not 200, e.g. ${bad.slice(0, 3).join(', ')}`);
}

/** Closed loop, `CONNECTIONS` keep-alive clients; with several hosts each request takes the next one. */
async function closedRun(api, route, hosts, seconds) {
  let i = 0;
  const result = await autocannon({
    url: api.baseUrl + route.path,
    headers: { 'accept-encoding': 'br' },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, headers: { ...req.headers, host: hosts[i++ % hosts.length] } }) }],
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    setupClient: dropBodies,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.total / result.duration, p99: result.latency.p99 };
}

/** CLOCK_MONOTONIC in µs: the clock of a .cpuprofile's timestamps. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * @param {{ agencies: number, seconds: number, webDist?: string, keepData?: string, cpuProfDir?: string, databaseUrl?: string, log: (s: string) => void }} opts
 * cpuProfDir: the server runs with V8's CPU profiler and writes its profile there, with
 * `windows.json`, when each measured load ran (the profile's clock), to read one load's share.
 * databaseUrl: an empty PostgreSQL database to seed and serve from instead of PGlite (keepData
 * does not apply: the database is seeded every run).
 */
export async function measureManyAgencies({ agencies: n, seconds, webDist, keepData, cpuProfDir, databaseUrl, log }) {
  const seedFile = path.join(os.tmpdir(), `tf-bench-agencies-${process.pid}.json`);
  const hosts = writeSeed(n, seedFile);
  // --keep-data=DIR: the seeded database is kept in DIR (seeding 1,000 agencies takes minutes) and
  // later runs start from a copy of it; each run gets its own copy, so none sees another's writes.
  let dataDir;
  let seeded = false;
  if (databaseUrl) {
    // PostgreSQL holds the data: nothing to keep or copy.
  } else if (keepData && existsSync(keepData)) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-bench-agencies-'));
    cpSync(keepData, dataDir, { recursive: true });
    seeded = true;
  } else {
    dataDir = keepData ?? mkdtempSync(path.join(os.tmpdir(), 'tf-bench-agencies-'));
  }
  const t0 = Date.now();
  // Seeding thousands of agencies is start-up: on a busy machine it takes longer than a server's usual start.
  const startTimeoutMs = 30 * 60_000;
  const env = { SEED_FILE: seedFile, ...(cpuProfDir ? { SHUTDOWN_GRACE_MS: '2000' } : {}) };
  if (!seeded) {
    // A server of its own seeds the agencies and stops: the measured server starts on their data, as
    // a platform's server restarts on agencies that arrived over months. Seeding 1,000 in the
    // measured process left PGlite's memory (which never shrinks) ~40 MB larger than serving them.
    const seeder = await startApi({ webDist, env, databaseUrl, startTimeoutMs, ...(dataDir ? { dataDir } : {}) });
    await seeder.stop();
  }
  const seededSeconds = (Date.now() - t0) / 1000;
  const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  // V8 writes the profile when the server exits on its own: its shutdown must finish (at most the
  // grace period and 5 s more) before the bench's stop kills it (10 s), queued renders or not.
  const t1 = Date.now();
  const api = await startApi({ webDist, env, nodeArgs, databaseUrl, startTimeoutMs, ...(dataDir ? { dataDir } : {}) });
  const windows = [];
  const timed = async (route, shape, load) => {
    const started = monotonicUs();
    const result = await load();
    windows.push({ route: route.name, shape, started, ended: monotonicUs() });
    return result;
  };
  try {
    const startSeconds = (Date.now() - t1) / 1000;
    log(`${n} agencies: ${seeded ? 'copied' : 'seeded'} in ${seededSeconds.toFixed(1)} s, the measured server listening ${startSeconds.toFixed(1)} s later`);
    const w0 = Date.now();
    await warm(api.port, hosts).catch((err) => {
      // A reset connection may be the server's end: say what it said last.
      throw new Error(`${err.message}; ${api.died() ?? `server still up, its last output: ${api.output.join('').trim().split('\n').slice(-5).join('\n')}`}`);
    });
    const warmSeconds = (Date.now() - w0) / 1000;
    log(`every host warmed in ${warmSeconds.toFixed(1)} s; RSS ${rssMb(api.pid)} MB`);
    const rows = [];
    const out = { agencies: n, seededSeconds, startSeconds, warmSeconds, loadAverageAtStart: os.loadavg(), routes: [] };
    for (const route of ROUTES) {
      // Short warm-up of each shape, then one host and the spread, twice in alternating order: the
      // machine is shared, and load that comes and goes should fall on both alike.
      await closedRun(api, route, hosts.slice(0, 1), 1);
      const one = [];
      const spread = [];
      for (const order of [0, 1]) {
        for (const shape of order ? ['spread', 'one'] : ['one', 'spread']) {
          if (shape === 'one') one.push(await timed(route, shape, () => closedRun(api, route, hosts.slice(0, 1), seconds)));
          else spread.push(await timed(route, shape, () => closedRun(api, route, hosts, seconds)));
        }
      }
      const mean = (runs, k) => runs.reduce((s, r) => s + r[k], 0) / runs.length;
      const r = {
        route: route.name,
        oneRps: mean(one, 'rps'),
        oneP99: Math.max(...one.map((x) => x.p99)),
        spreadRps: mean(spread, 'rps'),
        spreadP99: Math.max(...spread.map((x) => x.p99)),
      };
      r.ratio = r.spreadRps / r.oneRps;
      out.routes.push(r);
      rows.push([
        route.name,
        Math.round(r.oneRps),
        `${r.oneP99} ms`,
        Math.round(r.spreadRps),
        `${r.spreadP99} ms`,
        `${(r.ratio * 100).toFixed(0)}% ${r.ratio >= SPREAD_RATIO_TARGET ? 'ok' : `< ${SPREAD_RATIO_TARGET * 100}%`}`,
        `${route.budget} ms`,
      ]);
    }
    out.rssMb = rssMb(api.pid);
    log(table(['route', 'one host req/s', 'p99', `${n} hosts req/s`, 'p99', 'spread / one', 'p99 budget'], rows));
    log(
      `server RSS after the loads: ${out.rssMb} MB (budget ${BUDGETS.serverRssMbPglite} MB with PGlite${databaseUrl ? '; this run on PostgreSQL' : ''}); load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} (shared machine)`,
    );
    if (cpuProfDir) {
      writeFileSync(path.join(cpuProfDir, 'windows.json'), JSON.stringify(windows));
      log(`CPU profile (written when the server stops) and the loads' windows: ${cpuProfDir}`);
    }
    return out;
  } finally {
    await api.stop();
    if (dataDir && dataDir !== keepData) rmSync(dataDir, { recursive: true, force: true });
    rmSync(seedFile, { force: true });
  }
}
