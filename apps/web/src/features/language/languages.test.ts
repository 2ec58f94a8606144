import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@tripfront/domain/agency';
import { describe, expect, it } from 'vitest';
import { directionOf, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../public/locales');

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

  // Which texts each file holds (the English ones, plural forms as the language has them) is
  // lib/locales.test.ts's rule, for every namespace.
  it('ships a translation file per language', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const lng of SUPPORTED_LANGUAGES) expect(existsSync(path.join(localesDir, lng, 'translation.json')), lng).toBe(true);
  });
});
