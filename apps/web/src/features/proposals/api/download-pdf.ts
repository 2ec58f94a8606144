import { ApiError } from '../../../lib/api-client.ts';
import { sessionId } from '../../../lib/session-id.ts';

/** GET a file of the API with the session cookie (and `x-auth-optional` without a session). */
async function apiRequestBlob(path: string, signedIn: boolean): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: {
        Accept: 'application/pdf',
        'Accept-Language': document.documentElement.lang || 'en',
        'x-session-id': sessionId(),
        ...(signedIn ? {} : { 'x-auth-optional': 'true' }),
      },
    });
  } catch {
    throw new ApiError(0, 'Network request failed');
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return response.blob();
}

/**
 * Downloads a proposal's PDF: a signed-out client's request must say `x-auth-optional: true`
 * (spec §6), which a plain link cannot, so the file is fetched and handed to the browser.
 */
export async function downloadProposalPdf(id: string, reference: string, signedIn: boolean): Promise<void> {
  const blob = await apiRequestBlob(`/api/proposals/${encodeURIComponent(id)}/pdf`, signedIn);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `${reference}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
