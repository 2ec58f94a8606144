#!/usr/bin/env node
// Where the server's CPU goes for one kind of request: starts the compiled server with V8's CPU
// profiler, sends a warm-up and then the measured requests, and prints the time spent in the
// measured window only (not start-up) by package or file, by function (self) and by function
// including what it calls. The .cpuprofile is kept for Chrome DevTools.
//
//   node bench/profile.mjs flights                    a product search (bench/product-search.mjs), a new one each time
//   node bench/profile.mjs agency|faqs|html|deal-cached|…   a route of bench/api.mjs by its id, with its headers and body
//   --requests=300 --concurrency=1 --warmup=30        how many, how many at a time (default 300, 1, 30)
//   --env=NAME=VALUE (repeatable)                     the server's own settings (METRICS_PORT=9464, OTEL_EXPORTER_OTLP_ENDPOINT=…)
//   --header=name:value (repeatable)                  added to every request (cookie:pll_language=en: through the app, not the front door)
//   --top=N --only=a,b                                how many places to list; the self time of the places holding a or b, added up
//
// Run it on a quiet machine; the figures are shares of the measured window, so compare runs by
// share rather than by milliseconds.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY } from '../scripts/server-process.mjs';
import { ROUTES } from './api.mjs';
import { PRODUCT_SEARCHES } from './product-search.mjs';
import { startApi, TENANT_HOST } from './servers.mjs';

const args = process.argv.slice(2);
const value = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const target = args.find((a) => !a.startsWith('--')) ?? 'flights';
const requests = value('requests', 300);
const concurrency = value('concurrency', 1);
const warmup = value('warmup', 30);

const searchOf = PRODUCT_SEARCHES[target];
const routeOf = ROUTES.find((r) => r.id === target && !r.bare);
/** The requests to send: a product search (a new one each time), or a route of the API bench with its own headers and body. */
const kind = searchOf
  ? { path: searchOf.path, headers: { host: TENANT_HOST, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' } }
  : routeOf && { path: () => routeOf.path, method: routeOf.method, headers: routeOf.headers, body: routeOf.body };
if (!kind) {
  const names = [...Object.keys(PRODUCT_SEARCHES), ...ROUTES.filter((r) => !r.bare).map((r) => r.id)];
  console.error(`unknown target '${target}': use ${names.join(', ')}`);
  process.exit(2);
}

const profileDir = mkdtempSync(path.join(os.tmpdir(), 'tf-profile-'));
const listed = (name) => args.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
const env = Object.fromEntries(listed('env').map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
kind.headers = { ...kind.headers, ...Object.fromEntries(listed('header').map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 1)])) };
const api = await startApi({ env, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const send = (i) =>
  new Promise((resolve, reject) => {
    const body = typeof kind.body === 'function' ? kind.body(i) : kind.body;
    const headers = body === undefined ? kind.headers : { ...kind.headers, 'content-length': Buffer.byteLength(body) };
    const req = http.request({ host: '127.0.0.1', port: api.port, path: kind.path(i), method: kind.method ?? 'GET', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(body);
  });
async function run(from, count) {
  let next = from;
  const statuses = new Map();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < from + count) {
        const status = await send(next++);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

/** CLOCK_MONOTONIC in µs: the clock of the profile's timestamps. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
let window;
try {
  await run(0, warmup);
  const started = monotonicUs();
  const statuses = await run(warmup, requests);
  window = { started, ended: monotonicUs() };
  const ms = (window.ended - window.started) / 1000;
  console.log(
    `${requests} × ${target} (${concurrency} at a time): ${(ms / requests).toFixed(2)} ms each; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
} finally {
  agent.destroy();
  await api.stop();
}

const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) {
  console.error(`no profile written in ${profileDir}`);
  process.exit(1);
}
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parents = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);

// Self time per node, for the samples inside the measured window.
const selfUs = new Map();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= window.started && at <= window.ended) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

// The compiled server is one file: esbuild marks where each source file starts ("// apps/api/src/…"),
// so a line of the bundle is named by the source file it came from.
const bundleUrl = new URL(`../${SERVER_ENTRY}`, import.meta.url).href;
const sourceStarts = readFileSync(new URL(bundleUrl), 'utf8')
  .split('\n')
  .flatMap((line, i) => (/^\/\/ ((?:apps|packages)\/\S+\.tsx?)$/.exec(line) ? [[i, /^\/\/ (\S+)$/.exec(line)[1]]] : []));
const sourceOf = (line) => {
  let found = SERVER_ENTRY;
  for (const [start, file] of sourceStarts) {
    if (start > line) break;
    found = file;
  }
  return found;
};

const where = (frame) => {
  if (frame.url === bundleUrl) return sourceOf(frame.lineNumber);
  const url = frame.url.replace(/^file:\/\//, '');
  if (!url) return frame.functionName || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  return url.startsWith('node:') ? url : path.relative(process.cwd(), url);
};
const functionOf = (frame) => `${frame.functionName || '(anonymous)'}  ${where(frame)}${frame.url === bundleUrl ? '' : `:${frame.lineNumber + 1}`}`;

const byPlace = new Map();
const byFunction = new Map();
const including = new Map();
for (const [id, us] of selfUs) {
  const frame = nodes.get(id).callFrame;
  byPlace.set(where(frame), (byPlace.get(where(frame)) ?? 0) + us);
  byFunction.set(functionOf(frame), (byFunction.get(functionOf(frame)) ?? 0) + us);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parents.get(cur)) {
    const name = functionOf(nodes.get(cur).callFrame);
    if (seen.has(name)) continue;
    seen.add(name);
    including.set(name, (including.get(name) ?? 0) + us);
  }
}
const top = (title, map, count) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};
top('by package or file (self time)', byPlace, value('top', 20));
// --only=a,b: the self time of the places (package or file) whose name holds one of these, added up.
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
if (only) {
  const us = [...byPlace].filter(([place]) => only.some((o) => place.includes(o))).reduce((sum, [, t]) => sum + t, 0);
  const busy = total - (byPlace.get('(idle)') ?? 0);
  console.log(`\nself time in ${only.join(', ')}: ${(us / 1000).toFixed(0)} ms, ${((100 * us) / busy).toFixed(2)}% of the busy time`);
}
top('by function (self time)', byFunction, 30);
top('by function, with what it calls', including, 40);
console.log(`\nprofile: ${path.join(profileDir, file)}`);
if (args.includes('--no-keep')) rmSync(profileDir, { recursive: true, force: true });
