/** Country codes (ISO 3166-1 alpha-2) with their names in the interface language, sorted for that language; a code Intl cannot name stands for itself. */
export function countryNames<C extends string>(language: string, codes: readonly C[]): Array<{ code: C; name: string }> {
  let display: Intl.DisplayNames | null = null;
  try {
    display = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    display = null;
  }
  const collator = new Intl.Collator(language);
  return codes.map((code) => ({ code, name: display?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
