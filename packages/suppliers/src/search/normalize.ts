/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDED: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/**
 * The form names and queries are compared in: lower case, accents removed ('São' → 'sao',
 * 'København' → 'kobenhavn'), punctuation and runs of spaces turned into one space.
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øæœßłđðþıħ]/g, (ch) => FOLDED[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
