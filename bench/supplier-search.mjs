// The supplier search phase (issue #41): "a hotel search across two recorded suppliers (each
// answering with a realistic 300 ms latency) answers its first page in ≤ 450 ms p99 at 50
// searches/s". Sunrise's owner adds a Duffel and a LiteAPI account, both switched on for hotels,
// so every search asks both at once and shows each property once (decision 0105). The suppliers
// are the recorded stand-in (bench/recorded-suppliers.ts, in its own process), each answer held
// back 300 ms. Every request is a different search (point, dates, party), so the search cache never
// answers; visitors are anonymous, as most searches are. Each answer is checked: Casa do Rio Lisboa,
// listed by both suppliers, shows exactly once; and the stand-in counts each supplier's calls.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { openLoad } from './open-load.mjs';
import { ROOT, TENANT_HOST, startApi } from './servers.mjs';

export const SUPPLIER_LATENCY_MS = 300;
export const SUPPLIER_SEARCH = {
  id: 'hotel-search-two-suppliers',
  label: `GET /hotel-api/search, Duffel + LiteAPI accounts (${SUPPLIER_LATENCY_MS} ms each), a new search each time, first page`,
  rate: 50,
};
/** The property both recorded suppliers list (recorded-accounts.ts): one listing after the merge. */
const TWIN = 'Casa do Rio Lisboa';
const OWNER = { email: 'owner@sunrise-travel.example', password: 'Owner#2026' };
const ACCOUNTS = [
  { supplier: 'duffel', label: 'Bench Duffel', credentials: 'agency', secret: 'duffel_test_BenchKey0a1b2c3d4e5f6g7h8', products: ['hotel'] },
  { supplier: 'liteapi', label: 'Bench LiteAPI', credentials: 'agency', secret: 'sand_0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', products: ['hotel'] },
];
/** One call per search to each supplier's search (LiteAPI also reads its hotel list beside it). */
const DUFFEL_SEARCH = 'POST /stays/search';
const LITE_SEARCH = 'POST /liteapi/api/v3.0/hotels/rates';

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The i-th search: a point near central Lisbon (5 m further north each time), 14 to 103 days ahead, 1 to 5 nights, 1 to 3 adults in one room. */
export function supplierSearchPath(i) {
  const ahead = 14 + (i % 90);
  const q = new URLSearchParams({
    lat: (38.7223 + i * 0.00005).toFixed(5),
    long: '-9.1393',
    checkin_date: day(ahead),
    checkout_date: day(ahead + 1 + (i % 5)),
    occupancy: String(1 + (i % 3)),
    searchString: 'Lisbon',
    currency: 'EUR',
    page: '1',
  });
  return `/hotel-api/search?${q.toString()}`;
}

/** The recorded suppliers in a child process (node --import tsx), driven over IPC. */
async function startSuppliers() {
  const child = fork(path.join(ROOT, 'bench/recorded-suppliers.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m);
      };
      const onExit = (code) => reject(new Error(`the recorded suppliers exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const urls = await next('ready');
  return {
    ...urls,
    pid: child.pid,
    setLatency: (ms) => (child.send({ type: 'latency', ms }), next('latency')),
    /** Calls seen from the `from`-th on, as 'METHOD /path'. */
    seen: (from = 0) => (child.send({ type: 'seen', from }), next('seen')),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => (clearTimeout(timer), resolve()));
        child.send({ type: 'close' });
      }),
  };
}

async function send(baseUrl, method, url, { cookie, body } = {}) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { host: TENANT_HOST, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res;
}

async function addAccounts(baseUrl) {
  const login = await send(baseUrl, 'POST', '/api/user/login', { body: OWNER });
  if (!login.ok) throw new Error(`owner login failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('x-access-token='))?.split(';')[0];
  if (!cookie) throw new Error('owner login set no access cookie');
  for (const account of ACCOUNTS) {
    const res = await send(baseUrl, 'POST', '/api/agency/settings/suppliers', { cookie, body: account });
    if (res.status !== 201) throw new Error(`adding the ${account.supplier} account answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
}

const decode = (body, headers) => {
  const enc = headers['content-encoding'];
  const raw = enc === 'br' ? zlib.brotliDecompressSync(body) : enc === 'gzip' ? zlib.gunzipSync(body) : enc === 'deflate' ? zlib.inflateSync(body) : body;
  return JSON.parse(raw.toString('utf8'));
};
/** How many times the answer's first page lists the twin property. */
const twinsIn = (data) => (data?.hotels ?? []).filter((h) => h.name === TWIN).length;

/**
 * @param {object} o
 * @param {string} [o.databaseUrl]  a fresh PostgreSQL database (else embedded PGlite)
 * @param {string} [o.webDist]
 * @param {{ quick: boolean }} o.settings
 * @param {(line: string) => void} o.log
 */
export async function measureSupplierSearch({ databaseUrl, webDist, settings, log }) {
  const backend = databaseUrl ? 'postgres' : 'pglite';
  const row = { id: SUPPLIER_SEARCH.id, label: SUPPLIER_SEARCH.label, rate: SUPPLIER_SEARCH.rate };
  const suppliers = await startSuppliers();
  let api;
  try {
    await suppliers.setLatency(SUPPLIER_LATENCY_MS);
    api = await startApi({
      databaseUrl,
      webDist,
      env: {
        DUFFEL_API_URL: suppliers.duffelUrl,
        LITEAPI_API_URL: suppliers.liteApiUrl,
        LITEAPI_BOOK_URL: suppliers.liteBookUrl,
        // Well above the suppliers' 300 ms: a slow answer shows in the p99, not as a timeout.
        SUPPLIER_TIMEOUT_MS: '3000',
      },
    });
    await addAccounts(api.baseUrl);
    // Warm-up, one at a time (JIT, the agency's accounts read, keep-alive sockets to the suppliers);
    // its searches are numbered past the measured ones, so none is asked twice.
    const warmupCount = settings.quick ? 10 : 20;
    const duration = settings.quick ? 10 : 25;
    const warmupLoad = settings.quick ? 2 : 5;
    const offset = 1_000_000;
    for (let i = 0; i < warmupCount; i++) {
      const res = await send(api.baseUrl, 'GET', supplierSearchPath(offset + i));
      const body = await res.json().catch(() => null);
      if (!res.ok) return { backend, rows: [{ ...row, error: `a warm-up search answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}` }] };
      if (twinsIn(body?.data) !== 1)
        return {
          backend,
          rows: [{ ...row, error: `a warm-up search listed ${TWIN} ${twinsIn(body?.data)} times: ${JSON.stringify(body?.data?.hotels?.map((h) => h.name))}` }],
        };
    }
    const seenBefore = (await suppliers.seen()).total;
    let checked = 0;
    let notOnce = 0;
    let firstProblem;
    const loadAverageBefore = os.loadavg().map((x) => Number(x.toFixed(2)));
    const r = await openLoad({
      url: `${api.baseUrl}/hotel-api/search`,
      path: (i) => supplierSearchPath(i),
      headers: { host: TENANT_HOST, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' },
      rate: SUPPLIER_SEARCH.rate,
      duration,
      warmup: warmupLoad,
      maxSockets: 128,
      onAnswer: (i, status, body, headers) => {
        if (status !== 200) return;
        checked += 1;
        let twins;
        try {
          twins = twinsIn(decode(body, headers).data);
        } catch (err) {
          twins = `unreadable (${err instanceof Error ? err.message : String(err)})`;
        }
        if (twins !== 1) {
          notOnce += 1;
          firstProblem ??= `search ${i} listed ${TWIN} ${twins} times`;
        }
      },
    });
    const calls = (await suppliers.seen(seenBefore)).calls;
    // Every search of the load that was answered (warm-up included) asked each supplier once; one
    // the load generator gave up on may have asked them too.
    const searches = r.answered;
    const sent = r.requests + r.warmupRequests - r.dropped;
    const duffelCalls = calls.filter((c) => c === DUFFEL_SEARCH).length;
    const liteCalls = calls.filter((c) => c === LITE_SEARCH).length;
    log(
      `${SUPPLIER_SEARCH.label}: ${SUPPLIER_SEARCH.rate} req/s for ${duration}s, p50 ${r.latency.p50?.toFixed(1)} ms, p95 ${r.latency.p95?.toFixed(1)} ms, p99 ${r.latency.p99?.toFixed(1)} ms, max ${r.latency.max?.toFixed(1)} ms, ${r.errors + r.timeouts} errors, ${r.non2xx} non-2xx; ${TWIN} once in ${checked - notOnce} of ${checked} answers; ${searches} searches, Duffel asked ${duffelCalls}, LiteAPI ${liteCalls}`,
    );
    return {
      backend,
      supplierLatencyMs: SUPPLIER_LATENCY_MS,
      loadAverageBefore,
      loadAverageAfter: os.loadavg().map((x) => Number(x.toFixed(2))),
      rows: [
        {
          ...row,
          requests: r.requests,
          achievedRps: r.achievedRps,
          errors: r.errors + r.timeouts,
          non2xx: r.non2xx,
          p50: r.latency.p50,
          p95: r.latency.p95,
          p99: r.latency.p99,
          max: r.latency.max,
          maxGeneratorLagMs: r.maxGeneratorLagMs,
          checked,
          notOnce,
          firstProblem,
          searches,
          sent,
          duffelCalls,
          liteCalls,
        },
      ],
    };
  } finally {
    await api?.stop();
    await suppliers.stop();
  }
}
