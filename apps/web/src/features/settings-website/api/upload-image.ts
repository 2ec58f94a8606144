import { IMAGE_LIMITS, IMAGE_UPLOAD_TYPES, type ImageSlot, type UploadedImage } from '@tripfront/domain/settings';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { sessionId } from '../../../lib/session-id.ts';

/** Why a file cannot be uploaded to a slot, checked in the browser for a fast answer; the API checks again. */
export type ImageProblem = { kind: 'type' } | { kind: 'size'; maxKb: number };

export function imageProblem(file: Pick<File, 'type' | 'size'>, slot: ImageSlot): ImageProblem | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return { kind: 'type' };
  const { maxBytes } = IMAGE_LIMITS[slot];
  if (file.size > maxBytes) return { kind: 'size', maxKb: Math.round(maxBytes / 1024) };
  return null;
}

/**
 * POST /api/agency/settings/images?slot=… with the file's bytes as the body. The JSON client cannot
 * send a raw body, so this sends the same headers itself (the session, the language; the cookie
 * travels with credentials, and a same-origin fetch passes the CSRF check by its Origin header).
 */
export async function uploadImage(slot: ImageSlot, file: File): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch(`/api/agency/settings/images?slot=${encodeURIComponent(slot)}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': document.documentElement.lang || 'en',
        'x-session-id': sessionId(),
        'Content-Type': file.type,
      },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'Network request failed');
  }
  const payload = (await response.json().catch(() => null)) as { data?: UploadedImage; message?: unknown; field?: unknown } | null;
  if (!response.ok || !payload?.data) {
    const message = typeof payload?.message === 'string' ? payload.message : response.statusText;
    throw new ApiError(response.status, message, typeof payload?.field === 'string' ? payload.field : undefined, payload ?? {});
  }
  return payload.data;
}

export function useUploadImage(slot: ImageSlot) {
  return useMutation({ mutationFn: (file: File) => uploadImage(slot, file) });
}
