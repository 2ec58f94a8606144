/**
 * What a results page needs of the search feature before its first paint (decision 0134): the
 * summary line and the form that loads after it. Apart from index.ts, whose forms (react-hook-form,
 * the date and place fields) would otherwise join every results chunk.
 */
export { SearchSummaryBar } from './components/search-summary-bar.tsx';
export { ResultsSearchForm, SearchFormFirst, loadResultsSearchForm } from './components/results-search-form.tsx';
