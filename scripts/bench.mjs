#!/usr/bin/env node
// `npm run bench`: API throughput and latency, initial JS/CSS sizes and Lighthouse scores of the real
// server on the demo data, printed as tables and written to bench/results.json.
//
//   npm run bench                      everything (PGlite; PostgreSQL too when DATABASE_URL is set)
//   npm run bench -- --quick           1 Lighthouse run per page, short load runs
//   npm run bench -- --only=api,size   some phases only (api | size | lighthouse | booking | center | flights | cars | activities | cruises | resorts | suppliers)
//   npm run bench -- --check           exit 1 when a budget fails (see bench/budgets.mjs)
//   --no-build                         measure apps/web/dist as it is
//   --dist=DIR                         measure the web build in DIR (built elsewhere) as it is
//   --presets=mobile                   Lighthouse presets (mobile, desktop; both by default)
//   --pages=/,/faqs                    Lighthouse pages besides the blog and its post (default /, /faqs, /about; empty: the blog's alone)
//   --engine=autocannon                fixed-rate runs with autocannon's overallRate (default: open)
//   --observability                    only what metrics and tracing cost, paired (bench/observability.mjs)
//   --agencies=1000                    only one host against N agency hosts, same load (bench/many-agencies.mjs)
//   --keep-data=DIR                    with --agencies: keep the seeded database in DIR, start later runs from it
//   --cpu-prof=DIR                     with --agencies: the server's CPU profile and the loads' windows in DIR
//   --postgres                         with --agencies: on a new database of DATABASE_URL's server instead of PGlite
//
// See docs/benchmarks.md for what is measured, how, and what each budget protects.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureApi } from '../bench/api.mjs';
import { measureCommandCenter } from '../bench/command-center.mjs';
import { measureManyAgencies } from '../bench/many-agencies.mjs';
import { measureObservability } from '../bench/observability.mjs';
import { PRODUCT_SEARCHES, measureProductSearch, measureSupersededDeals } from '../bench/product-search.mjs';
import { SUPPLIER_SEARCH, measureSupplierSearch } from '../bench/supplier-search.mjs';
import { checkBudgets, BUDGETS } from '../bench/budgets.mjs';
import { CHROME_PATH, measureLighthouse } from '../bench/lighthouse.mjs';
import { bookingPages, measureInteractions } from '../bench/booking-pages.mjs';
import { measureScrolledVisits, startAdStandIn, turnAdsOn } from '../bench/ads.mjs';
import { publishBenchPosts } from '../bench/content-pages.mjs';
import { fmt, table } from '../bench/report.mjs';
import { measureSizes } from '../bench/size.mjs';
import { ROOT, TENANT_HOST, createPgDatabase, startApi, startBare } from '../bench/servers.mjs';

process.chdir(ROOT);
const started = Date.now();

/** What to undo when the bench ends or is interrupted: servers, the PostgreSQL database, temp copies. */
const cleanups = new Set();
async function runCleanups() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    await Promise.resolve()
      .then(fn)
      .catch(() => undefined);
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and cleaning up…`);
    void runCleanups().then(() => process.exit(130));
  });
}

// ---- options ------------------------------------------------------------------------------------

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const value = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
if (flag('help') || flag('h')) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('\n')
      .slice(1, 17)
      .map((l) => l.replace(/^\/\/ ?/, ''))
      .join('\n'),
  );
  process.exit(0);
}
const PHASES = ['size', 'api', 'lighthouse', 'booking', 'center', 'flights', 'cars', 'activities', 'cruises', 'resorts', 'suppliers'];
const only = value('only');
const phases = new Set(only ? only.split(',').map((s) => s.trim()) : PHASES);
for (const p of phases) {
  if (!PHASES.includes(p)) {
    console.error(`--only: unknown phase '${p}' (use ${PHASES.join(', ')})`);
    process.exit(2);
  }
}
const quick = flag('quick');
const engine = value('engine') ?? 'open';
if (!['open', 'autocannon'].includes(engine)) {
  console.error(`--engine: use open or autocannon`);
  process.exit(2);
}
const settings = {
  quick,
  phases: [...phases],
  engine,
  warmupSeconds: quick ? 1 : 2,
  fixedSeconds: quick ? 3 : 8,
  closedSeconds: quick ? 2 : 10,
  closedPairs: quick ? 2 : 10,
  closedConnections: 100,
  lighthouseRuns: quick ? 1 : 3,
  lighthousePresets: value('presets')?.split(',') ?? ['mobile', 'desktop'],
  lighthouseTenants: [TENANT_HOST, 'nordic.localhost'],
  lighthousePages: value('pages') === undefined ? ['/', '/faqs', '/about'] : value('pages').split(',').filter(Boolean),
};
const distOption = value('dist');
const WEB_DIST = distOption ? path.resolve(distOption) : path.join(ROOT, 'apps/web/dist');

const log = (s) => console.log(s);
const section = (s) => console.log(`\n━━ ${s}`);

// ---- machine ------------------------------------------------------------------------------------

function cpuPressure() {
  try {
    return readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0];
  } catch {
    return undefined;
  }
}
/** Read-only: --no-optional-locks keeps `git status` from refreshing the index of a shared tree. */
function gitCommit() {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  if (r.status !== 0) return undefined;
  const dirty = spawnSync('git', ['--no-optional-locks', 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).stdout.trim() !== '';
  return `${r.stdout.trim()}${dirty ? ' (uncommitted changes)' : ''}`;
}
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  date: new Date().toISOString(),
  commit: gitCommit(),
  loadAverageAtStart: os.loadavg().map((x) => Number(x.toFixed(2))),
  cpuPressureAtStart: cpuPressure(),
};
section('Machine');
log(`${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.os}, ${machine.date}`);
const notes = [];
// Load average lags by a minute and counts the bench's own earlier runs: recorded, not judged. The
// API table's "other CPU" column says, run by run, whether other processes were competing.
log(`load average ${machine.loadAverageAtStart.join(' ')}`);

// ---- observability (decision 0081): its own mode, paired servers of one build -------------------

if (flag('observability')) {
  section('Metrics and tracing: off, metrics, metrics+traces on GET /api/agency (medians of alternating rounds)');
  await measureObservability({ log });
  process.exit(0);
}

// ---- web build ----------------------------------------------------------------------------------

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/**
 * The bench measures a private copy of the build, served through WEB_DIST: a rebuild of
 * apps/web/dist while the bench runs (npm start, npm test, another engineer) would otherwise
 * swap the hashed assets under the running server and break its pages.
 */
function snapshotDist() {
  for (let attempt = 0; attempt < 10; attempt++) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tf-bench-web-'));
    try {
      cpSync(WEB_DIST, dir, { recursive: true });
      const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
      const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
      if (refs.length > 0 && refs.every((r) => existsSync(path.join(dir, r)))) {
        cleanups.add(() => rmSync(dir, { recursive: true, force: true }));
        return dir;
      }
    } catch {
      // copied mid-rebuild: try again
    }
    rmSync(dir, { recursive: true, force: true });
    spawnSync('sleep', ['1']);
  }
  return undefined;
}

// ---- many agencies: its own mode, one server seeded with N agencies ------------------------------

if (value('agencies')) {
  const n = Number(value('agencies'));
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--agencies: a whole number of agencies, at least 1 (got '${value('agencies')}')`);
    process.exit(2);
  }
  if (!flag('no-build') && !distOption && !existsSync(path.join(WEB_DIST, 'index.html'))) {
    section('Building the web app (no build yet)');
    spawnSync('npm', ['run', 'build', '-w', '@tripfront/web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dist = snapshotDist();
  if (!dist) {
    console.error(`${path.relative(ROOT, WEB_DIST)}: no web build to serve the visitor pages`);
    process.exit(1);
  }
  section(`Many agencies: one host against ${n} hosts, same closed load (${quick ? 2 : 4} s per run)`);
  const keepData = value('keep-data');
  const cpuProfDir = value('cpu-prof');
  let databaseUrl;
  if (flag('postgres')) {
    if (!process.env.DATABASE_URL) {
      console.error('--postgres: set DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
      process.exit(2);
    }
    const db = await createPgDatabase(process.env.DATABASE_URL);
    cleanups.add(() => db.drop());
    databaseUrl = db.url;
  }
  if (cpuProfDir) mkdirSync(path.resolve(cpuProfDir), { recursive: true });
  await measureManyAgencies({
    agencies: n,
    seconds: quick ? 2 : 4,
    webDist: dist,
    log,
    ...(keepData ? { keepData: path.resolve(keepData) } : {}),
    ...(cpuProfDir ? { cpuProfDir: path.resolve(cpuProfDir) } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  await runCleanups();
  process.exit(0);
}

let buildError;
let webDist;
if (phases.has('size') || phases.has('lighthouse') || phases.has('booking')) {
  const builtAt = newestMtime(path.join(WEB_DIST, 'index.html'));
  const sourcesAt = Math.max(...['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'].map(newestMtime));
  // As `npm start` does: build when missing or older than its sources, so the figures are of the code.
  if (!flag('no-build') && !distOption && (builtAt === 0 || sourcesAt > builtAt)) {
    section(builtAt === 0 ? 'Building the web app (no build yet)' : 'Building the web app (sources changed)');
    const b = spawnSync('npm', ['run', 'build', '-w', '@tripfront/web'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (b.status !== 0) buildError = `web build failed (exit ${b.status}): npm run build -w @tripfront/web`;
  }
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) buildError ??= `${path.relative(ROOT, WEB_DIST)}/index.html is missing`;
  if (!buildError) {
    webDist = snapshotDist();
    if (!webDist) buildError = `${path.relative(ROOT, WEB_DIST)} kept changing (someone rebuilding?): no consistent copy in 10 tries`;
  }
  if (buildError) {
    notes.push(buildError);
    console.warn(`! ${buildError}; sizes and Lighthouse are not measured.`);
  }
}

const results = {
  machine,
  settings,
  budgets: BUDGETS,
  notes,
  size: undefined,
  api: [],
  lighthouse: undefined,
  booking: undefined,
  center: [],
  flights: [],
  cars: [],
  activities: [],
  cruises: [],
  resorts: [],
  suppliers: [],
};
const phaseErrors = [];

// ---- sizes --------------------------------------------------------------------------------------

if (phases.has('size')) {
  section('Initial JS and CSS of the home page (gzip -9)');
  results.size = buildError ? { skipped: buildError } : measureSizes(webDist);
  if (!results.size.skipped) printSizes(results.size);
}

// ---- API and Lighthouse -------------------------------------------------------------------------

async function apiRun(backend, api) {
  section(
    `API on ${backend}: ${settings.engine === 'open' ? 'open-model' : 'autocannon overallRate'} fixed rate, then closed model (${settings.closedConnections} connections, ${settings.closedSeconds}s, paired with the bare route)`,
  );
  const bare = await startBare();
  cleanups.add(bare.stop);
  try {
    const { rows, bareRps, bareSpread, serverDied, serverRssAfterMb } = await measureApi(api, bare, {
      warmup: settings.warmupSeconds,
      fixedDuration: settings.fixedSeconds,
      closedDuration: settings.closedSeconds,
      closedPairs: settings.closedPairs,
      engine: settings.engine,
      log,
    });
    const busiest = Math.max(0, ...rows.map((r) => r.fixed?.otherCores ?? 0));
    if (bareSpread > 1.3 || busiest > 0.25) {
      const n = `[${backend}] the machine was not steady: the bare route's throughput ranged ${Math.round((bareSpread - 1) * 100)}% between its slices and other processes kept up to ${busiest.toFixed(2)} cores busy during a fixed-rate run; ratios are paired with the bare route next to them, but p99s are pessimistic.`;
      notes.push(n);
      console.warn(`! ${n}`);
    }
    if (serverDied) phaseErrors.push(`API on ${backend}: the server died ${serverDied}`);
    return { backend, bareRps, bareSpread, rows, serverDied, serverRssAfterMb, loadAverageAfter: os.loadavg().map((x) => Number(x.toFixed(2))) };
  } finally {
    await bare.stop();
    cleanups.delete(bare.stop);
  }
}

if (phases.has('api') || ((phases.has('lighthouse') || phases.has('booking')) && !buildError)) {
  section('Starting the server on embedded PGlite (fresh DATA_DIR)');
  let api;
  try {
    api = await startApi({ webDist });
    cleanups.add(api.stop);
    log(`listening on ${api.baseUrl} (pid ${api.pid})`);
    if (phases.has('api')) {
      try {
        results.api.push(await apiRun('pglite', api));
        printApi(results.api.at(-1));
      } catch (err) {
        results.api.push({ backend: 'pglite', error: message(err) });
        phaseErrors.push(`API on PGlite: ${message(err)}`);
      }
    }
    if (phases.has('lighthouse')) {
      if (buildError) results.lighthouse = { skipped: buildError };
      else {
        if (api.died()) {
          log('the server died during the API runs: starting a fresh one for Lighthouse');
          api = await startApi({ webDist });
          cleanups.add(api.stop);
        }
        // The blog and a post (issue #44), written through the API first.
        const pages = [...settings.lighthousePages, ...(await publishBenchPosts(api.baseUrl, settings.lighthouseTenants))];
        const total = settings.lighthousePresets.length * settings.lighthouseTenants.length * pages.length * settings.lighthouseRuns;
        section(`Lighthouse 12.8 in ${CHROME_PATH}: median of ${settings.lighthouseRuns} run(s), ${total} runs`);
        try {
          const rows = await measureLighthouse({
            tenants: settings.lighthouseTenants,
            pages,
            port: api.port,
            runs: settings.lighthouseRuns,
            presets: settings.lighthousePresets,
            log,
            register: (fn) => cleanups.add(fn),
          });
          results.lighthouse = { rows };
          printLighthouse(rows);
        } catch (err) {
          results.lighthouse = { error: message(err) };
          phaseErrors.push(`Lighthouse: ${message(err)}`);
        }
        results.lighthouse.ads = await measureAds(api);
      }
    }
    if (phases.has('booking')) {
      if (buildError) results.booking = { skipped: buildError };
      else results.booking = await bookingRun(api);
    }
  } catch (err) {
    phaseErrors.push(`server on PGlite: ${message(err)}`);
    if (phases.has('api')) results.api.push({ backend: 'pglite', error: message(err) });
    if (phases.has('lighthouse')) results.lighthouse = { error: message(err) };
    if (phases.has('booking')) results.booking = { error: message(err) };
  } finally {
    await api?.stop();
    cleanups.delete(api?.stop);
  }
} else {
  if (phases.has('lighthouse')) results.lighthouse = { skipped: buildError };
  if (phases.has('booking')) results.booking = { skipped: buildError };
}

if (phases.has('api')) {
  if (process.env.DATABASE_URL) {
    section('Starting the server on PostgreSQL (a fresh database on the DATABASE_URL server)');
    let db;
    let api;
    try {
      db = await createPgDatabase(process.env.DATABASE_URL);
      log(`database ${db.name}`);
      cleanups.add(db.drop);
      api = await startApi({ databaseUrl: db.url, webDist });
      cleanups.add(api.stop);
      log(`listening on ${api.baseUrl} (pid ${api.pid})`);
      results.api.push(await apiRun('postgres', api));
      printApi(results.api.at(-1));
    } catch (err) {
      results.api.push({ backend: 'postgres', error: message(err) });
      phaseErrors.push(`API on PostgreSQL: ${message(err)}`);
    } finally {
      await api?.stop();
      cleanups.delete(api?.stop);
      await db?.drop().catch((err) => console.warn(`! could not drop ${db.name}: ${message(err)}`));
      cleanups.delete(db?.drop);
    }
  } else {
    const n = 'PostgreSQL run skipped: DATABASE_URL is not set (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres).';
    notes.push(n);
    log(`\n${n}`);
  }
}

// ---- Command Center (issue #16): 100,000 bookings ---------------------------------------------------

if (phases.has('center')) {
  const backends = [{ backend: 'pglite' }, ...(process.env.DATABASE_URL ? [{ backend: 'postgres' }] : [])];
  for (const { backend } of backends) {
    section(`Command Center and back-office lists, an agency with 100,000 bookings (${backend})`);
    let db;
    try {
      if (backend === 'postgres') {
        db = await createPgDatabase(process.env.DATABASE_URL);
        cleanups.add(db.drop);
      }
      const run = await measureCommandCenter({ databaseUrl: db?.url, webDist, settings, log });
      results.center.push(run);
      console.log(
        table(
          ['route', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'answer bytes'],
          run.rows.map((r) =>
            r.skipped || r.error
              ? [r.label, '–', '–', '–', '–', r.skipped ?? r.error]
              : [r.label, r.p50?.toFixed(1), r.p99?.toFixed(1), r.max?.toFixed(1), r.errors, r.bytes],
          ),
        ),
      );
    } catch (err) {
      results.center.push({ backend, error: message(err) });
      phaseErrors.push(`Command Center on ${backend}: ${message(err)}`);
    } finally {
      await db?.drop().catch((err) => console.warn(`! could not drop ${db.name}: ${message(err)}`));
      cleanups.delete(db?.drop);
    }
  }
}

// ---- Product searches (issues #17, #18, #19): a new search each time, at 100 searches/s ----------------

for (const product of /** @type {const} */ (['flights', 'cars', 'activities', 'cruises', 'resorts'])) {
  if (!phases.has(product)) continue;
  const backends = [{ backend: 'pglite' }, ...(process.env.DATABASE_URL ? [{ backend: 'postgres' }] : [])];
  for (const { backend } of backends) {
    section(`${PRODUCT_SEARCHES[product].label} of the sandbox (${backend})`);
    let db;
    try {
      if (backend === 'postgres') {
        db = await createPgDatabase(process.env.DATABASE_URL);
        cleanups.add(db.drop);
      }
      const run = await measureProductSearch(product, { databaseUrl: db?.url, webDist, settings, log });
      results[product].push(run);
      if (product === 'resorts') {
        // Issue #19: superseded deals requests are aborted before the supplier works for them.
        const deals = await measureSupersededDeals({ databaseUrl: db?.url, webDist });
        run.deals = deals.rows[0];
        const d = run.deals;
        log(
          `${d.label}: ${d.rounds} rounds, ${d.superseded} aborted by the client, server saw ${d.none + d.skipped + d.wasted} superseded: supplier never asked ${d.none}, stopped ${d.skipped}, wasted ${d.wasted}; next answered ${d.answered}, failed ${d.failed}`,
        );
      }
      console.log(
        table(
          ['route', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'found'],
          run.rows.map((r) =>
            r.skipped || r.error
              ? [r.label, r.rate, '–', '–', '–', '–', r.skipped ?? r.error]
              : [r.label, Math.round(r.achievedRps), r.p50?.toFixed(1), r.p99?.toFixed(1), r.max?.toFixed(1), r.errors + r.non2xx, r.offers],
          ),
        ),
      );
    } catch (err) {
      results[product].push({ backend, error: message(err) });
      phaseErrors.push(`${product} search on ${backend}: ${message(err)}`);
    } finally {
      await db?.drop().catch((err) => console.warn(`! could not drop ${db.name}: ${message(err)}`));
      cleanups.delete(db?.drop);
    }
  }
}

// ---- Hotel search across two supplier accounts (issue #41): 300 ms suppliers, 50 searches/s -----------

if (phases.has('suppliers')) {
  const backends = [{ backend: 'pglite' }, ...(process.env.DATABASE_URL ? [{ backend: 'postgres' }] : [])];
  for (const { backend } of backends) {
    section(`Hotel search across a Duffel and a LiteAPI account, recorded, each answering in 300 ms (${backend})`);
    let db;
    try {
      if (backend === 'postgres') {
        db = await createPgDatabase(process.env.DATABASE_URL);
        cleanups.add(db.drop);
      }
      const run = await measureSupplierSearch({ databaseUrl: db?.url, webDist, settings, log });
      results.suppliers.push(run);
      console.log(
        table(
          ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'merged once', 'Duffel / LiteAPI asked'],
          run.rows.map((r) =>
            r.error
              ? [r.label, SUPPLIER_SEARCH.rate, '–', '–', '–', '–', '–', '–', r.error]
              : [
                  r.label,
                  Math.round(r.achievedRps),
                  r.p50?.toFixed(1),
                  r.p95?.toFixed(1),
                  r.p99?.toFixed(1),
                  r.max?.toFixed(1),
                  r.errors + r.non2xx,
                  `${r.checked - r.notOnce} of ${r.checked}`,
                  `${r.duffelCalls} / ${r.liteCalls} for ${r.searches} answered`,
                ],
          ),
        ),
      );
    } catch (err) {
      results.suppliers.push({ backend, error: message(err) });
      phaseErrors.push(`supplier hotel search on ${backend}: ${message(err)}`);
    } finally {
      await db?.drop().catch((err) => console.warn(`! could not drop ${db.name}: ${message(err)}`));
      cleanups.delete(db?.drop);
    }
  }
}

// ---- summary ------------------------------------------------------------------------------------

machine.loadAverageAtEnd = os.loadavg().map((x) => Number(x.toFixed(2)));
machine.cpuPressureAtEnd = cpuPressure();
machine.benchSeconds = Math.round((Date.now() - started) / 1000);

const budgetRows = checkBudgets(results, phases);
results.budgetChecks = budgetRows;
section('Budgets');
log(
  table(
    ['budget', 'measured', 'result', 'detail'],
    budgetRows.map((b) => [b.budget, b.measured, b.status, b.detail ?? '']),
  ),
);

mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
log(`\nbench/results.json written; ${machine.benchSeconds}s in all.`);
for (const n of notes) log(`note: ${n}`);

await runCleanups();
const failed = budgetRows.filter((b) => b.status === 'FAIL');
if (phaseErrors.length > 0) {
  console.error(`\nPhases that could not run:\n${phaseErrors.map((e) => `  - ${e}`).join('\n')}`);
}
if (flag('check')) {
  if (failed.length > 0) {
    console.error(`\nBudgets failed (${failed.length}):\n${failed.map((b) => `  - ${b.budget}: ${b.measured}${b.detail ? ` (${b.detail})` : ''}`).join('\n')}`);
    process.exit(1);
  }
  log('\nAll budgets pass.');
}
process.exit(phaseErrors.length > 0 ? 1 : 0);

// ---- printing -----------------------------------------------------------------------------------

function message(err) {
  return err instanceof Error ? err.message.split('\n')[0] : String(err);
}

function printSizes(size) {
  log(
    table(
      ['initial (home page)', 'files', 'raw', 'gzip -9'],
      [
        ['JavaScript (entry + modulepreload)', size.initial.js.length, fmt.kb(size.initial.jsRaw), fmt.kb(size.initial.jsGzip)],
        ['CSS (stylesheets)', size.initial.css.length, fmt.kb(size.initial.cssRaw), fmt.kb(size.initial.cssGzip)],
      ],
      ['l', 'r', 'r', 'r'],
    ),
  );
  log(
    `\n${table(
      ['initial file', 'raw', 'gzip -9'],
      [...size.initial.js, ...size.initial.css].map((f) => [f.file, fmt.kb(f.raw), fmt.kb(f.gzip)]),
      ['l', 'r', 'r'],
    )}`,
  );
  for (const [rows, title, heading] of [
    [size.results, "Each product's results route: the JavaScript its first screen loads beyond the initial set (decision 0131):", 'results chunk'],
    [size.details, "Each product's details route: the JavaScript a details page loads beyond the initial set (decision 0136):", 'details chunk'],
  ]) {
    log(`\n${title}`);
    log(
      table(
        ['product', heading, 'adds JS', 'adds CSS'],
        rows.map((r) => [r.product, path.basename(r.route), r.missing ? 'missing' : fmt.kb(r.jsGzip), r.missing ? null : fmt.kb(r.cssGzip)]),
        ['l', 'l', 'r', 'r'],
      ),
    );
  }
  log(`\nLazy chunks, by ${size.attribution}; "adds" = gzip bytes not already in the initial set:`);
  log(
    table(
      ['lazy chunk (route)', 'adds JS', 'adds CSS', 'files'],
      size.routes.map((r) => [r.route, fmt.kb(r.addedJsGzip), fmt.kb(r.addedCssGzip), r.files.map((f) => path.basename(f)).join(' ')]),
      ['l', 'r', 'r', 'l'],
    ),
  );
}

function printApi(run) {
  const rows = run.rows.map((r) =>
    r.skipped
      ? [r.label, r.rate, null, null, null, null, null, null, null, null, null, null, r.skipped]
      : [
          r.label,
          fmt.int(r.fixed.offeredRps),
          fmt.int(r.fixed.achievedRps),
          fmt.ms(r.fixed.latency.p50),
          fmt.ms(r.fixed.latency.p99),
          r.fixed.errors + r.fixed.timeouts,
          r.fixed.non2xx,
          fmt.int(r.closed.rps),
          fmt.pct(r.ratioToBare),
          r.fixed.otherCores === null || r.fixed.otherCores === undefined ? null : r.fixed.otherCores.toFixed(2),
          r.fixed.serverCpuUsPerRequest == null ? null : fmt.int(r.fixed.serverCpuUsPerRequest),
          r.serverRssMb,
          [
            r.bareNextTo ? `bare next to it: ${fmt.int(r.bareNextTo.rps)}` : '',
            r.closed.errors + r.closed.timeouts > 0 ? `closed run: ${r.closed.errors + r.closed.timeouts} errors` : '',
            r.closed.non2xx > 0 ? `closed run: ${r.closed.non2xx} non-2xx` : '',
            r.info ?? '',
          ]
            .filter(Boolean)
            .join('; '),
        ],
  );
  log(
    table(
      [
        `route (${run.backend})`,
        'offered rps',
        'achieved rps',
        'p50 ms',
        'p99 ms',
        'errors',
        'non-2xx',
        'max rps',
        '× bare',
        'other CPU',
        'CPU µs/req',
        'RSS MB',
        'note',
      ],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  );
  log(
    'p50/p99: open-model run at the offered rate, latency from when each request was due. max rps: closed model, ' +
      `${settings.closedConnections} connections; × bare: against the bare route measured in alternating slices next to it. ` +
      'errors include requests dropped once 2 s of load was queued (an overloaded route). other CPU: cores that other processes kept busy during the fixed-rate run (0 on a quiet machine). ' +
      "CPU µs/req: the server process's CPU time per request during the fixed-rate run (less moved by other load than requests per second).",
  );
}

/**
 * The booking pages (bench/booking-pages.mjs): Lighthouse's mobile preset on the demo agency's
 * search form and results page of every product and its sign-in page, then the interaction check.
 */
async function bookingRun(api) {
  const out = {};
  const pages = bookingPages();
  section(`Booking pages: Lighthouse mobile, median of ${settings.lighthouseRuns} run(s), ${pages.length} pages of ${TENANT_HOST}`);
  try {
    out.rows = await measureLighthouse({
      tenants: [TENANT_HOST],
      pages,
      port: api.port,
      runs: settings.lighthouseRuns,
      presets: ['mobile'],
      log,
      register: (fn) => cleanups.add(fn),
    });
    printLighthouse(out.rows);
  } catch (err) {
    out.error = message(err);
    phaseErrors.push(`Booking pages (Lighthouse): ${message(err)}`);
  }
  section('Interactions on a phone, CPU 4× slower (the worst of the runs)');
  try {
    out.interactions = await measureInteractions({ host: TENANT_HOST, port: api.port, runs: settings.lighthouseRuns, log });
  } catch (err) {
    out.interactionError = message(err);
    phaseErrors.push(`Interactions: ${message(err)}`);
  }
  return out;
}

/** Decision 0149: the demo agency with ads on, AdSense answered late by a local stand-in; the ad's box must move nothing (bench/ads.mjs). */
async function measureAds(api) {
  const pages = ['/', '/faqs'];
  section(`Lighthouse with ads on (${TENANT_HOST}, AdSense's script answered late by a local stand-in): median of ${settings.lighthouseRuns} run(s)`);
  let standIn;
  let restore;
  try {
    standIn = await startAdStandIn();
    cleanups.add(standIn.close);
    restore = await turnAdsOn(api.baseUrl, TENANT_HOST);
    const rows = await measureLighthouse({
      tenants: [TENANT_HOST],
      pages,
      port: api.port,
      runs: settings.lighthouseRuns,
      presets: settings.lighthousePresets,
      chromeFlags: standIn.chromeFlags,
      log,
      register: (fn) => cleanups.add(fn),
    });
    printLighthouse(rows);
    // The visitor who scrolls down to the ad's place before it arrives (Lighthouse's timespan mode).
    rows.push(
      ...(await measureScrolledVisits({
        host: TENANT_HOST,
        port: api.port,
        pages: ['/'],
        presets: settings.lighthousePresets,
        runs: settings.lighthouseRuns,
        chromeFlags: standIn.chromeFlags,
        log,
      })),
    );
    const scriptRequests = standIn.scriptRequests();
    const fills = standIn.fills();
    log(`AdSense's script was asked for ${scriptRequests} time(s) in ${rows.reduce((n, r) => n + r.runs, 0)} run(s); ${fills} report(s) of a filled box.`);
    return { rows, scriptRequests, fills };
  } catch (err) {
    phaseErrors.push(`Lighthouse with ads: ${message(err)}`);
    return { error: message(err) };
  } finally {
    await restore?.().catch((err) => log(`could not turn the ads off again: ${message(err)}`));
    if (standIn) {
      cleanups.delete(standIn.close);
      await standIn.close();
    }
  }
}

function printLighthouse(rows) {
  log(
    `\n${table(
      ['preset', 'page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'CPU index', 'runs'],
      rows.map((r) => [
        r.preset,
        `${r.tenant.split('.')[0]}${r.page}`,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        fmt.int(r.lcpMs),
        fmt.int(r.tbtMs),
        fmt.cls(r.cls),
        fmt.int(r.benchmarkIndex),
        r.validRuns === r.runs ? r.runs : `${r.validRuns} of ${r.runs}`,
      ]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    )}`,
  );
  const failing = [...new Set(rows.flatMap((r) => r.failing))];
  if (failing.length) log(`audits losing points: ${failing.join(', ')}`);
  log("CPU index: Lighthouse's benchmarkIndex of this machine during the runs (lower = busier CPU, higher TBT).");
}
