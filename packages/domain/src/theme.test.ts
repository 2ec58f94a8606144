import { describe, expect, it } from 'vitest';
import { accessiblePrimary, contrastRatio, DEFAULT_PRIMARY_COLOR, MIN_TEXT_CONTRAST, parseHexColor, perceivedBrightness, themeColors } from './theme.ts';

describe('themeColors (spec §9)', () => {
  it.each([
    ['#808080', '#808080', '#000000', 'rgba(128, 128, 128, 0.6)'], // brightness 128 > 127.5: black
    ['#7f7f7f', '#7f7f7f', '#ffffff', 'rgba(127, 127, 127, 0.6)'], // brightness 127: white
    ['#ffffff', '#ffffff', '#000000', 'rgba(255, 255, 255, 0.6)'],
    ['#000000', '#000000', '#ffffff', 'rgba(0, 0, 0, 0.6)'],
    ['#e8590c', '#e8590c', '#ffffff', 'rgba(232, 89, 12, 0.6)'], // orange: 122.9
    ['#ffd43b', '#ffd43b', '#000000', 'rgba(255, 212, 59, 0.6)'], // yellow: 207.3
    ['#00FF00', '#00ff00', '#000000', 'rgba(0, 255, 0, 0.6)'], // green: 149.7
    ['#0000ff', '#0000ff', '#ffffff', 'rgba(0, 0, 255, 0.6)'], // blue: 29.1
    ['#abc', '#aabbcc', '#000000', 'rgba(170, 187, 204, 0.6)'],
    [' 1a2b3c ', '#1a2b3c', '#ffffff', 'rgba(26, 43, 60, 0.6)'],
  ])('%j → primary %s, text %s, translucent %s', (input, primary, foreground, primaryTranslucent) => {
    const colors = themeColors(input);
    expect(colors).toMatchObject({ primary, foreground, primaryTranslucent });
    expect(contrastRatio(colors.solid, colors.foreground)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each([[''], ['blue'], ['#12345'], ['#gggggg'], ['rgb(1,2,3)'], [null], [undefined]])('%j falls back to the default blue', (input) => {
    expect(themeColors(input)).toMatchObject({ primary: DEFAULT_PRIMARY_COLOR, foreground: '#ffffff', primaryTranslucent: 'rgba(13, 110, 253, 0.6)' });
  });

  it.each([
    ['#808080', 128],
    ['#7f7f7f', 127],
    ['#ff0000', 76.245],
  ])('perceived brightness of %s is %d', (hex, brightness) => {
    const rgb = parseHexColor(hex);
    expect(rgb && perceivedBrightness(rgb)).toBeCloseTo(brightness, 6);
  });
});

describe('contrast (WCAG 2): the solid variant carries the foreground text at AA', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#ffe066', '#ffffff', 1.3], // a light yellow: too faint on white (Customize Theme warns)
    ['#ffe066', '#000000', 16.11],
    ['#e8590c', '#ffffff', 3.55],
  ])('contrastRatio(%s, %s) ≈ %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it.each<[string, '#000000' | '#ffffff']>([
    ['#e8590c', '#ffffff'],
    ['#1c7ed6', '#ffffff'],
    ['#0b7285', '#ffffff'],
    ['#ffd43b', '#000000'],
    ['#808080', '#000000'],
    ['#7f7f7f', '#ffffff'], // just under the brightness threshold: white text, deepened to reach AA
    ['#00a000', '#ffffff'],
  ])('accessiblePrimary(%s) reaches AA against %s', (primary, fg) => {
    expect(contrastRatio(accessiblePrimary(primary, fg), fg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps colours that already pass', () => {
    expect(accessiblePrimary('#0b7285', '#ffffff')).toBe('#0b7285');
    expect(accessiblePrimary('#ffd43b', '#000000')).toBe('#ffd43b');
    expect(themeColors('#0b7285').solid).toBe('#0b7285');
  });
});
