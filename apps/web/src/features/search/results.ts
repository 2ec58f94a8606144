/**
 * What a results page needs of the search feature before its first paint (decision 0134): the
 * summary line and the form that loads after it; and the search's context (today, the agency's
 * same-day rule), which an activity's details page reads (decision 0136). Apart from index.ts, whose
 * forms (react-hook-form, the date and place fields) would otherwise join every results chunk.
 */
import i18next from 'i18next';
import { startedFromServer } from '../../lib/hydration.ts';
import { loadResultsSearchForm } from './components/results-search-form.tsx';
import { SEARCH_NS } from './hooks/use-search-translation.ts';

export { SearchSummaryBar } from './components/search-summary-bar.tsx';
export { useSearchContext } from './hooks/use-search-context.ts';
export { ResultsSearchForm, SearchFormFirst, loadResultsSearchForm } from './components/results-search-form.tsx';

/**
 * What a results route waits for besides its own chunk: the search forms' texts and, on a page that
 * started from the server's HTML (and on the server itself), the form's code too: the server renders
 * the form (it works without JavaScript), so hydration must meet it (decisions 0132, 0134). A results
 * page the browser renders alone keeps the form for later (idle, or "Change search" on a phone).
 */
export function resultsSearchReady(): Promise<unknown> {
  return Promise.all([i18next.loadNamespaces(SEARCH_NS), startedFromServer() ? loadResultsSearchForm() : null]);
}
