import { themeColors } from '@tripfront/domain/theme';

/** Branding is runtime data: the agency's primary colour becomes CSS variables on :root (spec §1/§9). */
export function applyTheme(primaryColor: string, root: HTMLElement = document.documentElement): void {
  const colors = themeColors(primaryColor);
  root.style.setProperty('--tf-primary', colors.primary);
  root.style.setProperty('--tf-primary-fg', colors.foreground);
  root.style.setProperty('--tf-primary-60', colors.primaryTranslucent);
  // Surfaces that carry --tf-primary-fg text (buttons, hero, badges) use this AA-safe variant.
  root.style.setProperty('--tf-primary-solid', colors.solid);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
}
