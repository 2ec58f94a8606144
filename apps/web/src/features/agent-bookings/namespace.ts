/** The back-office bookings' i18next namespace: /locales/{lng}/agent-bookings.json, loaded with the pages. */
export const AGENT_BOOKINGS_NS = 'agent-bookings';
