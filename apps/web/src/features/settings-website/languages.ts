import { LANGUAGE_NAMES, LANGUAGES, type LanguageCode, type LanguageOption } from '@tripfront/domain/agency';
import { countryNames } from '@tripfront/domain/country-names';
import { COUNTRY_CURRENCIES } from '@tripfront/domain/currency/country-currencies';

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
export const countryOptions = (language: string): Array<{ code: string; name: string }> => countryNames(language, Object.keys(COUNTRY_CURRENCIES));
