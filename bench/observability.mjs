#!/usr/bin/env node
// What metrics and tracing cost (decision 0081), paired in one run: `npm run bench -- --observability`
// (or node bench/observability.mjs [--rounds=9] [--seconds=3] [--deep]).
//
// Servers of the same build run side by side, each on its own database copy:
//   off-a, off-b, off-c  no METRICS_PORT, no OTEL_EXPORTER_OTLP_ENDPOINT (as deployed by default);
//                  the three of them show the noise between identical processes;
//   metrics        METRICS_PORT set (scraped every second, as Prometheus would, more often);
//   traces         OTEL_EXPORTER_OTLP_ENDPOINT set alone (as below, without the metrics);
//   metrics+traces METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT set (TRACING_MODE=requests and its
//                  sampling as deployed by default: one request in a hundred), spans sent to a
//                  sink in this process;
//   metrics+traces 10%  one trace in ten (OTEL_TRACES_SAMPLER=parentbased_traceidratio, 0.1);
//   metrics+traces all  every request traced (OTEL_TRACES_SAMPLER=parentbased_always_on);
//   metrics+deep traces  with --deep: TRACING_MODE=deep, every request sampled (decision 0088).
// Rounds alternate between them (off-a, metrics, off-b, metrics+traces, …, then the next round in
// a rotated order, reversed every other round), so a slower minute of the shared machine falls on all
// of them alike; each figure is the median of its rounds. Two figures per server: its throughput,
// which the machine's other work moves by ±10% between rounds, and its own CPU time per request
// (from /proc: all its threads), which other work moves far less: the steadier measure of a cost. Two loads of GET /api/agency:
//   anonymous      as a visitor's browser asks: mostly answered by the front door (decision 0063);
//   through app    with a cookie, so every request goes through Fastify, its hooks and the spans.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { dropBodies } from './open-load.mjs';
import { fmt, table } from './report.mjs';
import { ROOT, TENANT_HOST, freePort, startApi } from './servers.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = arg('rounds', 9);
const SECONDS = arg('seconds', 3);
const CONNECTIONS = 50;
/** --deep: a sixth server with TRACING_MODE=deep (the instrumentations and their context across awaits). */
const DEEP = process.argv.includes('--deep');

const LOADS = [
  { name: 'anonymous', headers: { host: TENANT_HOST, 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'through app', headers: { host: TENANT_HOST, 'accept-encoding': 'gzip, deflate, br', cookie: 'pll_language=en' } },
];

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
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

/**
 * One closed-loop run against a server: its throughput, and the server's own CPU time per request
 * (what the machine's other work does not change much: a busy neighbour lowers the first, not the second).
 */
async function closedRun(api, headers) {
  const cpuBefore = cpuMicros(api.pid);
  const result = await autocannon({
    url: `${api.baseUrl}/api/agency`,
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    setupClient: dropBodies,
  });
  const cpuAfter = cpuMicros(api.pid);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`GET /api/agency: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.total / result.duration,
    cpuPerRequest: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

export async function measureObservability({ log = console.log } = {}) {
  const sink = await startSink();
  const servers = [];
  try {
    const variants = [
      { name: 'off-a', env: {} },
      { name: 'metrics', metrics: true, env: {} },
      { name: 'off-b', env: {} },
      // A third: identical processes differ by up to 12% in CPU per request on a slow machine
      // (docs/benchmarks.md, "A third identical server"); the spread of three shows it.
      { name: 'off-c', env: {} },
      // Tracing as deployed by default: one request in a hundred (decision 0088); alone, and with the metrics.
      { name: 'traces', env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } },
      { name: 'metrics+traces', metrics: true, env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } },
      {
        name: 'metrics+traces 10%',
        metrics: true,
        env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
      },
      { name: 'metrics+traces all', metrics: true, env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER: 'parentbased_always_on' } },
      ...(DEEP ? [{ name: 'metrics+deep traces', metrics: true, env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, TRACING_MODE: 'deep' } }] : []),
    ];
    for (const v of variants) {
      if (v.metrics) v.env.METRICS_PORT = String((v.metricsPort = await freePort()));
      log(`starting ${v.name}…`);
      // Production, as the bench deploys it; the demo agencies loaded and migrated at start (decision 0078, 0079).
      v.api = await startApi({ env: { MIGRATE_ON_START: 'true', SEED_FILE: path.join(ROOT, 'seed/demo-agencies.json'), ...v.env } });
      servers.push(v.api);
      // Warm: the agency cached, the code paths compiled.
      await closedRun(v.api, LOADS[1].headers);
      await closedRun(v.api, LOADS[0].headers);
    }
    const scrapers = variants.filter((v) => v.metrics).map((v) => scrapeEvery(v.metricsPort));
    const rps = Object.fromEntries(LOADS.map((l) => [l.name, Object.fromEntries(variants.map((v) => [v.name, []]))]));
    const cpu = Object.fromEntries(LOADS.map((l) => [l.name, Object.fromEntries(variants.map((v) => [v.name, []]))]));
    for (let round = 0; round < ROUNDS; round++) {
      // Rotated each round, so no variant always runs first; and reversed every other round, so no
      // variant always runs right after the same neighbour (whose exports or GC could spill over).
      const rotated = variants.map((_, i) => variants[(i + round) % variants.length]);
      const order = round % 2 ? rotated.reverse() : rotated;
      for (const load of LOADS) {
        for (const v of order) {
          const run = await closedRun(v.api, load.headers);
          rps[load.name][v.name].push(run.rps);
          if (run.cpuPerRequest !== null) cpu[load.name][v.name].push(run.cpuPerRequest);
        }
      }
      log(`round ${round + 1}/${ROUNDS} done`);
    }
    for (const s of scrapers) s.stop();
    log(`raw req/s per round: ${JSON.stringify(rps)}`);
    log(`raw server CPU µs per request per round: ${JSON.stringify(cpu)}`);
    const rows = [];
    const summary = {};
    for (const load of LOADS) {
      const m = Object.fromEntries(variants.map((v) => [v.name, median(rps[load.name][v.name])]));
      const OFFS = ['off-a', 'off-b', 'off-c'];
      const off = OFFS.reduce((sum, name) => sum + m[name], 0) / OFFS.length;
      const c = Object.fromEntries(variants.map((v) => [v.name, cpu[load.name][v.name].length ? median(cpu[load.name][v.name]) : null]));
      const cpuOff = OFFS.every((name) => c[name] !== null) ? OFFS.reduce((sum, name) => sum + c[name], 0) / OFFS.length : null;
      summary[load.name] = { medians: m, rounds: rps[load.name], cpuPerRequest: c, cpuRounds: cpu[load.name] };
      for (const v of variants) {
        const vc = c[v.name];
        rows.push([
          load.name,
          v.name,
          fmt.int(m[v.name]),
          `${((m[v.name] / off - 1) * 100).toFixed(1)}%`,
          vc === null ? 'n/a' : vc.toFixed(1),
          vc === null || cpuOff === null ? 'n/a' : `${((vc / cpuOff - 1) * 100).toFixed(1)}%`,
          rps[load.name][v.name].map((x) => fmt.int(x)).join(' '),
        ]);
      }
    }
    log(table(['load', 'server', 'median req/s', 'vs off (mean of off-a, off-b, off-c)', 'server CPU µs/request', 'CPU vs off', 'req/s of each round'], rows));
    log(`scrapes answered: ${scrapers.map((s) => s.ok()).join(', ')}; span batches received: ${sink.batches()}`);
    return summary;
  } finally {
    for (const s of servers) await s.stop();
    await sink.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureObservability();
