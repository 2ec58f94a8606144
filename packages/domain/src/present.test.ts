import { describe, expect, it } from 'vitest';
import { isPresent, trimEmptyHtmlTags } from './present.ts';

describe('isPresent (spec §5)', () => {
  it.each<[string, unknown, boolean]>([
    ['null', null, false],
    ['undefined', undefined, false],
    ['an empty string', '', false],
    ['a blank string', ' \t\n ', false],
    ['text', 'Paris', true],
    ['zero', 0, true],
    ['false', false, true],
    ['an empty list', [], true],
    ['an object', {}, true],
  ])('%s → %s', (_label, value, present) => {
    expect(isPresent(value)).toBe(present);
  });
});

describe('trimEmptyHtmlTags (spec §5 dropdown text)', () => {
  it.each([
    ['<p></p>', ''],
    ['<p> </p>', ''],
    ['<p>&nbsp;</p>', ''],
    ['<p><br></p>', ''],
    ['<p><span></span></p>', ''],
    ['<div><p><strong> </strong></p></div>', ''],
    ['<p>Free cancellation</p><p></p>', '<p>Free cancellation</p>'],
    ['<p></p><p>Free cancellation</p>', '<p>Free cancellation</p>'],
    ['<P class="x"></p>Hello', 'Hello'],
    ['<br><br>Breakfast included<br/><br />', 'Breakfast included'],
    ['  <br> Breakfast&nbsp;included &nbsp;<br>  ', 'Breakfast&nbsp;included'],
    ['Line one<br>Line two', 'Line one<br>Line two'],
    ['<p>One</p><p><span> </span></p><p>Two</p>', '<p>One</p><p>Two</p>'],
    ['<p><img src="/a.png"></p>', '<p><img src="/a.png"></p>'],
    ['<table><tr><td></td><td>x</td></tr></table>', '<table><tr><td></td><td>x</td></tr></table>'],
    ['<p>0</p>', '<p>0</p>'],
    ['Plain text', 'Plain text'],
    ['', ''],
  ])('%j → %j', (html, expected) => {
    expect(trimEmptyHtmlTags(html)).toBe(expected);
  });

  it('treats a missing value as empty text', () => {
    expect(trimEmptyHtmlTags(null)).toBe('');
    expect(trimEmptyHtmlTags(undefined)).toBe('');
  });

  it('stays fast on long blank input', () => {
    const started = performance.now();
    trimEmptyHtmlTags(`${' '.repeat(50_000)}x${' &nbsp;'.repeat(20_000)}`);
    trimEmptyHtmlTags('<br'.repeat(30_000));
    trimEmptyHtmlTags(`<p>${'<br>'.repeat(30_000)}x`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
