// The back-office settings' shared parts (issue #15): each settings page is its own feature and uses these.
export { settingsRoutes, SETTINGS_PAGES, type SettingsPageKey } from './routes.tsx';
export {
  useAgencySettings,
  useSaveSettings,
  useReloadSettings,
  agencySettingsQueryOptions,
  isVersionConflict,
  type SectionValues,
} from './api/agency-settings.ts';
export { SettingsPage, SettingsSection, SaveBar } from './components/settings-page.tsx';
export { saveFailure, type SaveFailure } from './components/settings-errors.ts';
export { UnsavedChangesDialog, useUnsavedChangesGuard } from './hooks/use-unsaved-changes-guard.tsx';
export { useSettingsTranslation, SETTINGS_NS, type SettingsKey, type SettingsT } from './hooks/use-settings-translation.ts';
