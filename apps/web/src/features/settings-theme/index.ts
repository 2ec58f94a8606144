import i18next from 'i18next';
import { THEME_NS } from './hooks/use-theme-translation.ts';

/** Customize Theme (/settings/theme) with its texts, loaded when the page opens. */
export const loadThemeSettingsPage = async () => {
  const [m] = await Promise.all([import('./components/theme-settings-page.tsx'), i18next.loadNamespaces(THEME_NS)]);
  return m.ThemeSettingsPage;
};
