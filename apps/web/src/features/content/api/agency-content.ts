import type { ContentItem, ContentItemInput, ContentKind, ContentListEntry, TermsInput, TermsVersion } from '@tripfront/domain/content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { postImageFile } from '../../../lib/post-image-file.ts';

// The back-office's content requests (issue #44): the agency's posts and destination pages, its
// hidden gems and its terms.

const KEY = ['agency', 'content'] as const;

export const contentListQueryOptions = (kind: ContentKind) =>
  queryOptions({
    queryKey: [...KEY, 'list', kind],
    queryFn: () => apiRequest<{ items: ContentListEntry[] }>(`/api/agency/content?kind=${kind}`).then((answer) => answer.items),
  });

export const contentItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...KEY, 'item', id], queryFn: () => apiRequest<ContentItem>(`/api/agency/content/${encodeURIComponent(id)}`) });

export const hiddenGemsSettingQueryOptions = () =>
  queryOptions({ queryKey: [...KEY, 'hidden-gems'], queryFn: () => apiRequest<{ destinationIds: string[] }>('/api/agency/content/hidden-gems') });

export const agencyTermsQueryOptions = () =>
  queryOptions({ queryKey: [...KEY, 'terms'], queryFn: () => apiRequest<{ agency: TermsVersion[]; users: TermsVersion[] }>('/api/agency/terms') });

export const useContentList = (kind: ContentKind) => useQuery(contentListQueryOptions(kind));
export const useContentItem = (id: string | null) => useQuery({ ...contentItemQueryOptions(id ?? ''), enabled: id !== null });
export const useHiddenGemsSetting = () => useQuery(hiddenGemsSettingQueryOptions());
export const useAgencyTerms = () => useQuery(agencyTermsQueryOptions());

/** Creates (id null) or replaces a post or destination page. 409 `{ field: 'slug' }` when the slug is taken. */
export function useSaveContentItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ContentItemInput }) =>
      id === null
        ? apiRequest<ContentItem>('/api/agency/content', { method: 'POST', body: input })
        : apiRequest<ContentItem>(`/api/agency/content/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSuccess: (item) => {
      client.setQueryData(contentItemQueryOptions(item.id).queryKey, item);
      void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

export function useDeleteContentItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/api/agency/content/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSaveHiddenGems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (destinationIds: string[]) =>
      apiRequest<{ destinationIds: string[] }>('/api/agency/content/hidden-gems', { method: 'PUT', body: { destinationIds } }),
    onSuccess: (answer) => client.setQueryData(hiddenGemsSettingQueryOptions().queryKey, answer),
  });
}

export function usePublishTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TermsInput) => apiRequest<TermsVersion>('/api/agency/terms', { method: 'POST', body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agencyTermsQueryOptions().queryKey }),
  });
}

/** POST /api/agency/content/images with the file's bytes as the body: the picture's address. */
export async function uploadContentImage(file: File): Promise<{ url: string }> {
  const payload = await postImageFile('/api/agency/content/images', file);
  if (typeof payload.url !== 'string') throw new ApiError(500, 'The upload gave no picture.');
  return { url: payload.url };
}
