import { resultsPagesOf } from '@tripfront/domain/search';
import { useLocation } from 'react-router';

/**
 * How many pages of results the address asks for (`?page=`, decision 0132): what a product's
 * search passes as its query's `meta.pages`, which the server's render fetches. The app itself
 * starts from the first page (or from the pages the server's HTML brought) and loads more in place.
 */
export function useResultsPages(): number {
  return resultsPagesOf(useLocation().search);
}
