// The product search phases: "a flight search of the sandbox answers the first offers in ≤ 300 ms
// p99 at 100 searches/s" (issue #17), and the same of car and activity searches (issue #18). Every
// request is a different search (place, dates, party), so each runs the sandbox's search rather
// than the agency's search cache; the answer is the first page (20 results), as the results page
// asks for it.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { compileOptions } from '../scripts/server-process.mjs';
import { openLoad } from './open-load.mjs';
import { ROOT, TENANT_HOST, startApi } from './servers.mjs';

const AIRPORTS = ['LHR', 'JFK', 'CDG', 'LAX', 'SFO', 'DXB', 'SIN', 'FRA', 'AMS', 'MAD', 'BCN', 'NRT', 'ORD', 'MIA', 'FCO', 'IST'];
/** Cities with rental counters and tours: name, country, latitude, longitude. */
const CITIES = [
  ['Lisbon', 'PT', 38.7223, -9.1393],
  ['Paris', 'FR', 48.8566, 2.3522],
  ['London', 'GB', 51.5072, -0.1276],
  ['New York', 'US', 40.7128, -74.006],
  ['Los Angeles', 'US', 34.0522, -118.2437],
  ['Rome', 'IT', 41.9028, 12.4964],
  ['Barcelona', 'ES', 41.3874, 2.1686],
  ['Dubai', 'AE', 25.2048, 55.2708],
  ['Tokyo', 'JP', 35.6762, 139.6503],
  ['Sydney', 'AU', -33.8688, 151.2093],
  ['Berlin', 'DE', 52.52, 13.405],
  ['Amsterdam', 'NL', 52.3676, 4.9041],
  ['Miami', 'US', 25.7617, -80.1918],
  ['Mexico City', 'MX', 19.4326, -99.1332],
  ['Istanbul', 'TR', 41.0082, 28.9784],
  ['Singapore', 'SG', 1.3521, 103.8198],
];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const page = { currency: 'USD', page: '1', pageSize: '20' };

/** The i-th flight search: a round trip between two airports, 7 to 127 days ahead, 1 to 2 adults, 4 to 10 nights away. */
export function flightSearchPath(i) {
  const from = AIRPORTS[i % AIRPORTS.length];
  const to = AIRPORTS[(i * 7 + 3 + Math.floor(i / AIRPORTS.length)) % AIRPORTS.length];
  const dest = to === from ? AIRPORTS[(AIRPORTS.indexOf(from) + 1) % AIRPORTS.length] : to;
  const ahead = 7 + (i % 120);
  const away = 4 + (Math.floor(i / 7) % 7);
  const q = new URLSearchParams({ adults: String(1 + (i % 2)), ...page });
  q.append('slice', `${from}.${dest}.${day(ahead)}`);
  q.append('slice', `${dest}.${from}.${day(ahead + away)}`);
  return `/flight-api/search?${q.toString()}`;
}

/** The i-th car search: a city's counter, 7 to 127 days ahead, 1 to 14 days, drivers of 25 to 64. */
export function carSearchPath(i) {
  const [name, country, lat, long] = CITIES[i % CITIES.length];
  const ahead = 7 + (Math.floor(i / CITIES.length) % 120);
  const q = new URLSearchParams({
    pickup: name,
    pickup_lat: String(lat),
    pickup_long: String(long),
    pickup_country: country,
    pickup_date: day(ahead),
    pickup_time: '10:00',
    dropoff_date: day(ahead + 1 + (i % 14)),
    dropoff_time: '10:00',
    driver_age: String(25 + (i % 40)),
    ...page,
  });
  return `/api/car-rental/search?${q.toString()}`;
}

/** The i-th activity search: a city, 7 to 127 days ahead, 1 to 7 days there. */
export function activitySearchPath(i) {
  const [name, country, lat, long] = CITIES[i % CITIES.length];
  const ahead = 7 + (Math.floor(i / CITIES.length) % 120);
  const q = new URLSearchParams({
    destination: name,
    lat: String(lat),
    long: String(long),
    country,
    start_date: day(ahead),
    end_date: day(ahead + (i % 7)),
    ...page,
  });
  return `/api/activities/search?${q.toString()}`;
}

const CRUISE_LINES = ['royal-caribbean', 'carnival', 'msc', 'celebrity', 'disney', 'norwegian', 'princess', 'holland-america', 'viking', 'cunard', 'costa'];
const month = (offset) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + offset);
  return d.toISOString().slice(0, 7);
};

/** The i-th cruise search: a month 1 to 12 ahead, one or two lines (or all of the agency's), 1 to 4 adults. */
export function cruiseSearchPath(i) {
  const lines = i % 5 === 0 ? [] : [CRUISE_LINES[i % CRUISE_LINES.length], ...(i % 3 === 0 ? [CRUISE_LINES[(i + 4) % CRUISE_LINES.length]] : [])];
  const q = new URLSearchParams({ month: month(1 + (i % 12)), adults: String(1 + (i % 4)), ...(lines.length ? { ship_line: lines.join(',') } : {}), ...page });
  return `/api/cruise/search?${q.toString()}`;
}

/** The i-th resort availability: one of the 10 regions, 7 to 127 days ahead, 2 to 8 nights, 1 or 2 adults. */
export function resortAvailabilityPath(i) {
  const ahead = 7 + (Math.floor(i / 10) % 120);
  const q = new URLSearchParams({
    region_id: String(1 + (i % 10)),
    checkin_date: day(ahead),
    checkout_date: day(ahead + 2 + (i % 7)),
    adults: String(1 + (i % 2)),
    currency: 'USD',
  });
  return `/resort-api/properties/availability?${q.toString()}`;
}

/** The measured searches: the phase name (--only) is the key. */
export const PRODUCT_SEARCHES = {
  flights: {
    id: 'flight-search',
    label: 'GET /flight-api/search (a new trip each time, first page)',
    rate: 100,
    path: flightSearchPath,
    found: (d) => d?.offers,
  },
  cars: { id: 'car-search', label: 'GET /api/car-rental/search (a new rental each time, first page)', rate: 100, path: carSearchPath, found: (d) => d?.offers },
  activities: {
    id: 'activity-search',
    label: 'GET /api/activities/search (a new stay each time, first page)',
    rate: 100,
    path: activitySearchPath,
    found: (d) => d?.activities,
  },
  cruises: {
    id: 'cruise-search',
    label: 'GET /api/cruise/search (a new sailing search each time, first page)',
    rate: 100,
    path: cruiseSearchPath,
    found: (d) => d?.sailings,
  },
  resorts: {
    id: 'resort-availability',
    label: 'GET /resort-api/properties/availability (a new stay each time)',
    rate: 100,
    path: resortAvailabilityPath,
    found: (d) => (Array.isArray(d) ? d : (d?.resorts ?? d?.properties)),
  },
};

/**
 * @param {keyof typeof PRODUCT_SEARCHES} product
 * @param {object} o
 * @param {string} [o.databaseUrl]  a fresh PostgreSQL database (else embedded PGlite)
 * @param {string} [o.webDist]
 * @param {{ warmupSeconds: number, fixedSeconds: number }} o.settings
 * @param {(line: string) => void} o.log
 */
export async function measureProductSearch(product, { databaseUrl, webDist, settings, log }) {
  const search = PRODUCT_SEARCHES[product];
  const api = await startApi({ databaseUrl, webDist });
  const backend = databaseUrl ? 'postgres' : 'pglite';
  const headers = { host: TENANT_HOST, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
  try {
    const probe = await fetch(`${api.baseUrl}${search.path(0)}`, { headers: { host: TENANT_HOST, accept: 'application/json' } });
    const body = await probe.json().catch(() => null);
    const row = { id: search.id, label: search.label, rate: search.rate };
    if (!probe.ok) return { backend, rows: [{ ...row, error: `the probe search answered ${probe.status}: ${JSON.stringify(body).slice(0, 200)}` }] };
    const found = search.found(body?.data);
    if (!found?.length) {
      // The sandbox answered nothing (the product not built yet, or a failure it explains).
      return { backend, rows: [{ ...row, skipped: `not measured: the sandbox found nothing${body?.message ? ` (${body.message})` : ''}` }] };
    }
    // Requests 0 … n: the probe's search is request 0 again, the only one the cache may answer.
    // The server's CPU over the measured window: its main thread (the event loop, which one core
    // bounds) and the whole process (the collector's and libuv's threads as well).
    let before = null;
    const r = await openLoad({
      onMeasuring: () => (before = cpuNow(api.pid)),
      url: `${api.baseUrl}${search.path(0).split('?')[0]}`,
      path: (i) => search.path(i + 1),
      headers,
      rate: search.rate,
      duration: settings.fixedSeconds,
      warmup: settings.warmupSeconds,
      maxSockets: 64,
    });
    const after = cpuNow(api.pid);
    const cores = before && after ? coresBetween(before, after) : null;
    await api.stop();
    // The supplier's own time for the same searches, measured alone once the server is gone.
    const warm = Math.round(settings.warmupSeconds * search.rate);
    const own = await supplierOwnTime(product, 1, warm + r.requests, r.requests);
    const supplierCores = own === null ? null : (own * search.rate) / 1000;
    log(
      `${search.label}: ${search.rate} req/s, p50 ${r.latency.p50?.toFixed(1)} ms, p99 ${r.latency.p99?.toFixed(1)} ms, ${r.errors + r.timeouts} errors, ${r.non2xx} non-2xx` +
        (cores ? `, event loop ${cores.loop.toFixed(2)} core, process ${cores.process.toFixed(2)} cores` : '') +
        (supplierCores === null ? '' : `, the sandbox's own ${supplierCores.toFixed(2)} core (${own.toFixed(2)} ms a search, alone)`),
    );
    return {
      backend,
      rows: [
        {
          ...row,
          offers: found.length,
          requests: r.requests,
          achievedRps: r.achievedRps,
          errors: r.errors + r.timeouts,
          non2xx: r.non2xx,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          loopCores: cores?.loop ?? null,
          processCores: cores?.process ?? null,
          supplierCores,
        },
      ],
    };
  } finally {
    await api.stop();
  }
}

/**
 * The sandbox's own CPU per search (ms) for requests first … first+count-1 of a phase, the last
 * `measured` timed (bench/supplier-own-time.ts); null for a product it does not measure or on failure.
 */
async function supplierOwnTime(product, first, count, measured) {
  const script = await (ownTimeScript ??= buildOwnTimeScript().catch(() => null));
  if (!script) return null;
  return new Promise((resolve) => {
    execFile(process.execPath, [script, product, String(first), String(count), String(measured)], { cwd: ROOT, timeout: 120_000 }, (err, stdout) => {
      if (err) return resolve(null);
      try {
        resolve(JSON.parse(stdout.trim().split('\n').pop()).msPerSearch ?? null);
      } catch {
        resolve(null);
      }
    });
  });
}

let ownTimeScript;
/**
 * bench/supplier-own-time.ts compiled as the server is (compileOptions: bundled, npm packages left
 * to Node, no keepNames), so the sandbox runs the same code as in the server: under
 * tsx, esbuild's keepNames wraps every named closure the sandbox makes (~15% of its time alone).
 */
async function buildOwnTimeScript() {
  const { build } = await import('esbuild');
  const outfile = path.join(ROOT, 'node_modules/.cache/tripfront-bench/supplier-own-time.mjs');
  await build({ absWorkingDir: ROOT, entryPoints: ['bench/supplier-own-time.ts'], outfile, ...compileOptions(path.dirname(outfile)) });
  return outfile;
}

/** utime + stime in clock ticks (USER_HZ, 100 on Linux) from a /proc stat file. */
const ticksOf = (file) => {
  const stat = readFileSync(file, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(f[11]) + Number(f[12]);
};
/** The server's CPU so far: its main thread (the event loop) and the whole process; null when /proc cannot tell. */
function cpuNow(pid) {
  try {
    return { at: performance.now(), loop: ticksOf(`/proc/${pid}/task/${pid}/stat`), process: ticksOf(`/proc/${pid}/stat`) };
  } catch {
    return null;
  }
}
/** Cores kept busy between two readings of cpuNow. */
function coresBetween(a, b) {
  const seconds = (b.at - a.at) / 1000;
  return { loop: (b.loop - a.loop) / 100 / seconds, process: (b.process - a.process) / 100 / seconds };
}

/**
 * Issue #19: "a resort deals request superseded by a new one is aborted (no wasted supplier work)".
 * Each round sends a deals request, gives up on it as the storefront does when the traveller moves
 * the map (the socket closes while the request is in flight), and sends the next one, which must
 * answer. The server logs each superseded request and whether the supplier still worked for it;
 * those lines are counted here (LOG_LEVEL=info for this server only). The sandbox answers at memory
 * speed, faster than any abort can arrive, so this server gives its supplier a real one's latency
 * (SANDBOX_LATENCY_MS): the question is whether the superseded call stops, not how fast it is.
 */
const SUPPLIER_LATENCY_MS = 150;
export async function measureSupersededDeals({ databaseUrl, webDist, rounds = 200 }) {
  let tail = '';
  const seen = { none: 0, skipped: 0, wasted: 0 };
  const count = (text) => {
    const all = tail + text;
    for (const kind of /** @type {const} */ (['none', 'skipped', 'wasted'])) {
      const needle = `"supplierWork":"${kind}"`;
      for (let i = all.indexOf(needle, Math.max(0, tail.length - needle.length + 1)); i !== -1; i = all.indexOf(needle, i + 1)) seen[kind] += 1;
    }
    tail = all.slice(-64);
  };
  const api = await startApi({ databaseUrl, webDist, env: { LOG_LEVEL: 'info', SANDBOX_LATENCY_MS: String(SUPPLIER_LATENCY_MS) }, onOutput: count });
  const backend = databaseUrl ? 'postgres' : 'pglite';
  const { port } = new URL(api.baseUrl);
  const headers = { host: TENANT_HOST, 'content-type': 'application/json', accept: 'application/json' };
  const post = (lat, lon) => {
    const body = JSON.stringify({ lat, lon });
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/resort-api/properties/deals?currency=USD',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise((resolve) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', () => resolve('aborted'));
    });
    req.end(body);
    return { req, answer };
  };
  try {
    let answered = 0;
    let failed = 0;
    let superseded = 0;
    for (let i = 0; i < rounds; i += 1) {
      const [, , lat, lon] = CITIES[i % CITIES.length];
      const first = post(lat, lon);
      // The traveller moves on before the answer: the storefront aborts the request in flight (here
      // as soon as it is sent, so that the server has it and has not answered yet).
      await new Promise((resolve) => first.req.once('finish', resolve));
      first.req.destroy();
      if ((await first.answer) === 'aborted') superseded += 1;
      const next = await post(lat + 0.05, lon + 0.05).answer;
      if (next === 200) answered += 1;
      else failed += 1;
    }
    // The server's last log lines reach us after its answers.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return {
      backend,
      rows: [
        { id: 'resort-deals-superseded', label: 'POST /resort-api/properties/deals superseded by a new one', rounds, superseded, answered, failed, ...seen },
      ],
    };
  } finally {
    await api.stop();
  }
}
