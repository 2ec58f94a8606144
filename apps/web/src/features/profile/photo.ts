/** Photo types the profile API accepts (data:image/png|jpeg|webp). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest file a traveller may pick; it is resized before upload anyway. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square stored photo, in pixels (shown at 40 px in the header, 96 px on the profile). */
export const PHOTO_SIZE = 192;
/** The API refuses longer data URLs. */
export const PHOTO_MAX_DATA_URL = 150_000;

export type PhotoProblem = 'type' | 'size';

/** Why a chosen file cannot be a profile photo, or null. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** The centred square crop of a width × height image. */
export function squareCrop(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.round((width - side) / 2), sy: Math.round((height - side) / 2), side };
}

/**
 * Decodes the image and draws its centred square at PHOTO_SIZE px into a JPEG data URL (WebP
 * when the browser encodes it smaller). Throws when the browser cannot decode the file.
 */
export async function resizePhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = PHOTO_SIZE;
    canvas.height = PHOTO_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: a white background instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, PHOTO_SIZE, PHOTO_SIZE);
    const { sx, sy, side } = squareCrop(bitmap.width, bitmap.height);
    context.drawImage(bitmap, sx, sy, side, side, 0, 0, PHOTO_SIZE, PHOTO_SIZE);
    const candidates = [canvas.toDataURL('image/webp', 0.85), canvas.toDataURL('image/jpeg', 0.85)].filter(
      (url) => /^data:image\/(webp|jpeg);base64,/.test(url) && url.length <= PHOTO_MAX_DATA_URL,
    );
    const smallest = candidates.sort((a, b) => a.length - b.length)[0];
    if (!smallest) throw new Error('The resized photo is too large');
    return smallest;
  } finally {
    bitmap.close();
  }
}
