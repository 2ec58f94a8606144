import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import en from '../../public/locales/en/translation.json';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { installFetchMock } from './mock-api.ts';

// English translations, loaded synchronously so components render real text.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

// findBy/waitFor give up after 1 s by default: a lazily loaded route on a busy CI machine can take
// longer to render than that. What a test waits for still has to appear.
configure({ asyncUtilTimeout: 4000 });

// jsdom implements neither; the shell calls both.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  installFetchMock();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  setUnauthorizedHandler(null);
  document.documentElement.removeAttribute('style');
  if (i18next.language !== 'en') void i18next.changeLanguage('en');
  // A console.error during a web test fails it (conventions: "Tests that would catch a real bug").
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
