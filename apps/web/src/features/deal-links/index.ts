import i18next from 'i18next';
import { DEAL_LINKS_NS } from './namespace.ts';

// Deal links (decision 0118): the agent's /deal-link page (create, share, follow, archive) and the
// visitor's /url/:id page for a link that expired or is unknown (a live one never reaches it: the
// server counts the click and redirects). Both load lazily with their texts.

/** The agent's page and its texts, loaded when /deal-link opens: its form holds the products' search forms, with theirs. */
export const loadDealLinkPage = async () => {
  const [m] = await Promise.all([
    import('./components/deal-link-page.tsx'),
    i18next.loadNamespaces(DEAL_LINKS_NS),
    import('../search/index.ts').then((search) => i18next.loadNamespaces(search.SEARCH_NS)),
  ]);
  return m.DealLinkPage;
};

/** The /url/:id route's module: the page and its texts. */
export const loadShortUrlRoute = async () => {
  const [m] = await Promise.all([import('./components/short-url-page.tsx'), i18next.loadNamespaces(DEAL_LINKS_NS)]);
  return { Component: m.ShortUrlPage };
};
