export { LanguagePicker } from './components/language-picker.tsx';
export { useChangeLanguage } from './hooks/use-change-language.ts';
export { initI18n } from './i18n.ts';
export { applyDocumentLanguage, directionOf, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages.ts';
