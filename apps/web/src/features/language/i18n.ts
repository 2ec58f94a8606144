import { firstVisitLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MINUTES } from '@tripfront/domain/navigation/language';
import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { getCookie } from '../../lib/cookies.ts';
import { SHELL_KEYS, storage } from '../../lib/storage.ts';
import { applyDocumentLanguage, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages.ts';

const AGENCY_DEFAULT_DETECTOR = 'agencyDefault';

/** What the query, cookie and storage detectors would find (spec §4 order), or null. */
function explicitLanguage(): string | null {
  const fromQuery = new URLSearchParams(window.location.search).get('lng');
  return (
    toSupportedLanguage(fromQuery) ?? toSupportedLanguage(getCookie(LANGUAGE_COOKIE)) ?? toSupportedLanguage(storage.get('local', SHELL_KEYS.i18nextLanguage))
  );
}

/**
 * Browser i18next: detection order querystring `lng`, cookie `pll_language`, local storage, then
 * (first visit only) the agency's default language, then the navigator; the choice is cached in
 * the pll_language cookie for 525600 minutes. Translations load from /locales/{lng}/translation.json.
 */
export async function initI18n(agencyDefaultLanguage: string): Promise<i18n> {
  const firstVisit = firstVisitLanguage({
    alreadyApplied: storage.get('local', SHELL_KEYS.defaultLanguageApplied) === 'true',
    detected: explicitLanguage(),
    agencyDefault: agencyDefaultLanguage,
    supported: SUPPORTED_LANGUAGES,
  });

  const detector = new LanguageDetector();
  detector.addDetector({
    name: AGENCY_DEFAULT_DETECTOR,
    lookup: () => {
      if (firstVisit === null) return undefined;
      storage.set('local', SHELL_KEYS.defaultLanguageApplied, 'true');
      return firstVisit;
    },
  });

  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(HttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['translation'],
      defaultNS: 'translation',
      // Absolute: the backend checks each URL for credentials with new URL(), which throws (slowly)
      // on a relative one. The same address as the page's preloads.
      backend: { loadPath: `${window.location.origin}/locales/{{lng}}/{{ns}}.json` },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', AGENCY_DEFAULT_DETECTOR, 'navigator'],
        lookupQuerystring: 'lng',
        lookupCookie: LANGUAGE_COOKIE,
        lookupLocalStorage: SHELL_KEYS.i18nextLanguage,
        caches: ['cookie', 'localStorage'],
        cookieMinutes: LANGUAGE_COOKIE_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? i18next.language);
  return i18next;
}
