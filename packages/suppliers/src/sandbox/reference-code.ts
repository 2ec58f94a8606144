import { hashString } from '../prng.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Letters and digits (no 0/O or 1/I) derived from a seed: the sandbox suppliers' references, record locators and confirmation numbers. */
export function referenceCode(seed: string, length: number): string {
  let n = hashString(seed);
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out += ALPHABET[n % ALPHABET.length];
    n = Math.floor(n / ALPHABET.length);
  }
  return out;
}
