import { LANGUAGES, RTL_LANGUAGES, type LanguageCode } from './agency.ts';

// The language an email is written in. Apart from navigation/language.ts, which the storefront's
// shell loads at start-up: this one reads the agency schema's language list (zod).

const isLanguage = (value: string | null | undefined): value is LanguageCode => (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * The language an email is written in (every email but a booking's, which keeps bookerLanguage):
 * the recipient's stored preference when it is an interface language (spec §1), else the agency's
 * default language, else English, the fallback.
 */
export function recipientLanguage(preferred: string | null | undefined, agencyDefault: string | null | undefined): LanguageCode {
  if (isLanguage(preferred)) return preferred;
  if (isLanguage(agencyDefault)) return agencyDefault;
  return 'en';
}

/** The writing direction of a language: Arabic reads right to left. */
export const languageDirection = (language: LanguageCode): 'ltr' | 'rtl' => (RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr');
