import { LANGUAGES, type LanguageCode, type LanguageOption } from '@tripfront/domain/agency';
import { COUNTRY_CURRENCIES } from '@tripfront/domain/currency/country-currencies';

/** Each interface language by its own name, as the language picker lists it. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  da: 'Dansk',
  no: 'Norsk',
  de: 'Deutsch',
  ar: 'العربية',
  fr: 'Français',
  sv: 'Svenska',
};

/** The offered languages after ticking or unticking one, in the order of spec §1; names kept. */
export function toggleLanguage(current: readonly LanguageOption[], code: LanguageCode, offered: boolean): LanguageOption[] {
  const byCode = new Map(current.map((option) => [option.code, option]));
  if (offered) byCode.set(code, byCode.get(code) ?? { name: LANGUAGE_NAMES[code], code, value: code });
  else byCode.delete(code);
  return LANGUAGES.flatMap((c) => {
    const option = byCode.get(c);
    return option ? [option] : [];
  });
}

/** Every country (ISO 3166-1 alpha-2, the domain's list), named in the interface language and sorted for it. */
export function countryOptions(language: string): Array<{ code: string; name: string }> {
  let display: Intl.DisplayNames | null = null;
  try {
    display = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    display = null;
  }
  const collator = new Intl.Collator(language);
  return Object.keys(COUNTRY_CURRENCIES)
    .map((code) => ({ code, name: display?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
