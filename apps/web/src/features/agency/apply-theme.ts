import { themeVariables } from '@tripfront/domain/theme';

export { themeVariables };

/** Branding is runtime data: the agency's primary colour becomes CSS variables on :root (spec §1/§9). */
export function applyTheme(primaryColor: string, root: HTMLElement = document.documentElement): void {
  const variables = themeVariables(primaryColor);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', variables['--tf-primary'] ?? primaryColor);
}
