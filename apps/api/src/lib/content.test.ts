import { describe, expect, it } from 'vitest';
import { settleImageText } from './content.ts';

describe('settleImageText', () => {
  it.each<[string, string, string | null]>([
    ['a picture with a description', '<p><img src="/a.png" alt="A tram"></p>', '<p><img src="/a.png" alt="A tram"></p>'],
    ['a decorative picture gets alt=""', '<img src="/a.png" data-decorative="">', '<img alt="" src="/a.png" data-decorative="">'],
    ['role="presentation" is decorative', '<img src="/a.png" role="presentation">', '<img alt="" src="/a.png" role="presentation">'],
    ['decorative with alt="" stays', '<img src="/a.png" alt="" data-decorative="">', '<img src="/a.png" alt="" data-decorative="">'],
    ['no alt, not decorative', '<p>x</p><img src="/a.png">', null],
    ['an empty alt without the mark', '<img src="/a.png" alt="">', null],
    ['a blank alt', '<img src="/a.png" alt="  ">', null],
    ['">" inside another attribute', '<img title="a > b" src="/a.png">', null],
    ['one good, one missing', '<img src="/a.png" alt="ok"><img src="/b.png">', null],
    ['no pictures', '<p>Hello</p>', '<p>Hello</p>'],
    ['data-alt is not alt', '<img src="/a.png" data-alt="x">', null],
  ])('%s', (_name, html, expected) => {
    expect(settleImageText(html)).toBe(expected);
  });
});
