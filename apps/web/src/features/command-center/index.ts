import i18next from 'i18next';
import { CENTER_NS } from './hooks/use-command-center-translation.ts';

// The Command Center (/dashboard, issue #16): the agency's bookings, sales and searches for a period.

/** The page and its texts, loaded when /dashboard opens (the chart is a further lazy chunk). */
export const loadCommandCenterPage = async () => {
  const [m] = await Promise.all([import('./components/command-center-page.tsx'), i18next.loadNamespaces(CENTER_NS)]);
  return m.CommandCenterPage;
};
