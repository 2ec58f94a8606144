// API throughput and latency: each route gets an open-model fixed-rate run (for p50/p99 at a known
// load) and a closed-model max-throughput run with autocannon (for requests per second, compared with
// the bare Fastify route measured in the same run).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { dropBodies, openLoad } from './open-load.mjs';
import { rssMb, TENANT_HOST } from './servers.mjs';

// What a browser sends: the SPA's fetches carry Accept-Encoding, so compression is part of the cost.
const BROWSER_HEADERS = { host: TENANT_HOST, 'accept-encoding': 'gzip, deflate, br, zstd' };
const JSON_HEADERS = { ...BROWSER_HEADERS, accept: 'application/json' };
const POST_HEADERS = { ...JSON_HEADERS, 'content-type': 'application/json' };

const LOGIN = { email: 'traveller@sunrise-travel.example', password: 'Traveller#2026' };

/** Spec §9's default hotel deal search (1 room, 2 adults, radius 15, IN, USD, 3 months ahead at 11:00, 1 night). */
function hotelSearch({ latitude, longitude, country, daysAhead = 91 }) {
  const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + daysAhead));
  const iso = (d) => d.toISOString().slice(0, 10);
  const next = new Date(day.getTime() + 86_400_000);
  return {
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    stayPeriod: { start: `${iso(day)}T11:00:00`, end: `${iso(next)}T11:00:00` },
    latitude,
    longitude,
    nationality: 'IN',
    destinationCountryCode: country,
    currency: 'USD',
    radius: 15,
    searchString: '',
    isOTA: false,
    isHome: true,
    isFromDestination: false,
  };
}

const CACHED_DEAL_BODY = JSON.stringify(hotelSearch({ latitude: 28.6139, longitude: 77.209, country: 'IN' }));

const CITIES = [
  [48.8566, 2.3522, 'FR'],
  [51.5072, -0.1276, 'GB'],
  [40.7128, -74.006, 'US'],
  [35.6762, 139.6503, 'JP'],
  [41.9028, 12.4964, 'IT'],
  [41.3874, 2.1686, 'ES'],
  [25.2048, 55.2708, 'AE'],
  [13.7563, 100.5018, 'TH'],
  [-33.8688, 151.2093, 'AU'],
  [1.3521, 103.8198, 'SG'],
  [19.076, 72.8777, 'IN'],
  [59.3293, 18.0686, 'SE'],
];
/** A different search every time: city, stay date and a latitude offset (up to ~0.05°) all vary. */
function uncachedDealBody(i) {
  const [lat, lon, country] = CITIES[i % CITIES.length];
  return JSON.stringify(hotelSearch({ latitude: Number((lat + ((i * 7) % 5000) / 100_000).toFixed(5)), longitude: lon, country, daysAhead: 30 + (i % 45) }));
}

/**
 * The measured routes. `rate` is the fixed arrival rate of the open-model run; `optional` routes are
 * skipped with a note when the server answers 404 (not built yet).
 */
export const ROUTES = [
  { id: 'bare', label: 'bare Fastify {ok:true}', bare: true, method: 'GET', path: '/', headers: JSON_HEADERS, rate: 2000 },
  { id: 'agency', label: 'GET /api/agency', method: 'GET', path: '/api/agency', headers: JSON_HEADERS, rate: 2000 },
  {
    id: 'agency-identity',
    label: 'GET /api/agency (no Accept-Encoding)',
    method: 'GET',
    path: '/api/agency',
    headers: { host: TENANT_HOST, accept: 'application/json' },
    rate: 2000,
    info: 'same call without compression, to separate its cost',
  },
  { id: 'faqs', label: 'GET /api/agency/faqs', method: 'GET', path: '/api/agency/faqs', headers: JSON_HEADERS, rate: 2000 },
  {
    id: 'html',
    label: 'GET / (tenant HTML)',
    method: 'GET',
    path: '/',
    headers: { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml' },
    rate: 2000,
  },
  {
    id: 'login',
    label: 'POST /api/user/login',
    method: 'POST',
    path: '/api/user/login',
    headers: POST_HEADERS,
    body: JSON.stringify(LOGIN),
    rate: 20,
    // argon2id runs on libuv's 4 threads: more connections only queue. Four, not more: an attempt
    // is counted before the password is checked (issue #13), so a sixth in flight at once for the
    // account is refused (DEFAULT_LOGIN_LIMITS.perAccount, 5) and the run measured 429s.
    closedConnections: 4,
  },
  {
    id: 'deal-cached',
    label: 'POST hotel-search (cached)',
    method: 'POST',
    path: '/api/dealray/deals/hotel-search',
    headers: POST_HEADERS,
    body: CACHED_DEAL_BODY,
    rate: 2000,
    optional: true,
  },
  {
    id: 'deal-uncached',
    label: 'POST hotel-search (uncached)',
    method: 'POST',
    path: '/api/dealray/deals/hotel-search',
    headers: POST_HEADERS,
    body: uncachedDealBody,
    // Every request runs the supplier search: a rate the route can be expected to sustain.
    rate: 200,
    optional: true,
  },
  {
    id: 'auto-suggest',
    label: 'POST /api/v2/hotel/auto-suggest',
    method: 'POST',
    path: '/api/v2/hotel/auto-suggest',
    headers: POST_HEADERS,
    body: JSON.stringify({ text: 'par', isManageLocation: false }),
    rate: 2000,
    optional: true,
  },
];

const bodyOf = (route, i) => (typeof route.body === 'function' ? route.body(i) : route.body);

/** One request to see whether the route exists and answers 2xx before loading it. */
async function probe(baseUrl, route) {
  try {
    const res = await fetch(baseUrl + route.path, {
      method: route.method,
      headers: Object.fromEntries(Object.entries(route.headers).filter(([k]) => k !== 'accept-encoding')),
      body: bodyOf(route, 0),
    });
    const text = await res.text();
    return { status: res.status, text: text.slice(0, 200) };
  } catch (err) {
    return { status: 0, text: err instanceof Error ? err.message : String(err) };
  }
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Closed-model maximum throughput with autocannon: `connections` keep-alive clients, no pause. */
async function closedRun(baseUrl, route, { connections, duration }) {
  let counter = 1_000_000;
  const request =
    typeof route.body === 'function'
      ? {
          method: route.method,
          setupRequest: (req) => ({ ...req, body: route.body(counter++) }),
        }
      : { method: route.method, body: route.body };
  const result = await autocannon({
    url: baseUrl + route.path,
    method: route.method,
    headers: route.headers,
    requests: [request],
    connections,
    duration,
    timeout: 10,
    setupClient: dropBodies,
  });
  return {
    rps: result.requests.total / result.duration,
    seconds: result.duration,
    totalRequests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Fixed-rate run with autocannon's overallRate (kept for comparison; see bench/open-load.mjs). */
async function autocannonRateRun(baseUrl, route, { rate, duration }) {
  let counter = 2_000_000;
  const request =
    typeof route.body === 'function'
      ? { method: route.method, setupRequest: (req) => ({ ...req, body: route.body(counter++) }) }
      : { method: route.method, body: route.body };
  const r = await autocannon({
    url: baseUrl + route.path,
    headers: route.headers,
    requests: [request],
    connections: Math.min(100, rate),
    overallRate: rate,
    duration,
    timeout: 10,
    setupClient: dropBodies,
  });
  return {
    offeredRps: rate,
    requests: r.requests.total,
    achievedRps: r.requests.average,
    latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

/** CPU seconds used so far by the whole machine (/proc/stat) and by the given processes. */
function cpuSnapshot(pids) {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const busy = ticks.reduce((a, b) => a + b, 0) - ticks[3] - (ticks[4] ?? 0); // minus idle and iowait
    let ours = 0;
    for (const pid of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ours += Number(f[11]) + Number(f[12]); // utime + stime
    }
    return { at: performance.now(), busy, ours };
  } catch {
    return null;
  }
}
/** CPU seconds one process has used so far (utime + stime), or null. */
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return null;
  }
}

/** Cores that processes other than the bench and its servers kept busy between two snapshots. */
function otherCores(a, b) {
  if (!a || !b) return null;
  const hz = 100; // USER_HZ on Linux
  const seconds = (b.at - a.at) / 1000;
  return Math.max(0, (b.busy - a.busy - (b.ours - a.ours)) / hz / seconds);
}

/**
 * Measures every route against `api` (and the bare route against `bare`).
 *
 * The closed-model run of each route is paired with the bare route: route, bare, route, bare in
 * slices of closedDuration / 2 seconds, and the ratio compares them. On a shared machine whose
 * other load comes and goes, the bare figure next to each route is the fair reference.
 * @param {{ baseUrl: string, pid: number, died?: () => string | null }} api
 * @param {{ baseUrl: string, pid: number }} bareServer
 * @param {{ warmup: number, fixedDuration: number, closedDuration: number, closedPairs?: number, engine: 'open'|'autocannon', log: (s: string) => void }} opts
 */
export async function measureApi(api, bareServer, opts) {
  const rows = [];
  let serverDied;
  const pids = [process.pid, api.pid, bareServer.pid];
  const bareRoute = ROUTES.find((r) => r.bare);
  const bareSlices = [];
  const combine = (runs) => {
    const seconds = runs.reduce((n, r) => n + r.seconds, 0);
    return {
      rps: runs.reduce((n, r) => n + r.totalRequests, 0) / seconds,
      totalRequests: runs.reduce((n, r) => n + r.totalRequests, 0),
      p50: Math.max(...runs.map((r) => r.p50)),
      p99: Math.max(...runs.map((r) => r.p99)),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      slices: runs.map((r) => Math.round(r.rps)),
    };
  };
  for (const route of ROUTES) {
    const baseUrl = route.bare ? bareServer.baseUrl : api.baseUrl;
    const row = { id: route.id, label: route.label, method: route.method, path: route.path, rate: route.rate, info: route.info };
    const seen = await probe(baseUrl, route);
    if (seen.status === 404 && route.optional) {
      rows.push({ ...row, skipped: `not measured: ${route.method} ${route.path} answers 404 (route not built yet)` });
      opts.log(`  ${route.label}: skipped (404)`);
      continue;
    }
    if (seen.status < 200 || seen.status > 299) {
      rows.push({ ...row, skipped: `not measured: the probe request answered ${seen.status}: ${seen.text}` });
      opts.log(`  ${route.label}: skipped (probe answered ${seen.status})`);
      continue;
    }
    opts.log(`  ${route.label}: ${route.rate} req/s for ${opts.fixedDuration}s, then max throughput`);
    const url = baseUrl + route.path;
    const before = cpuSnapshot(pids);
    const serverPid = route.bare ? bareServer.pid : api.pid;
    const serverCpuBefore = processCpuSeconds(serverPid);
    // Warm-up: the same arrival rate, not recorded (JIT, caches, keep-alive sockets).
    const fixed =
      opts.engine === 'autocannon'
        ? (await autocannonRateRun(baseUrl, route, { rate: route.rate, duration: opts.warmup }),
          await autocannonRateRun(baseUrl, route, { rate: route.rate, duration: opts.fixedDuration }))
        : await openLoad({
            url,
            method: route.method,
            headers: route.headers,
            body: route.body,
            rate: route.rate,
            duration: opts.fixedDuration,
            warmup: opts.warmup,
          });
    fixed.otherCores = otherCores(before, cpuSnapshot(pids));
    // The server's own CPU per answered request (warm-up included in both): unlike requests per
    // second, hardly moved by what else the machine runs, so it compares routes on a busy machine.
    const serverCpuAfter = processCpuSeconds(serverPid);
    const served = fixed.answered ?? fixed.requests + (fixed.warmupRequests ?? Math.round(route.rate * opts.warmup));
    fixed.serverCpuUsPerRequest =
      serverCpuBefore === null || serverCpuAfter === null || served === 0 ? null : ((serverCpuAfter - serverCpuBefore) * 1e6) / served;
    const pairs = opts.closedPairs ?? 2;
    const slice = opts.closedDuration / pairs;
    const connections = route.closedConnections ?? 100;
    const routeRuns = [];
    const bareRuns = [];
    for (let i = 0; i < pairs; i++) {
      routeRuns.push(await closedRun(baseUrl, route, { connections, duration: slice }));
      if (!route.bare) bareRuns.push(await closedRun(bareServer.baseUrl, bareRoute, { connections: 100, duration: slice }));
    }
    const closed = combine(routeRuns);
    const bareNextTo = route.bare ? closed : combine(bareRuns);
    bareSlices.push(...bareNextTo.slices);
    // Each route slice against the bare slice right after it; the median pair, so that a burst of
    // someone else's load during one slice moves the ratio no more than any other pair does.
    const pairRatios = route.bare ? [1] : routeRuns.map((r, i) => r.rps / bareRuns[i].rps);
    rows.push({
      ...row,
      fixed,
      closed,
      bareNextTo: route.bare ? undefined : { rps: bareNextTo.rps, slices: bareNextTo.slices },
      pairRatios,
      ratioToBare: median(pairRatios),
      loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
      serverRssMb: rssMb(route.bare ? bareServer.pid : api.pid),
    });
    const died = api.died?.();
    if (died) {
      serverDied = `during ${route.label}: ${died}`;
      opts.log(`  ! the server died ${serverDied}`);
      break;
    }
  }
  const spread = bareSlices.length > 1 ? Math.max(...bareSlices) / Math.min(...bareSlices) : 1;
  // What the server holds once every route has run (issue #20's memory budget).
  const serverRssAfterMb = serverDied ? null : rssMb(api.pid);
  return { rows, bareRps: rows.find((r) => r.id === 'bare')?.closed?.rps, bareSpread: spread, serverDied, serverRssAfterMb };
}
