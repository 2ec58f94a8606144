import { z } from 'zod';

// The maps' tile source (decision 0101): a MapLibre style URL, the agency's (website settings) or
// else the platform's (the server's MAP_STYLE_URL); with neither, the storefront's bundled
// basemap. Pages allow the chosen style's host in their content security policy.

/** A MapLibre style document's address (raster or vector): https only, or empty for "not set". */
export const mapStyleUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isHttpsUrl(value), 'must be an https:// address of a MapLibre style (style.json)');

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The style the maps use: the agency's when set, else the platform's, else none (the bundled basemap). */
export function effectiveMapStyleUrl(agencyStyleUrl: string | null | undefined, platformStyleUrl: string | null | undefined): string | null {
  const own = agencyStyleUrl?.trim();
  if (own) return own;
  const platform = platformStyleUrl?.trim();
  return platform ? platform : null;
}

/** The origin a page must be allowed to fetch from for a style (its JSON, and the tiles a provider serves beside it), or null. */
export function mapStyleOrigin(styleUrl: string | null): string | null {
  if (!styleUrl || !isHttpsUrl(styleUrl)) return null;
  return new URL(styleUrl).origin;
}
