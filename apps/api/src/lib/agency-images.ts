import { createHash } from 'node:crypto';
import type { PublicAgency } from '@tripfront/domain';

/** The agency's pictures that may be given as data: URIs (seed files, the back-office). */
export const AGENCY_IMAGE_FIELDS = ['logo', 'logoMobile', 'favicon'] as const;
export type AgencyImageField = (typeof AGENCY_IMAGE_FIELDS)[number];
export const AGENCY_IMAGE_PATH = '/api/agency/images';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml', 'image/x-icon', 'image/vnd.microsoft.icon']);

/** A data: URI's picture, or null when it is not a data: URI of an image type we serve. */
export function parseDataImage(uri: string): { type: string; body: Buffer } | null {
  const match = /^data:([a-z0-9.+/-]+)((?:;[a-z0-9=.+-]*)*),(.*)$/is.exec(uri);
  if (!match) return null;
  const type = (match[1] ?? '').toLowerCase();
  if (!IMAGE_TYPES.has(type)) return null;
  const base64 = (match[2] ?? '').toLowerCase().split(';').includes('base64');
  const data = match[3] ?? '';
  try {
    return { type, body: base64 ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'utf8') };
  } catch {
    return null; // malformed percent-encoding
  }
}

/** Short content hash: the URL changes when the picture does, so it can be cached for good. */
export const imageVersion = (uri: string): string => createHash('sha1').update(uri).digest('base64url').slice(0, 12);

/**
 * The agency as browsers get it: data: pictures become URLs of this host. They stay out of every
 * /api/agency answer and every page's inlined bootstrap, and browsers cache them across pages.
 */
export function withImageUrls(agency: PublicAgency): PublicAgency {
  const next = { ...agency };
  for (const field of AGENCY_IMAGE_FIELDS) {
    const value = agency[field];
    if (parseDataImage(value)) next[field] = `${AGENCY_IMAGE_PATH}/${field}?v=${imageVersion(value)}`;
  }
  return next;
}
