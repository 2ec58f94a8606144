import { describe, expect, it } from 'vitest';
import { PrefixIndex } from './prefix-index.ts';
import type { IndexKey } from './prefix-index.ts';

interface Place {
  name: string;
  code?: string;
  aliases?: string[];
  weight: number;
}
const places: Place[] = [
  { name: 'York', weight: 150_000 },
  { name: 'New York', code: 'NYC', aliases: ['Big Apple'], weight: 8_000_000 },
  { name: 'Yorkton', weight: 15_000 },
  { name: 'Paris', code: 'PAR', weight: 2_100_000 },
  { name: 'Paradise', weight: 20_000 },
  { name: 'Parbhani', weight: 300_000 },
  { name: 'Nyborg', weight: 16_000 },
];
const keysOf = (p: Place): IndexKey[] => [
  [p.name, 'name'],
  ...(p.code ? [[p.code, 'code'] as const] : []),
  ...(p.aliases ?? []).map((a) => [a, 'alias'] as const),
];
const index = new PrefixIndex(places, keysOf, (p) => p.weight);
const names = (query: string, limit?: number) => index.search(query, limit).map((p) => p.name);

describe('PrefixIndex', () => {
  it.each([
    ['par', ['Paris', 'Parbhani', 'Paradise']],
    ['PARI', ['Paris']],
    ['york', ['New York', 'York', 'Yorkton']], // a big city's second word beats a small exact name
    ['ny', ['New York', 'Nyborg']], // a code prefix counts like a name prefix
    ['nyc', ['New York']],
    ['big', ['New York']],
    ['apple', ['New York']],
    ['new y', ['New York']],
    ['zzz', []],
    ['', []],
    ['   ', []],
  ])('%s → %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('lists an item once even when several of its names match', () => {
    const twice = new PrefixIndex([{ name: 'Paris Paris', weight: 1 }], keysOf, (p) => p.weight);
    expect(twice.search('paris')).toHaveLength(1);
  });

  it('puts a typed-in-full code first whatever the weights', () => {
    const airports = new PrefixIndex(
      [
        { name: 'Dubai International', code: 'DXB', weight: 99 },
        { name: 'Dublin', code: 'DUB', weight: 50 },
      ],
      keysOf,
      (p) => p.weight,
    );
    expect(airports.search('dub').map((p) => p.code)).toEqual(['DUB', 'DXB']);
  });

  it('honours the limit, and answers a cached short query the same way twice', () => {
    expect(names('p', 2)).toEqual(['Paris', 'Parbhani']);
    expect(names('p', 2)).toEqual(['Paris', 'Parbhani']);
    expect(names('p', 0)).toEqual([]);
  });
});
