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

const toHex = ({ r, g, b }: Rgb): string => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** Spec §9: the colours the shell sets as CSS variables from the agency's primary colour. */
export function themeColors(primaryHex: string | null | undefined): ThemeColors {
  const rgb = parseHexColor(primaryHex) ?? parseHexColor(DEFAULT_PRIMARY_COLOR) ?? { r: 13, g: 110, b: 253 };
  return {
    primary: toHex(rgb),
    foreground: perceivedBrightness(rgb) > BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff',
    primaryTranslucent: `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${TRANSLUCENT_OPACITY})`,
  };
}
