import { bench, describe } from 'vitest';
import { suggestAirports, suggestCarLocations, suggestCities } from './suggest.ts';

// Timing lives here, not in tests: `npx vitest bench --run packages/suppliers`.
// Indexes are built once before measuring, as they are after a server's first query.
suggestCities('warm-up');
suggestAirports('warm-up');

const QUERIES = ['p', 'pa', 'par', 'paris', 'sao', 'new y', 'lon', 'københavn', 'mexico city', 'zzzz'];
let i = 0;
const next = () => QUERIES[(i += 1) % QUERIES.length] as string;

describe('auto-suggest', () => {
  bench('cities', () => {
    suggestCities(next());
  });
  bench('airports', () => {
    suggestAirports(next());
  });
  bench('car locations (cities + airports)', () => {
    suggestCarLocations(next());
  });
  bench('one-letter airport queries at many limits', () => {
    suggestAirports(String.fromCharCode(97 + (i++ % 26)), 11 + (i % 30));
  });
});
