import i18next from 'i18next';
import { CONTENT_NS } from './editor/use-content-translation.ts';

/**
 * The agency's content (issue #44). The public pages are the app's route modules
 * (app/routes/blog.tsx …); the editor at /settings/content loads on demand with its texts, and
 * with it Tiptap, which the storefront's pages never load.
 */
export const loadContentSettingsPage = async () => {
  // The search feature's namespace too: a destination's place is found with the hotel search's suggestions.
  const [m] = await Promise.all([import('./editor/content-settings-page.tsx'), i18next.loadNamespaces([CONTENT_NS, 'search'])]);
  return m.ContentSettingsPage;
};
