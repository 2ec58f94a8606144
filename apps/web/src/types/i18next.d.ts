import type en from '../../public/locales/en/translation.json';

// Typed translation keys: a missing or misspelt key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
