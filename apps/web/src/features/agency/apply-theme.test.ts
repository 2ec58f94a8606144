import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@tripfront/domain/theme';
import { applyTheme } from './apply-theme.ts';

// The contrast rule itself is tested beside its one home, packages/domain/src/theme.test.ts.
describe('applyTheme', () => {
  it('sets the CSS variables on :root', () => {
    applyTheme('#e8590c');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--tf-primary')).toBe('#e8590c');
    expect(style.getPropertyValue('--tf-primary-fg')).toBe('#ffffff');
    expect(style.getPropertyValue('--tf-primary-60')).toBe('rgba(232, 89, 12, 0.6)');
    expect(contrastRatio(style.getPropertyValue('--tf-primary-solid'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
