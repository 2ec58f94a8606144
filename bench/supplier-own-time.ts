// The sandbox supplier's own time for a product search phase (bench/product-search.mjs), measured
// alone: the same searches in the same order, asked of the sandbox the server uses, in a process
// that does nothing else. Issue #45 budgets "the server's own work per search ... everything but
// the supplier's own time": a real supplier's time is a wait on the network, the sandbox's is CPU
// on the server's event loop, so the bench takes this figure off the loop's. Measured alone, its
// collections are those of its own garbage, which dies young; what the server does with the answer
// (keeping it in the search cache, pricing it) stays in the server's share. bench/product-search.mjs
// compiles it as the server is compiled and runs it with `<product> <first> <count> <measured>`: requests first … first+count-1, of which the last
// `measured` are timed; prints JSON.
import { readFileSync } from 'node:fs';
import { flightSearchQuerySchema } from '@tripfront/domain/booking/flight-api';
import { createSandboxFlightSupplier } from '../packages/suppliers/src/sandbox/flight-supplier.ts';
import { PRODUCT_SEARCHES } from './product-search.mjs';

type Search = (path: string) => Promise<unknown>;

/** The products whose sandbox does enough work to matter, each asked the way its route asks it. */
const SUPPLIERS: Record<string, () => Search> = {
  flights: () => {
    const supplier = createSandboxFlightSupplier();
    return (path) => {
      const q = flightSearchQuerySchema.parse(queryOf(path));
      // As apps/api/src/routes/flight-api/offers.ts asks it (flightQuery).
      return supplier.flightSearch({ slices: q.slice, passengers: { adults: q.adults, children: q.children, infants: q.infants }, cabin: q.cabin });
    };
  },
};

/**
 * CPU time of this process's main thread so far, in ms (utime + stime of /proc/thread-self/stat,
 * in clock ticks of 10 ms): the thread the sandbox runs on in the server, without the collector's
 * and the compiler's helper threads, as the bench reads the server's event loop.
 */
function mainThreadMs(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

/** The query of a path, repeated parameters as arrays (as Fastify parses them). */
function queryOf(path: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(path.slice(path.indexOf('?') + 1))) {
    const had = out[k];
    out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return out;
}

const [product = '', first = '1', count = '0', measured = '0'] = process.argv.slice(2);
const make = SUPPLIERS[product];
const search = PRODUCT_SEARCHES[product as keyof typeof PRODUCT_SEARCHES];
if (!make || !search) {
  console.log(JSON.stringify({ product, msPerSearch: null }));
} else {
  const ask = make();
  const from = Number(first);
  const end = from + Number(count);
  const timedFrom = end - Number(measured);
  let started = mainThreadMs();
  let failed = 0;
  for (let i = from; i < end; i += 1) {
    if (i === timedFrom) started = mainThreadMs();
    const answer = (await ask(search.path(i))) as { ok?: boolean };
    // A search that failed did not do the work the server's did: no figure rather than a wrong one.
    if (answer?.ok !== true) failed += 1;
  }
  const msPerSearch = failed ? null : (mainThreadMs() - started) / Math.max(1, Number(measured));
  console.log(JSON.stringify({ product, msPerSearch, failed }));
}
