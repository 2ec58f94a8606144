import i18next from 'i18next';
import { WEBSITE_NS } from './hooks/use-website-translation.ts';

/** /settings/website/ with its texts, loaded when the page opens. */
export const loadWebsiteSettingsPage = async () => {
  const [m] = await Promise.all([import('./components/website-settings-page.tsx'), i18next.loadNamespaces(WEBSITE_NS)]);
  return m.WebsiteSettingsPage;
};
