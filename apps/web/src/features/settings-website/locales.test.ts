import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@tripfront/domain/agency';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, '../../../public/locales');

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, inner]) => ({ ...all, ...flatten(inner, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}
const read = (lng: string, ns: string) => flatten(JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8')));
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// Website settings, Customize Theme (issue #15) and Login settings: every language has every text, with the same placeholders.
describe.each(['settings-website', 'settings-theme', 'settings-login', 'settings-content'])('%s texts', (ns) => {
  const english = read('en', ns);
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has the English keys and placeholders, translated', (lng) => {
    const texts = read(lng, ns);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(variables(text), `${lng} ${key}`).toEqual(variables(english[key] ?? ''));
    }
    // Translated, not copied: most texts differ from the English ones.
    const same = Object.keys(texts).filter((key) => texts[key] === english[key]);
    expect(same.length).toBeLessThan(Object.keys(texts).length / 4);
  });
});
