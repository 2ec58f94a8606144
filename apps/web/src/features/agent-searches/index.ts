import i18next from 'i18next';
import { SEARCHES_NS } from './hooks/use-searches-translation.ts';

// Searches (/searches, issue #16): recent searches by the agency's clients, agents and visitors.

/** The page and its texts, loaded when /searches opens. */
export const loadSearchesPage = async () => {
  const [m] = await Promise.all([import('./components/searches-page.tsx'), i18next.loadNamespaces(SEARCHES_NS)]);
  return m.SearchesPage;
};
