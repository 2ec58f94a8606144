/** The proposals' i18next namespace: /locales/{lng}/proposals.json, loaded with the pages. */
export const PROPOSALS_NS = 'proposals';
