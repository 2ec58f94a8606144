// Open-model (fixed arrival rate) load generator.
//
// Why not autocannon's `overallRate`: autocannon 8 rate-limits each connection with a per-second
// budget (`rate` requests, refilled by a 1 s interval that starts at the same moment on every
// connection). At 2,000 req/s over 100 connections, every connection fires its 20 requests
// back-to-back at the top of each second and then idles: the server sees 100-way bursts, not a
// steady 2,000 req/s, and its latency correction assumes an interval of Math.ceil(1 / rate) = 1 ms.
// Both skew p99 (see docs/benchmarks.md for the measured difference). Here the i-th request is due
// at start + i / rate whatever happened before it, sockets come from a keep-alive pool, and latency
// is measured from the time the request was *due*, so a slow server or a late generator shows up in
// the figures instead of silently lowering the offered load (no coordinated omission).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * @param {object} o
 * @param {string} o.url            http://127.0.0.1:port/path
 * @param {string} [o.method]
 * @param {Record<string,string>} [o.headers]
 * @param {string | ((i: number) => string)} [o.body]  fixed body, or one built per request
 * @param {(i: number) => string} [o.path]  the path and query of each request, when they differ (else o.url's)
 * @param {number} o.rate           requests per second
 * @param {number} o.duration       measured seconds
 * @param {number} [o.warmup]       seconds of the same load before measuring (not recorded)
 * @param {number} [o.maxSockets]   keep-alive connections at most
 * @param {number} [o.timeout]      ms before a request counts as a timeout
 * @param {number} [o.maxBacklog]   requests in flight or queued at most (default: 2 s of load)
 * @param {() => void} [o.onMeasuring]  called as the first measured request is sent (the warm-up is over)
 * @param {(i: number, status: number, body: Buffer, headers: import('node:http').IncomingHttpHeaders) => void} [o.onAnswer]
 *   each measured answer's body as sent (still compressed), for a phase that checks what was answered
 */
export async function openLoad(o) {
  const { rate, duration, warmup = 0, maxSockets = 256, timeout = 10_000 } = o;
  const maxBacklog = o.maxBacklog ?? Math.max(maxSockets, rate * 2);
  const url = new URL(o.url);
  const method = o.method ?? 'GET';
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'lifo' });
  const interval = 1000 / rate;
  const warmupCount = Math.round(warmup * rate);
  const total = warmupCount + Math.round(duration * rate);
  /** Responses received, warm-up included (what the server actually answered). */
  let answered = 0;
  const latencies = new Float64Array(total - warmupCount);
  let recorded = 0;
  const status = {};
  let errors = 0;
  let dropped = 0;
  let timeouts = 0;
  let non2xx = 0;
  let bytes = 0;
  let maxLag = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let firstMeasuredDue = 0;
  let lastMeasuredEnd = 0;

  const start = performance.now() + 20;
  let next = 0;

  await new Promise((resolveAll) => {
    let done = 0;
    const finish = () => {
      done += 1;
      if (done === total) resolveAll();
    };

    const send = (i, due) => {
      const measured = i >= warmupCount;
      // An overloaded server would otherwise build an ever longer queue here and the run would
      // last until it drained: past a backlog of `maxBacklog` requests, new ones are dropped and
      // counted as errors (the run fails its budget either way).
      if (inFlight >= maxBacklog) {
        if (measured) dropped += 1;
        finish();
        return;
      }
      const body = typeof o.body === 'function' ? o.body(i) : o.body;
      const headers = { ...o.headers };
      if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
      inFlight += 1;
      if (inFlight > maxInFlight) maxInFlight = inFlight;
      let settled = false;
      const settle = (kind, code, size) => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        const end = performance.now();
        if (kind === 'response') answered += 1;
        if (measured) {
          if (kind === 'response') {
            status[code] = (status[code] ?? 0) + 1;
            bytes += size;
            if (code < 200 || code > 299) non2xx += 1;
            latencies[recorded++] = end - due;
          } else if (kind === 'timeout') timeouts += 1;
          else errors += 1;
          if (end > lastMeasuredEnd) lastMeasuredEnd = end;
        }
        finish();
      };
      const req = http.request({ agent, host: url.hostname, port: url.port, path: o.path ? o.path(i) : url.pathname + url.search, method, headers }, (res) => {
        let size = 0;
        const keep = o.onAnswer && measured ? [] : null;
        res.on('data', (chunk) => {
          size += chunk.length;
          keep?.push(chunk);
        });
        res.on('end', () => {
          // Timed first: what the phase does with the body is not the server's latency.
          settle('response', res.statusCode ?? 0, size);
          if (keep) o.onAnswer?.(i - warmupCount, res.statusCode ?? 0, Buffer.concat(keep), res.headers);
        });
        res.on('error', () => settle('error'));
      });
      req.setTimeout(timeout, () => {
        settle('timeout');
        req.destroy();
      });
      req.on('error', () => settle('error'));
      req.end(body);
    };

    const tick = () => {
      const now = performance.now();
      while (next < total) {
        const due = start + next * interval;
        if (due > now) break;
        const lag = now - due;
        if (next >= warmupCount) {
          if (next === warmupCount) {
            firstMeasuredDue = due;
            o.onMeasuring?.();
          }
          if (lag > maxLag) maxLag = lag;
        }
        send(next, due);
        next += 1;
      }
      if (next < total) {
        const wait = start + next * interval - performance.now();
        if (wait > 1) setTimeout(tick, Math.floor(wait));
        else setImmediate(tick);
      }
    };
    setTimeout(tick, 20);
  });
  agent.destroy();

  const lat = latencies.subarray(0, recorded).sort();
  const pct = (p) => (lat.length === 0 ? null : lat[Math.min(lat.length - 1, Math.ceil((p / 100) * lat.length) - 1)]);
  const elapsed = (lastMeasuredEnd - firstMeasuredDue) / 1000;
  const ok = Object.entries(status).reduce((n, [code, count]) => (Number(code) >= 200 && Number(code) < 300 ? n + count : n), 0);
  return {
    offeredRps: rate,
    requests: total - warmupCount,
    warmupRequests: warmupCount,
    answered,
    achievedRps: elapsed > 0 ? recorded / elapsed : 0,
    okRps: elapsed > 0 ? ok / elapsed : 0,
    latency: { p50: pct(50), p90: pct(90), p95: pct(95), p99: pct(99), max: lat.length ? lat[lat.length - 1] : null },
    errors: errors + dropped,
    dropped,
    timeouts,
    non2xx,
    status,
    bytes,
    maxGeneratorLagMs: maxLag,
    maxInFlight,
  };
}

/**
 * autocannon's `setupClient` for runs that never look at the answers' bodies: autocannon 8 keeps
 * each body as a string (`req.body += chunk`), a UTF-8 decode of every byte, compressed or not, on
 * the load generator's share of the same cores. Measured on a plain node server (bench/.exp, session
 * 15): at 8.5 kB per answer that decode alone held autocannon to 30–40% of the 17-byte answer's
 * requests per second, and to ~100% once dropped (wrk agreed: 77–83%). It made every route with a
 * bigger body look slower against the bare route than the server is. Byte counts are kept.
 * @param {{ pipelinedRequests: { addBody: (data: unknown) => void } }} client
 */
export function dropBodies(client) {
  client.pipelinedRequests.addBody = () => {};
}
