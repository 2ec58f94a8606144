import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import { IMAGE_LIMITS, IMAGE_UPLOAD_TYPES, UPLOADED_IMAGE_PATH, type ImageSlot, type UploadedImage } from '@tripfront/domain';
import { countAssetsSince, insertAsset, type Database } from '@tripfront/db';
import { badRequest, HttpError, tooManyRequests } from './http-errors.ts';
import type { Sanitizer } from './sanitize.ts';
import type { KeyValueStore } from './store.ts';

// Pictures uploaded from the back-office (issue #15, decision 0030): the bytes are checked, never the
// name or the declared type; SVG is parsed and sanitised on a worker thread (decision 0074); what
// passes is stored in agency_assets and served by GET /api/agency/assets/:id.

type UploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

const SLOT_NAMES: Record<ImageSlot, string> = {
  logo: 'logo',
  logoMobile: 'mobile logo',
  favicon: 'favicon',
  about: 'About page picture',
  profile: 'profile photo',
  content: 'picture of a page',
};

/** Largest upload of any slot: the routes' body limit before the slot is known. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(IMAGE_LIMITS).map((l) => l.maxBytes));

const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

export const tooLarge = (slot: ImageSlot): HttpError =>
  new HttpError(413, `The picture is too large: a ${SLOT_NAMES[slot]} may be at most ${sizeText(IMAGE_LIMITS[slot].maxBytes)}.`);

const errorBody = z.object({ statusCode: z.number(), error: z.string(), message: z.string(), field: z.string().optional() });
/** The upload routes' own error answers, for their OpenAPI operations: too large, not a picture type, too many uploads. */
export const UPLOAD_ERROR_ANSWERS = { 413: errorBody, 415: errorBody, 429: errorBody };

/**
 * Pictures one user may upload per hour: the pages need a handful; the database is not a file store
 * for anyone signed in. Refused ones count too: checking an SVG is the costly part (decision 0074).
 */
export const UPLOADS_PER_HOUR = 60;
const HOUR_S = 3_600;
const uploadsTooMany = () => tooManyRequests(`You uploaded ${UPLOADS_PER_HOUR} pictures in the last hour. Please try again later.`, 600);

export const UNSUPPORTED_TYPE = 'Please upload a PNG, JPEG, WebP or SVG picture.';
export const SVG_ACTIVE_CONTENT = 'The SVG contains scripts or event handlers, which are not allowed.';

/**
 * Raw picture bodies for the routes of the calling plugin only: the four types are read as bytes, at
 * most the slot's limit (413 past it, also for a body without Content-Length); anything else is 415.
 */
export function acceptImageBodies(app: FastifyInstance, slotOf: (request: FastifyRequest) => ImageSlot | null): void {
  app.addContentTypeParser([...IMAGE_UPLOAD_TYPES], (request, payload, done) => {
    const slot = slotOf(request);
    const limit = slot ? IMAGE_LIMITS[slot].maxBytes : MAX_UPLOAD_BYTES;
    const refuse = (): HttpError => (slot ? tooLarge(slot) : new HttpError(413, `The picture is too large: at most ${sizeText(limit)}.`));
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      payload.resume();
      done(refuse(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (err: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(err, body);
    };
    payload.on('data', (chunk: Buffer) => {
      if (finished) return;
      size += chunk.length;
      if (size > limit) {
        finish(refuse());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (err) => finish(err));
  });
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    done(new HttpError(415, UNSUPPORTED_TYPE), undefined);
  });
}

const SNIFFED: Record<string, UploadType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };
const TYPE_NAMES: Record<string, string> = {
  png: 'PNG',
  jpg: 'JPEG',
  webp: 'WebP',
  svg: 'SVG',
  gif: 'GIF',
  bmp: 'BMP',
  ico: 'ICO',
  tiff: 'TIFF',
  heif: 'HEIF',
};

function measure(bytes: Uint8Array): { type: string; width: number; height: number } | null {
  try {
    const { type, width, height } = imageSize(bytes);
    return type ? { type, width: width ?? 0, height: height ?? 0 } : null;
  } catch {
    return null;
  }
}

/** The field of an upload's error answers: the file is the whole body. */
const FILE_FIELD = 'file';
const INVALID_SVG = 'This file is not a valid SVG picture.';

/**
 * The SVG as it will be stored (lib/sanitize-worker.ts's cleanSvg): well-formed XML with an <svg>
 * root, cleaned by DOMPurify's SVG profile; scripts, event handlers, foreignObject and javascript:
 * links are refused with a message rather than silently dropped. Too large or too deep a file is
 * refused before it is parsed.
 */
export async function sanitizeSvg(sanitizer: Sanitizer, bytes: Buffer): Promise<Buffer> {
  const text = bytes.toString('utf8');
  // Entity declarations can multiply a small file into gigabytes ("billion laughs").
  if (/<!ENTITY/i.test(text)) throw badRequest('The SVG declares XML entities, which are not allowed.', FILE_FIELD);
  const cleaned = await sanitizer.svg({ field: FILE_FIELD, text });
  if ('refused' in cleaned) throw badRequest(cleaned.refused === 'active' ? SVG_ACTIVE_CONTENT : INVALID_SVG, FILE_FIELD);
  return Buffer.from(cleaned.svg, 'utf8');
}

/** What storing an upload needs of the app. */
export interface UploadDeps {
  db: Database;
  /** Counts each user's uploads, refused ones included. */
  store: KeyValueStore;
  sanitizer: Sanitizer;
}

/**
 * Checks an uploaded picture (type from its bytes, matching its Content-Type; pixel limit; SVG
 * sanitised) and stores it for the agency. 400 with a message for anything that is not fine.
 */
export async function storeUploadedImage(deps: UploadDeps, request: FastifyRequest, slot: ImageSlot, uploaderId: string | null): Promise<UploadedImage> {
  const { db, store } = deps;
  const tenantId = request.tenant.id;
  // Counted before any work, with the store's atomic increment, so that refused uploads (and many
  // sent at once) count as well as stored ones.
  if (uploaderId && (await store.incr(`uploads:${tenantId}:${uploaderId}`, HOUR_S)) > UPLOADS_PER_HOUR) throw uploadsTooMany();
  const body = request.body;
  if (!Buffer.isBuffer(body)) throw new HttpError(415, UNSUPPORTED_TYPE);
  if (body.length === 0) throw badRequest('Please choose a picture to upload.');
  const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  let bytes: Buffer = body;
  let found = measure(bytes);
  if (!found) throw badRequest(`This file is not a picture. ${UNSUPPORTED_TYPE}`);
  const type = SNIFFED[found.type];
  if (!type) throw badRequest(`This is a ${TYPE_NAMES[found.type] ?? found.type.toUpperCase()} picture. ${UNSUPPORTED_TYPE}`);
  if (type !== declared) throw badRequest(`This file is a ${TYPE_NAMES[found.type]} picture but was sent as ${declared}.`);
  if (type === 'image/svg+xml') {
    bytes = await sanitizeSvg(deps.sanitizer, bytes);
    found = measure(bytes);
    if (!found?.width || !found.height) throw badRequest('The SVG needs a width and height or a viewBox.');
  }
  const { width, height } = found;
  const { maxSide } = IMAGE_LIMITS[slot];
  if (width > maxSide || height > maxSide) {
    throw badRequest(`The picture is ${width}×${height} pixels; a ${SLOT_NAMES[slot]} may be at most ${maxSide} pixels on each side.`);
  }
  if (bytes.length > IMAGE_LIMITS[slot].maxBytes) throw tooLarge(slot);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const id = await db.withTenant(tenantId, async (tx) => {
    // The stored pictures of the last hour, from every instance, even when each keeps its own counts (no Redis).
    if (uploaderId && (await countAssetsSince(tx, tenantId, uploaderId, new Date(Date.now() - HOUR_S * 1000))) >= UPLOADS_PER_HOUR) {
      throw uploadsTooMany();
    }
    return insertAsset(tx, tenantId, { slot, contentType: type, body: bytes, width, height, sha256, createdBy: uploaderId });
  });
  return { url: `${UPLOADED_IMAGE_PATH}/${id}`, contentType: type, bytes: bytes.length, width, height };
}
