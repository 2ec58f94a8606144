import { toParams, type QueryInput } from './query-params.ts';

// How many pages of results a results page shows (decision 0132): the list's "Show more" is a link
// to the same search with one page more, which the server renders without JavaScript and the app,
// when it runs, loads in place. No product's search uses this parameter.

/** The query parameter of a results address that says how many pages of results it shows. */
export const RESULTS_PAGES_PARAM = 'page';

/**
 * The most pages an address can ask for at once: the server fetches them one after another within
 * its short wait for answers, so a larger number only makes the wait longer.
 */
export const MAX_RESULTS_PAGES = 10;

/** How many pages of results the address asks for: 1 when absent or not a whole number ≥ 1, at most MAX_RESULTS_PAGES. */
export function resultsPagesOf(query: QueryInput): number {
  const text = toParams(query).get(RESULTS_PAGES_PARAM)?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.min(Math.max(Number(text), 1), MAX_RESULTS_PAGES);
}

/** The same query (without '?') showing `pages` pages of results; the parameter is left out for one page. */
export function withResultsPages(query: QueryInput, pages: number): string {
  const params = new URLSearchParams(toParams(query));
  params.delete(RESULTS_PAGES_PARAM);
  if (pages > 1) params.set(RESULTS_PAGES_PARAM, String(Math.min(Math.floor(pages), MAX_RESULTS_PAGES)));
  return params.toString();
}
