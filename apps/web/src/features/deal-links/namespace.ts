/** The deal links' i18next namespace: /locales/{lng}/deal-links.json, loaded with their pages. */
export const DEAL_LINKS_NS = 'deal-links';
