import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR, parseHexColor, perceivedBrightness, themeColors } from './theme.ts';

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
    expect(themeColors(input)).toEqual({ primary, foreground, primaryTranslucent });
  });

  it.each([[''], ['blue'], ['#12345'], ['#gggggg'], ['rgb(1,2,3)'], [null], [undefined]])('%j falls back to the default blue', (input) => {
    expect(themeColors(input)).toEqual({ primary: DEFAULT_PRIMARY_COLOR, foreground: '#ffffff', primaryTranslucent: 'rgba(13, 110, 253, 0.6)' });
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
