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

/** Every ISO 3166-1 alpha-2 region with its name in the interface language, sorted for it (Intl only: no country list shipped); nationality pickers use it. */
export function countryOptions(language: string): Array<{ code: string; name: string }> {
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
  } catch {
    return [];
  }
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const list: Array<{ code: string; name: string }> = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      // Exceptionally reserved and user-assigned codes (EU, UN, XA …) are not nationalities.
      if (/^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/.test(code)) continue;
      const name = names.of(code);
      if (name && name !== code) list.push({ code, name });
    }
  }
  const collator = new Intl.Collator(language);
  return list.sort((x, y) => collator.compare(x.name, y.name));
}
