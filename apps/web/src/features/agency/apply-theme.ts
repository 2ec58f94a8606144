import { themeColors } from '@tripfront/domain/theme';

/** The CSS variables of the agency's branding, from its primary colour (spec §1/§9). */
export function themeVariables(primaryColor: string): Record<`--tf-${string}`, string> {
  const colors = themeColors(primaryColor);
  return {
    '--tf-primary': colors.primary,
    '--tf-primary-fg': colors.foreground,
    '--tf-primary-60': colors.primaryTranslucent,
    // Surfaces that carry --tf-primary-fg text (buttons, hero, badges) use this AA-safe variant.
    '--tf-primary-solid': colors.solid,
  };
}

/** Branding is runtime data: the agency's primary colour becomes CSS variables on :root (spec §1/§9). */
export function applyTheme(primaryColor: string, root: HTMLElement = document.documentElement): void {
  const variables = themeVariables(primaryColor);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', variables['--tf-primary'] ?? primaryColor);
}
