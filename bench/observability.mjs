#!/usr/bin/env node
// What metrics and tracing cost (decisions 0081, 0114), paired in one run: `npm run bench -- --observability`
// (or node bench/observability.mjs [--rounds=9] [--seconds=3] [--sampling] [--deep] [--no-pin] [--focus | --only=metrics,traces] [--slices=1]).
//
// Every round starts a fresh server per variant (same build, each on its own copy of one migrated
// and seeded database), measures them side by side and stops them:
//   off-a, off-b   no METRICS_PORT, no OTEL_EXPORTER_OTLP_ENDPOINT (as deployed by default); the two
//                  of them show the noise between identical processes, and their mean is the round's baseline;
//   metrics        METRICS_PORT set (scraped every second, as a busy Prometheus would);
//   traces         OTEL_EXPORTER_OTLP_ENDPOINT set alone (TRACING_MODE=requests, one request in a hundred);
//   metrics+traces both, as an operator switches them on; spans go to an OTLP sink in this process;
//   with --sampling: metrics+traces 10% (parentbased_traceidratio 0.1) and all (parentbased_always_on);
//   with --deep:     metrics+deep traces (TRACING_MODE=deep, decision 0088).
// Why fresh processes: two identical server processes, started one after the other, differ by up to
// 12% in CPU per request for their whole life (docs/benchmarks.md, "A third identical server"), as
// much as the cost to be measured. With one process per variant for the whole run, that luck of the
// start decided the figure; with a new process per variant each round, it is one round's noise, and
// the figure is the median over the rounds of each round's ratio to that round's off servers.
// The bench runs on core 0 and the servers on core 1 (`--no-pin` to share both cores).
// Within a round the servers take turns (order rotated each round, reversed every other round). Two
// figures per server: its throughput, and its own CPU time per request (from /proc: all its threads),
// which the machine's other work moves far less. Two loads of GET /api/agency:
//   anonymous      as a visitor's browser asks: mostly answered by the front door (decision 0063);
//   through app    with a cookie, so every request goes through Fastify, its hooks and the spans.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { dropBodies } from './open-load.mjs';
import { fmt, table } from './report.mjs';
import { TENANT_HOST, freePort, startApi } from './servers.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = arg('rounds', 9);
const SECONDS = arg('seconds', 3);
const CONNECTIONS = 50;
const SAMPLING = process.argv.includes('--sampling');
const NO_PIN = process.argv.includes('--no-pin');
const DEEP = process.argv.includes('--deep');
// --focus: only what the acceptance asks (issue #37): metrics and traces together against the off
// servers, through the app; more rounds in the same time. --only=metrics,traces: those variants
// (and the off servers), through the app.
const ONLY =
  process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',') ?? null;
const FOCUS = process.argv.includes('--focus') || ONLY !== null;
const FOCUSED = ONLY ?? ['metrics+traces'];
// --slices=K: each server's measured time is taken as K runs of --seconds, the servers taking turns
// K times, so that load on the machine that comes and goes falls on all of them alike.
const SLICES = arg('slices', 1);

const LOADS = [
  { name: 'anonymous', headers: { host: TENANT_HOST, 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'through app', headers: { host: TENANT_HOST, 'accept-encoding': 'gzip, deflate, br', cookie: 'pll_language=en' } },
].filter((load) => !FOCUS || load.name === 'through app');
const OFFS = ['off-a', 'off-b'];

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * Keeps the cores apart (Linux with taskset and two cores or more; `--no-pin` to share them): this
 * process (autocannon, the OTLP sink, the scraper) on core 0, the servers on core 1. Sharing both,
 * where the scheduler put the load generator against the measured server moved a round's ratio by
 * ±10–30%. Answers how to undo it, or null when the cores stay shared.
 */
function pinCores() {
  const cores = os.availableParallelism();
  if (NO_PIN || cores < 2) return null;
  try {
    execFileSync('taskset', ['-apc', '0', String(process.pid)], { stdio: 'ignore' });
    return () => execFileSync('taskset', ['-apc', `0-${cores - 1}`, String(process.pid)], { stdio: 'ignore' });
  } catch {
    return null;
  }
}

/** An OTLP/HTTP endpoint that takes the spans and drops them. */
async function startSink() {
  let batches = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      batches += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, batches: () => batches, close: () => new Promise((r) => server.close(r)) };
}

/** Scrapes /metrics every second, as a (busy) Prometheus would; answers the count of good scrapes. */
function scrapeEvery(port, ms = 1000) {
  let ok = 0;
  const timer = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/metrics`)
      .then(async (r) => {
        await r.text();
        if (r.ok) ok += 1;
      })
      .catch(() => undefined);
  }, ms);
  return { stop: () => clearInterval(timer), ok: () => ok };
}

/** The CPU time a process (all its threads) has used so far, in µs, from /proc (Linux); null elsewhere. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of stat(5); 12 and 13 after the command's name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** One closed-loop run against a server: its throughput, and the server's own CPU time per request. */
async function closedRun(api, headers, seconds = SECONDS) {
  const cpuBefore = cpuMicros(api.pid);
  const result = await autocannon({
    url: `${api.baseUrl}/api/agency`,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    setupClient: dropBodies,
  });
  const cpuAfter = cpuMicros(api.pid);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`GET /api/agency: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.total, seconds: result.duration, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

/** A server's runs of one round added up: its throughput, and its own CPU time per request. */
function summed(runs) {
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const cpu = runs.every((r) => r.cpu !== null) ? runs.reduce((sum, r) => sum + r.cpu, 0) : null;
  return { rps: requests / seconds, cpuPerRequest: cpu === null ? null : cpu / requests };
}

function variantsOf(sinkUrl) {
  const all = [
    { name: 'off-a', env: {} },
    { name: 'off-b', env: {} },
    { name: 'metrics', metrics: true, env: {} },
    // Tracing as deployed by default: one request in a hundred (decision 0088); alone, and with the metrics.
    { name: 'traces', env: { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl } },
    { name: 'metrics+traces', metrics: true, env: { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl } },
    ...(SAMPLING
      ? [
          {
            name: 'metrics+traces 10%',
            metrics: true,
            env: { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
          },
          { name: 'metrics+traces all', metrics: true, env: { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, OTEL_TRACES_SAMPLER: 'parentbased_always_on' } },
        ]
      : []),
    ...(DEEP ? [{ name: 'metrics+deep traces', metrics: true, env: { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, TRACING_MODE: 'deep' } }] : []),
  ];
  return FOCUS ? all.filter((v) => OFFS.includes(v.name) || FOCUSED.includes(v.name)) : all;
}

/** A ratio as a signed percentage. */
const pct = (ratio) => `${ratio >= 1 ? '+' : '−'}${(Math.abs(ratio - 1) * 100).toFixed(1)}%`;

export async function measureObservability({ log = console.log } = {}) {
  const unpin = pinCores();
  const serverCores = unpin ? { cpus: '1' } : {};
  log(unpin ? 'cores: this process on core 0, the servers on core 1' : 'cores: shared');
  const sink = await startSink();
  const temp = [];
  const running = [];
  try {
    // One migrated and seeded database (the demo agencies, as the bench deploys production: decisions
    // 0078, 0079), copied for every server so none starts by migrating or seeding.
    const prepared = mkdtempSync(path.join(os.tmpdir(), 'tf-bench-obs-'));
    temp.push(prepared);
    log('preparing the database…');
    await (await startApi({ dataDir: prepared, ...serverCores })).stop();

    const variants = variantsOf(sink.url);
    /** Per load and variant: each round's throughput and CPU per request, and their ratios to the round's off servers. */
    const empty = () => Object.fromEntries(LOADS.map((l) => [l.name, Object.fromEntries(variants.map((v) => [v.name, []]))]));
    const rps = empty();
    const cpu = empty();
    const rpsRatio = empty();
    const cpuRatio = empty();
    let scrapes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const rotated = variants.map((_, i) => variants[(i + round) % variants.length]);
      const order = round % 2 ? rotated.reverse() : rotated;
      const apis = new Map();
      const scrapers = [];
      for (const v of order) {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-bench-obs-'));
        temp.push(dataDir);
        cpSync(prepared, dataDir, { recursive: true });
        const env = { ...v.env, MIGRATE_ON_START: 'false' };
        let metricsPort;
        if (v.metrics) env.METRICS_PORT = String((metricsPort = await freePort()));
        const api = await startApi({ dataDir, env, ...serverCores });
        running.push(api);
        apis.set(v.name, api);
        if (metricsPort !== undefined) scrapers.push(scrapeEvery(metricsPort));
      }
      // Warm: the agency cached, the code paths compiled.
      for (const v of order) for (const load of LOADS) await closedRun(apis.get(v.name), load.headers, 2);
      const slices = Object.fromEntries(LOADS.map((load) => [load.name, Object.fromEntries(order.map((v) => [v.name, []]))]));
      for (let slice = 0; slice < SLICES; slice++) {
        for (const load of LOADS) for (const v of order) slices[load.name][v.name].push(await closedRun(apis.get(v.name), load.headers));
      }
      const here = Object.fromEntries(LOADS.map((load) => [load.name, Object.fromEntries(order.map((v) => [v.name, summed(slices[load.name][v.name])]))]));
      for (const s of scrapers) {
        s.stop();
        scrapes += s.ok();
      }
      for (const api of apis.values()) {
        await api.stop();
        running.splice(running.indexOf(api), 1);
      }
      for (const load of LOADS) {
        const runs = here[load.name];
        const offRps = OFFS.reduce((sum, name) => sum + runs[name].rps, 0) / OFFS.length;
        const offCpu = OFFS.every((name) => runs[name].cpuPerRequest !== null)
          ? OFFS.reduce((sum, name) => sum + runs[name].cpuPerRequest, 0) / OFFS.length
          : null;
        for (const v of variants) {
          const run = runs[v.name];
          rps[load.name][v.name].push(run.rps);
          rpsRatio[load.name][v.name].push(run.rps / offRps);
          if (run.cpuPerRequest !== null && offCpu !== null) {
            cpu[load.name][v.name].push(run.cpuPerRequest);
            cpuRatio[load.name][v.name].push(run.cpuPerRequest / offCpu);
          }
        }
      }
      log(`round ${round + 1}/${ROUNDS} done (load average ${os.loadavg()[0].toFixed(2)})`);
    }
    log(`raw req/s per round: ${JSON.stringify(rps)}`);
    log(`raw server CPU µs per request per round: ${JSON.stringify(cpu)}`);
    const rows = [];
    const summary = {};
    for (const load of LOADS) {
      summary[load.name] = {};
      for (const v of variants) {
        const r = median(rpsRatio[load.name][v.name]);
        const c = cpuRatio[load.name][v.name].length ? median(cpuRatio[load.name][v.name]) : null;
        summary[load.name][v.name] = { throughput: r, cpuPerRequest: c };
        rows.push([
          load.name,
          v.name,
          fmt.int(median(rps[load.name][v.name])),
          pct(r),
          c === null ? 'n/a' : median(cpu[load.name][v.name]).toFixed(1),
          c === null ? 'n/a' : pct(c),
          rpsRatio[load.name][v.name].map(pct).join(' '),
        ]);
      }
    }
    log(
      table(
        ['load', 'server', 'median req/s', 'req/s vs off (median of rounds)', 'server CPU µs/request', 'CPU vs off', "each round's req/s vs its off"],
        rows,
      ),
    );
    log(`scrapes answered: ${scrapes}; span batches received: ${sink.batches()}`);
    return summary;
  } finally {
    for (const api of running) await api.stop();
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
    await sink.close();
    unpin?.();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureObservability();
