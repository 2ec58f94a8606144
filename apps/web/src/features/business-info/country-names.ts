import { getCountries, type Country } from 'react-phone-number-input';

/** ISO country codes with their names in the interface language, sorted for that language. */
export function countryNames(language: string): Array<{ code: Country; name: string }> {
  let display: Intl.DisplayNames | null = null;
  try {
    display = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    display = null;
  }
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => ({ code, name: display?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
