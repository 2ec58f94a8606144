// Markup Settings (issue #15, /settings/agency): the agency's markup by product and destination, with a live preview.
export { MarkupSettingsPage } from './components/markup-settings-page.tsx';
