#!/usr/bin/env node
// What the per-request plugins of apps/api cost, rung by rung, on one route answering the real
// GET /api/agency body (fetched from a freshly started server). Not part of `npm run bench`; run it
// by hand to check a fix: node bench/overhead-ladder.mjs [--seconds=5]
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { dropBodies, openLoad } from './open-load.mjs';
import { fmt, table } from './report.mjs';
import { ROOT, TENANT_HOST, startApi } from './servers.mjs';

const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 5);
const api = await startApi();
let agencyJson;
try {
  agencyJson = await (await fetch(`${api.baseUrl}/api/agency`, { headers: { host: TENANT_HOST } })).text();
} finally {
  await api.stop();
}

const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const rungs = [
  ['bare {ok:true}', 'bare', 'small', {}],
  ['+ @fastify/helmet (app options)', 'helmet', 'small', {}],
  ['  helmet headers computed once instead', 'helmet-precomputed', 'small', {}],
  ['agency JSON, helmet, no Accept-Encoding', 'helmet-compress', 'agency', {}],
  ['agency JSON, helmet, @fastify/compress br q4', 'helmet-compress', 'agency', BR],
  ['agency JSON, headers once, pre-compressed br', 'precompressed', 'agency', BR],
];

const rows = [];
for (const [label, variant, bodyKind, headers] of rungs) {
  const child = fork(path.join(ROOT, 'bench/ladder-server.mjs'), [variant], {
    env: { ...process.env, LADDER_BODY: bodyKind === 'agency' ? agencyJson : JSON.stringify({ ok: true }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise((r) => child.once('message', r));
  const url = `http://127.0.0.1:${port}/`;
  const fixed = await openLoad({ url, headers, rate: 2000, duration: seconds, warmup: 2 });
  const closed = await autocannon({ url, headers, connections: 100, duration: seconds, setupClient: dropBodies });
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rows.push({ label, rps: closed.requests.average, p99: fixed.latency.p99, bytes: fixed.bytes / Math.max(1, fixed.requests) });
  console.log(`${label}: ${Math.round(closed.requests.average)} rps`);
}
const base = rows[0].rps;
console.log(
  `\n${table(
    ['rung', 'max rps (100 conn)', '× bare', 'p99 ms at 2000/s', 'bytes/answer'],
    rows.map((r) => [r.label, fmt.int(r.rps), fmt.pct(r.rps / base), fmt.ms(r.p99), fmt.int(r.bytes)]),
    ['l', 'r', 'r', 'r', 'r'],
  )}`,
);
