#!/usr/bin/env node
// Fixed-rate runs of a few routes of bench/api.mjs taking turns on one server (the bare route on
// the bare server), so that whatever else the machine runs falls on each alike: p50, p99, the
// answers per second and the server's own CPU per request (from /proc, hardly moved by other load).
// Tells a route that stalls from a machine that is short of cores: on a busy machine every route's
// p99 grows; a route that stalls grows alone, at a CPU cost per request like its neighbours'.
//
//   node bench/interleaved.mjs [ids] [rounds] [seconds]   default: bare,agency,deal-cached 3 8
//   ids are routes of bench/api.mjs or product searches of bench/product-search.mjs (flights, cars,
//   activities, cruises, resorts: a new search each request, at the phase's 100/s)
//   --env=NAME=VALUE (repeatable)                          the server's own settings (SEARCH_CACHE_TTL=3)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { ROUTES } from './api.mjs';
import { openLoad } from './open-load.mjs';
import { PRODUCT_SEARCHES } from './product-search.mjs';
import { startApi, startBare, TENANT_HOST } from './servers.mjs';

const args = process.argv.slice(2);
const [idList = 'bare,agency,deal-cached', roundsArg = '3', secondsArg = '8'] = args.filter((a) => !a.startsWith('--'));
const env = Object.fromEntries(args.filter((a) => a.startsWith('--env=')).map((a) => [a.slice(6, a.indexOf('=', 6)), a.slice(a.indexOf('=', 6) + 1)]));
/** A product search as a route: a new search each request (from request 1: request 0 is the bench's probe), as its phase sends them. */
const searchRoute = (id) => {
  const search = PRODUCT_SEARCHES[id];
  if (!search) return undefined;
  const headers = { host: TENANT_HOST, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
  let sent = 0;
  return { id, method: 'GET', path: search.path(0).split('?')[0], searchPath: () => search.path(++sent), headers, rate: search.rate };
};
const routes = idList.split(',').map((id) => {
  const route = ROUTES.find((r) => r.id === id) ?? searchRoute(id);
  if (!route) {
    console.error(`unknown route '${id}': use ${[...ROUTES.map((r) => r.id), ...Object.keys(PRODUCT_SEARCHES)].join(', ')}`);
    process.exit(2);
  }
  return route;
});

/** CPU seconds the process has used (utime + stime). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

const api = await startApi({ env });
const bare = await startBare();
try {
  for (let round = 1; round <= Number(roundsArg); round++) {
    const cells = [];
    for (const route of routes) {
      const server = route.bare ? bare : api;
      const before = cpuSeconds(server.pid);
      const r = await openLoad({
        url: server.baseUrl + route.path,
        method: route.method,
        headers: route.headers,
        body: route.body,
        ...(route.searchPath ? { path: route.searchPath } : {}),
        rate: route.rate,
        duration: Number(secondsArg),
        warmup: 2,
      });
      const us = ((cpuSeconds(server.pid) - before) * 1e6) / Math.max(1, r.answered);
      cells.push(
        `${route.id}: p50 ${r.latency.p50?.toFixed(2)} p99 ${r.latency.p99?.toFixed(1)} ms, ${r.okRps.toFixed(0)} of ${route.rate}/s, errors ${r.errors}, ${us.toFixed(0)} µs CPU/req`,
      );
    }
    console.log(`round ${round} (load average ${os.loadavg()[0].toFixed(1)}): ${cells.join(' | ')}`);
  }
} finally {
  await bare.stop();
  await api.stop();
}
