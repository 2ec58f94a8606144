import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@tripfront/domain/agency';
import { describe, expect, it } from 'vitest';
import { directionOf, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../public/locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('languages', () => {
  it('matches the domain list of interface languages', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual([...LANGUAGES]);
  });

  it.each<[string | null, string | null]>([
    ['en-US', 'en'],
    ['SV', 'sv'],
    ['ar_EG', 'ar'],
    ['xx', null],
    [null, null],
  ])('toSupportedLanguage(%j) → %j', (value, expected) => {
    expect(toSupportedLanguage(value)).toBe(expected);
  });

  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['sv', 'ltr'],
  ])('%s is %s', (lng, dir) => {
    expect(directionOf(lng)).toBe(dir);
  });

  it('ships a translation file per language with exactly the English keys', () => {
    const english = keysOf(JSON.parse(readFileSync(path.join(localesDir, 'en/translation.json'), 'utf8'))).sort();
    expect(readdirSync(localesDir).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const lng of SUPPORTED_LANGUAGES) {
      const keys = keysOf(JSON.parse(readFileSync(path.join(localesDir, `${lng}/translation.json`), 'utf8'))).sort();
      expect(keys, lng).toEqual(english);
    }
  });
});
