/**
 * Interface languages of spec §1. Mirrors LANGUAGES in @tripfront/domain/agency, which cannot be
 * imported at start-up without pulling zod into the initial bundle; a test keeps the two equal.
 */
export const SUPPORTED_LANGUAGES = ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';
const RTL = new Set<string>(['ar']);

export function isSupportedLanguage(value: string | null | undefined): value is SupportedLanguage {
  return value !== null && value !== undefined && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** 'en-US' → 'en'; null when not one of ours. */
export function toSupportedLanguage(value: string | null | undefined): SupportedLanguage | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : null;
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL.has(toSupportedLanguage(language) ?? '') ? 'rtl' : 'ltr';
}

/** Keeps <html lang dir> in step with the interface language (layout mirrors through logical CSS properties). */
export function applyDocumentLanguage(language: string): void {
  const lng = toSupportedLanguage(language) ?? FALLBACK_LANGUAGE;
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
}
