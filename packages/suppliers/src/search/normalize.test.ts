import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.ts';

describe('normalizeText', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['  CANCÚN ', 'cancun'],
    ['København', 'kobenhavn'],
    ['Malmö', 'malmo'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['Reykjavík', 'reykjavik'],
    ["Côte d'Ivoire", 'cote d ivoire'],
    ['Saint-Denis', 'saint denis'],
    ['Washington, D.C.', 'washington d c'],
    ['東京', '東京'],
    ['', ''],
  ])('%s → %s', (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });
});
