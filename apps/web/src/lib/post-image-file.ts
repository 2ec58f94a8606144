import { ApiError } from './api-client.ts';
import { sessionId } from './session-id.ts';

/**
 * POSTs a picture's bytes as the request body (the API's picture uploads: Website settings, content)
 * and answers the JSON answer; an error answer throws ApiError with its message and field. The JSON
 * client cannot send a raw body, so this sends the same headers itself (the session, the language;
 * the cookie travels with credentials, and a same-origin fetch passes the CSRF check by its Origin).
 */
export async function postImageFile(path: string, file: File): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(path, {
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
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !payload) {
    const message = typeof payload?.message === 'string' ? payload.message : response.statusText;
    throw new ApiError(response.status, message, typeof payload?.field === 'string' ? payload.field : undefined, payload ?? {});
  }
  return payload;
}
