import { parseHexColor, themeColors } from '@tripfront/domain/theme';

type Rgb = { r: number; g: number; b: number };

const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHexColor(a) ?? { r: 0, g: 0, b: 0 });
  const lb = luminance(parseHexColor(b) ?? { r: 0, g: 0, b: 0 });
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The agency colour, moved step by step towards black (under white text) or white (under black
 * text) until text in `foreground` on it — or it as text on `foreground` — reaches WCAG AA (4.5:1).
 * Most brand colours come back unchanged or slightly deeper.
 */
export function accessiblePrimary(primary: string, foreground: '#000000' | '#ffffff', minimum = 4.5): string {
  const base = parseHexColor(primary) ?? { r: 0, g: 0, b: 0 };
  const target = foreground === '#ffffff' ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const t = step / 20;
    const candidate = toHex({ r: base.r + (target - base.r) * t, g: base.g + (target - base.g) * t, b: base.b + (target - base.b) * t });
    if (contrastRatio(candidate, foreground) >= minimum) return candidate;
  }
  return foreground === '#ffffff' ? '#000000' : '#ffffff';
}

/** Branding is runtime data: the agency's primary colour becomes CSS variables on :root (spec §1/§9). */
export function applyTheme(primaryColor: string, root: HTMLElement = document.documentElement): void {
  const colors = themeColors(primaryColor);
  root.style.setProperty('--tf-primary', colors.primary);
  root.style.setProperty('--tf-primary-fg', colors.foreground);
  root.style.setProperty('--tf-primary-60', colors.primaryTranslucent);
  // Surfaces that carry --tf-primary-fg text (buttons, hero, badges) use this AA-safe variant.
  root.style.setProperty('--tf-primary-solid', accessiblePrimary(colors.primary, colors.foreground));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
}
