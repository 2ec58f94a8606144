import { IMAGE_LIMITS, IMAGE_UPLOAD_TYPES, type ImageSlot, type UploadedImage } from '@tripfront/domain/settings';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { postImageFile } from '../../../lib/post-image-file.ts';

/** Why a file cannot be uploaded to a slot, checked in the browser for a fast answer; the API checks again. */
export type ImageProblem = { kind: 'type' } | { kind: 'size'; maxKb: number };

export function imageProblem(file: Pick<File, 'type' | 'size'>, slot: ImageSlot): ImageProblem | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return { kind: 'type' };
  const { maxBytes } = IMAGE_LIMITS[slot];
  if (file.size > maxBytes) return { kind: 'size', maxKb: Math.round(maxBytes / 1024) };
  return null;
}

/** POST /api/agency/settings/images?slot=… with the file's bytes as the body. */
export async function uploadImage(slot: ImageSlot, file: File): Promise<UploadedImage> {
  const payload = await postImageFile(`/api/agency/settings/images?slot=${encodeURIComponent(slot)}`, file);
  if (!payload.data) throw new ApiError(500, 'The upload gave no picture.');
  return payload.data as UploadedImage;
}

export function useUploadImage(slot: ImageSlot) {
  return useMutation({ mutationFn: (file: File) => uploadImage(slot, file) });
}
