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
const read = (lng: string) => flatten(JSON.parse(readFileSync(path.join(localesDir, lng, 'cruise.json'), 'utf8')));
// Plural forms differ by language (Arabic has six): a key is compared without its plural suffix.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).filter((v) => v !== 'count');

describe('cruise texts (issue #19)', () => {
  const english = read('en');
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English text, translated, with the same placeholders', (lng) => {
    const texts = read(lng);
    expect([...new Set(Object.keys(texts).map(base))].sort()).toEqual([...new Set(Object.keys(english).map(base))].sort());
    for (const [key, text] of Object.entries(texts)) {
      const en = english[key] ?? english[`${base(key)}_other`] ?? '';
      expect(variables(text).sort(), `${lng} ${key}`).toEqual(variables(en).sort());
    }
    const same = Object.keys(texts).filter((key) => texts[key] === english[key]);
    expect(same.length).toBeLessThan(Object.keys(texts).length / 4);
  });
});
