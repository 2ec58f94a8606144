import i18next from 'i18next';
import { SUPPORT_NS } from './hooks/use-support-translation.ts';

// Support (/settings/support, issue #15): agents file a request for the platform operator.

/** The page and its texts, for settingsRoutes({ pages: { support } }). */
export const loadSupportPage = async () => {
  const [m] = await Promise.all([import('./components/support-page.tsx'), i18next.loadNamespaces(SUPPORT_NS)]);
  return m.SupportPage;
};
