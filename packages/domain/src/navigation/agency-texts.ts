import type { AgencyTexts, AgencyTranslations } from '../agency.ts';

// The agency's own words in the interface language (decision 0099): a header link's label, the About
// and FAQ titles. Types only from agency.ts: the header is in the start-up bundle, which has no zod.

function translated(
  translations: AgencyTranslations | undefined,
  language: string,
  pick: (texts: AgencyTexts) => string | undefined,
  asEntered: string,
): string {
  const code = language.trim().toLowerCase().split(/[-_]/)[0] as keyof AgencyTranslations;
  const texts = translations?.[code];
  const text = texts ? pick(texts)?.trim() : undefined;
  return text ? text : asEntered;
}

/** A header link's label in `language`; as entered (the agency's default language) when not translated. */
export function navigationLabel(translations: AgencyTranslations | undefined, language: string, entry: { label: string; path: string }): string {
  return translated(translations, language, (texts) => texts.navigation?.[entry.path], entry.label);
}

/** The About page's title in `language`; `asEntered` when not translated. */
export function aboutTitle(translations: AgencyTranslations | undefined, language: string, asEntered: string): string {
  return translated(translations, language, (texts) => texts.aboutTitle, asEntered);
}

/** The FAQ page's title in `language`; `asEntered` when not translated (empty: the storefront's own word). */
export function faqTitle(translations: AgencyTranslations | undefined, language: string, asEntered: string): string {
  return translated(translations, language, (texts) => texts.faqTitle, asEntered);
}
