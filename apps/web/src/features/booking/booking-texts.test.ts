import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../language/index.ts';
import { BOOKING_PRODUCTS } from './product.ts';

const localesDir = path.resolve(import.meta.dirname, '../../../public/locales');
const read = (lng: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(localesDir, lng, 'booking.json'), 'utf8')) as Record<string, unknown>;

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('booking texts', () => {
  const english = new Map(leaves(read('en')));

  it('name every product wherever one text does (soldOut_hotel … soldOut_resort)', () => {
    const contexts = new Map<string, string[]>();
    for (const key of english.keys()) {
      const m = /^(.*)_([a-z]+)$/.exec(key);
      if (m && (BOOKING_PRODUCTS as readonly string[]).includes(m[2]!)) contexts.set(m[1]!, [...(contexts.get(m[1]!) ?? []), m[2]!]);
    }
    expect(contexts.size).toBeGreaterThan(10);
    for (const [key, products] of contexts) expect(products, key).toEqual([...BOOKING_PRODUCTS]);
  });

  it.each(SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en'))('%s has every English key, translated, with the same placeholders', (lng) => {
    const texts = new Map(leaves(read(lng)));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${lng} ${key}`).not.toBe('');
      expect(placeholders(text), `${lng} ${key}`).toEqual(placeholders(english.get(key)!));
    }
    // Real translations: the sentences that name the product differ from the English ones.
    const named = [...texts].filter(([key]) => /_(hotel|flight|car|activity|cruise|resort)$/.test(key) && !key.startsWith('price.'));
    expect(named.filter(([key, text]) => text === english.get(key))).toEqual([]);
  });
});
