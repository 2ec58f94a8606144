import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';

describe('toE164', () => {
  it.each([
    ['+442080160509', '+442080160509'],
    ['+44 20 8016 0509', '+442080160509'],
    ['+44 (20) 8016-0509', '+442080160509'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+351.21.123.4567', '+351211234567'],
    ['  +47 22 33 44 55 ', '+4722334455'],
    ['+1234567', '+1234567'], // 7 digits: the shortest plausible
    ['+123456789012345', '+123456789012345'], // 15 digits: the longest E.164 allows
  ])('%j → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['020 8016 0509'], // no country code
    ['0044 20 8016 0509'], // an international prefix, not '+'
    ['+0 20 8016 0509'], // country codes do not start with 0
    ['+123456'], // too short
    ['+1234567890123456'], // too long
    ['+44 20 8016 0509 ext 12'],
    ['+44/20/8016/0509'],
    ['++442080160509'],
  ])('%j is no number', (input) => {
    expect(toE164(input)).toBeNull();
  });
});
