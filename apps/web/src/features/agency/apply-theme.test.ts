import { describe, expect, it } from 'vitest';
import { accessiblePrimary, applyTheme, contrastRatio } from './apply-theme.ts';

describe('theme', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
  ])('contrastRatio(%s, %s) ≈ %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it.each<[string, '#000000' | '#ffffff']>([
    ['#e8590c', '#ffffff'],
    ['#1c7ed6', '#ffffff'],
    ['#0b7285', '#ffffff'],
    ['#ffd43b', '#000000'],
    ['#808080', '#000000'],
    ['#00a000', '#ffffff'],
  ])('accessiblePrimary(%s) reaches AA against %s', (primary, fg) => {
    expect(contrastRatio(accessiblePrimary(primary, fg), fg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps colours that already pass', () => {
    expect(accessiblePrimary('#0b7285', '#ffffff')).toBe('#0b7285');
    expect(accessiblePrimary('#ffd43b', '#000000')).toBe('#ffd43b');
  });

  it('sets the CSS variables on :root', () => {
    applyTheme('#e8590c');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--tf-primary')).toBe('#e8590c');
    expect(style.getPropertyValue('--tf-primary-fg')).toBe('#ffffff');
    expect(style.getPropertyValue('--tf-primary-60')).toBe('rgba(232, 89, 12, 0.6)');
    expect(contrastRatio(style.getPropertyValue('--tf-primary-solid'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
