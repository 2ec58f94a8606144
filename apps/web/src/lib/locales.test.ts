import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@tripfront/domain/agency';
import { describe, expect, it } from 'vitest';

// Every namespace of the shipped translations (public/locales/{lng}/{ns}.json) in every language of
// the storefront: the same texts as English, with the same placeholders, and really translated.

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');
const NAMESPACES = readdirSync(path.join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length));

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, inner]) => ({ ...all, ...flatten(inner, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}
const read = (lng: string, ns: string) => flatten(JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8')));
// Plural forms differ by language (Arabic has six): a key is compared without its plural suffix.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).filter((v) => v !== 'count');

describe('shipped translations', () => {
  it('cover the product namespaces', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['hotels', 'flights', 'cars', 'activities', 'cruise', 'resorts', 'booking']));
  });

  describe.each(NAMESPACES)('%s.json', (ns) => {
    const english = read('en', ns);
    it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English text, translated, with the same placeholders', (lng) => {
      const texts = read(lng, ns);
      expect([...new Set(Object.keys(texts).map(base))].sort()).toEqual([...new Set(Object.keys(english).map(base))].sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${lng} ${key}`).not.toBe('');
        const en = english[key] ?? english[`${base(key)}_other`] ?? '';
        expect(variables(text).sort(), `${lng} ${key}`).toEqual(variables(en).sort());
      }
      // Really translated: brand names and the like may stay English, most texts may not.
      const same = Object.keys(texts).filter((key) => texts[key] === english[key]);
      expect(same.length, `${lng}: ${same.slice(0, 5).join(', ')}`).toBeLessThan(Math.max(2, Object.keys(texts).length / 4));
    });
  });
});
