/** Used when an agency's primary colour is missing or malformed. */
export const DEFAULT_PRIMARY_COLOR = '#0d6efd';
/** Spec §9: above this perceived brightness the foreground is black, otherwise white. */
export const BRIGHTNESS_THRESHOLD = 127.5;
/** Spec §9: opacity of the translucent variant of the primary colour. */
export const TRANSLUCENT_OPACITY = 0.6;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface ThemeColors {
  /** '#rrggbb', lower case. */
  primary: string;
  /** Text colour on the primary colour: '#000000' or '#ffffff'. */
  foreground: '#000000' | '#ffffff';
  /** 'rgba(r, g, b, 0.6)' */
  primaryTranslucent: string;
  /**
   * The primary colour made readable under `foreground` text (WCAG AA, 4.5:1): the background of
   * buttons, badges and the hero in the web app and of the button in emails.
   */
  solid: string;
}

/** '#1a2b3c', '1a2b3c' or '#abc' → RGB; anything else → null. */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  const hex = match?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

/** Perceived brightness, 0–255: (r*299 + g*587 + b*114) / 1000. */
export function perceivedBrightness({ r, g, b }: Rgb): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

const toHex = ({ r, g, b }: Rgb): string => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 AA contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG 2 relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours ('#rrggbb'; unreadable ones count as black). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHexColor(a) ?? { r: 0, g: 0, b: 0 });
  const lb = luminance(parseHexColor(b) ?? { r: 0, g: 0, b: 0 });
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The agency colour, moved step by step towards black (under white text) or white (under black
 * text) until text in `foreground` on it reaches `minimum` (WCAG AA, 4.5:1). Most brand colours
 * come back unchanged or slightly deeper.
 */
export function accessiblePrimary(primary: string, foreground: '#000000' | '#ffffff', minimum = MIN_TEXT_CONTRAST): string {
  const base = parseHexColor(primary) ?? { r: 0, g: 0, b: 0 };
  const target = foreground === '#ffffff' ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const t = step / 20;
    const candidate = toHex({ r: base.r + (target - base.r) * t, g: base.g + (target - base.g) * t, b: base.b + (target - base.b) * t });
    if (contrastRatio(candidate, foreground) >= minimum) return candidate;
  }
  return foreground === '#ffffff' ? '#000000' : '#ffffff';
}

/**
 * Spec §9: the colours of the agency's branding from its primary colour, with the foreground by
 * perceived brightness and a contrast-checked solid variant: the one home of the theme rule, used
 * by the web app's CSS variables (apply-theme.ts) and the API's emails (docs/decisions/0025).
 */
export function themeColors(primaryHex: string | null | undefined): ThemeColors {
  const rgb = parseHexColor(primaryHex) ?? parseHexColor(DEFAULT_PRIMARY_COLOR) ?? { r: 13, g: 110, b: 253 };
  const primary = toHex(rgb);
  const foreground = perceivedBrightness(rgb) > BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
  return {
    primary,
    foreground,
    primaryTranslucent: `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${TRANSLUCENT_OPACITY})`,
    solid: accessiblePrimary(primary, foreground),
  };
}

/**
 * The CSS variables of the agency's branding (spec §1/§9): set on :root by the browser
 * (apply-theme.ts) and written into the server's HTML, so the first paint is already branded.
 */
export function themeVariables(primaryColor: string | null | undefined): Record<`--tf-${string}`, string> {
  const colors = themeColors(primaryColor);
  return {
    '--tf-primary': colors.primary,
    '--tf-primary-fg': colors.foreground,
    '--tf-primary-60': colors.primaryTranslucent,
    // Surfaces that carry --tf-primary-fg text (buttons, hero, badges) use this AA-safe variant.
    '--tf-primary-solid': colors.solid,
  };
}
