// The flight search phase (issue #17): "a flight search of the sandbox answers the first offers in
// ≤ 300 ms p99 at 100 searches/s". Every request is a different trip (route, dates, party), so
// each runs the sandbox's search rather than the agency's search cache; the answer is the first
// page (20 offers, cheapest first), as the results page asks for it.
import { openLoad } from './open-load.mjs';
import { TENANT_HOST, startApi } from './servers.mjs';

export const FLIGHT_SEARCH = { id: 'flight-search', label: 'GET /flight-api/search (a new trip each time, first page)', rate: 100 };

const AIRPORTS = ['LHR', 'JFK', 'CDG', 'LAX', 'SFO', 'DXB', 'SIN', 'FRA', 'AMS', 'MAD', 'BCN', 'NRT', 'ORD', 'MIA', 'FCO', 'IST'];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The i-th search: a round trip between two airports, 7 to 127 days ahead, 1 to 2 adults, 4 to 10 nights away. */
export function flightSearchPath(i) {
  const from = AIRPORTS[i % AIRPORTS.length];
  const to = AIRPORTS[(i * 7 + 3 + Math.floor(i / AIRPORTS.length)) % AIRPORTS.length];
  const dest = to === from ? AIRPORTS[(AIRPORTS.indexOf(from) + 1) % AIRPORTS.length] : to;
  const ahead = 7 + (i % 120);
  const away = 4 + (Math.floor(i / 7) % 7);
  const q = new URLSearchParams({ adults: String(1 + (i % 2)), currency: 'USD', page: '1', pageSize: '20' });
  q.append('slice', `${from}.${dest}.${day(ahead)}`);
  q.append('slice', `${dest}.${from}.${day(ahead + away)}`);
  return `/flight-api/search?${q.toString()}`;
}

/**
 * @param {object} o
 * @param {string} [o.databaseUrl]  a fresh PostgreSQL database (else embedded PGlite)
 * @param {string} [o.webDist]
 * @param {{ warmupSeconds: number, fixedSeconds: number }} o.settings
 * @param {(line: string) => void} o.log
 */
export async function measureFlightSearch({ databaseUrl, webDist, settings, log }) {
  const api = await startApi({ databaseUrl, webDist });
  const backend = databaseUrl ? 'postgres' : 'pglite';
  const headers = { host: TENANT_HOST, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
  try {
    const probe = await fetch(`${api.baseUrl}${flightSearchPath(0)}`, { headers: { host: TENANT_HOST, accept: 'application/json' } });
    const body = await probe.json().catch(() => null);
    const row = { id: FLIGHT_SEARCH.id, label: FLIGHT_SEARCH.label, rate: FLIGHT_SEARCH.rate };
    if (!probe.ok) return { backend, rows: [{ ...row, error: `the probe search answered ${probe.status}: ${JSON.stringify(body).slice(0, 200)}` }] };
    if (!body?.data?.offers?.length) {
      // The sandbox answered no offers (its flights not built yet, or a failure it explains).
      return { backend, rows: [{ ...row, skipped: `not measured: the sandbox found no offers${body?.message ? ` (${body.message})` : ''}` }] };
    }
    // Requests 0 … n: the probe's trip is request 0 again, the only one the cache may answer.
    const r = await openLoad({
      url: `${api.baseUrl}/flight-api/search`,
      path: (i) => flightSearchPath(i + 1),
      headers,
      rate: FLIGHT_SEARCH.rate,
      duration: settings.fixedSeconds,
      warmup: settings.warmupSeconds,
      maxSockets: 64,
    });
    log(
      `${FLIGHT_SEARCH.label}: ${FLIGHT_SEARCH.rate} req/s, p50 ${r.latency.p50?.toFixed(1)} ms, p99 ${r.latency.p99?.toFixed(1)} ms, ${r.errors + r.timeouts} errors, ${r.non2xx} non-2xx`,
    );
    return {
      backend,
      rows: [
        {
          ...row,
          offers: body.data.offers.length,
          requests: r.requests,
          achievedRps: r.achievedRps,
          errors: r.errors + r.timeouts,
          non2xx: r.non2xx,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
        },
      ],
    };
  } finally {
    await api.stop();
  }
}
