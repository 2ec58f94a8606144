import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/user/changeLanguage/{language}: stores a signed-in user's preference (spec §4). */
export async function changeLanguageOnServer(language: string): Promise<void> {
  await apiRequest<unknown>(`/api/user/changeLanguage/${encodeURIComponent(language)}`);
}

export function useChangeLanguageOnServer() {
  return useMutation({ mutationFn: changeLanguageOnServer, meta: { toastOnError: 'language.changeFailed' } });
}
