import type { PublicContentItem, PublicContentPage, PublicContentSummary, PublicTermsVersion, TermsKind } from '@tripfront/domain/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

// The public content pages' requests (issue #44). Plain query options: the server's renderer finds
// them on its first pass, fetches them, and renders the page with their answers.

function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A 404 is an answer (the page is not there, or moved), not a failure to retry. */
const noRetryOn404 = (count: number, error: unknown) => !(error instanceof ApiError && error.status === 404) && count < 2;

export const postsQueryOptions = (input: { page: number; tag: string | null; lang: string }) =>
  queryOptions({
    queryKey: ['content', 'posts', input],
    queryFn: () => apiRequest<PublicContentPage>(`/api/content/posts${query({ page: input.page, tag: input.tag, lang: input.lang })}`),
    placeholderData: keepPreviousData,
  });

export const postQueryOptions = (input: { slug: string; lang: string }) =>
  queryOptions({
    queryKey: ['content', 'post', input],
    queryFn: () => apiRequest<PublicContentItem>(`/api/content/posts/${encodeURIComponent(input.slug)}${query({ lang: input.lang })}`),
    retry: noRetryOn404,
  });

export const destinationsQueryOptions = (input: { top: boolean; page: number; lang: string }) =>
  queryOptions({
    queryKey: ['content', 'destinations', input],
    queryFn: () => apiRequest<PublicContentPage>(`/api/content/destinations${query({ top: input.top ? 'true' : null, page: input.page, lang: input.lang })}`),
    placeholderData: keepPreviousData,
  });

export const destinationQueryOptions = (input: { slug: string; lang: string }) =>
  queryOptions({
    queryKey: ['content', 'destination', input],
    queryFn: () => apiRequest<PublicContentItem>(`/api/content/destinations/${encodeURIComponent(input.slug)}${query({ lang: input.lang })}`),
    retry: noRetryOn404,
  });

export const hiddenGemsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['content', 'hidden-gems', lang],
    queryFn: () => apiRequest<{ items: PublicContentSummary[] }>(`/api/content/hidden-gems${query({ lang })}`),
  });

export const termsQueryOptions = (input: { kind: TermsKind; version: number | 'latest'; lang: string }) =>
  queryOptions({
    queryKey: ['content', 'terms', input],
    queryFn: () => apiRequest<PublicTermsVersion>(`/api/content/terms/${input.kind}/${input.version}${query({ lang: input.lang })}`),
    retry: noRetryOn404,
  });

export const usePosts = (input: Parameters<typeof postsQueryOptions>[0]) => useQuery(postsQueryOptions(input));
export const usePost = (input: Parameters<typeof postQueryOptions>[0]) => useQuery(postQueryOptions(input));
export const useDestinations = (input: Parameters<typeof destinationsQueryOptions>[0]) => useQuery(destinationsQueryOptions(input));
export const useDestination = (input: Parameters<typeof destinationQueryOptions>[0]) => useQuery(destinationQueryOptions(input));
export const useHiddenGems = (lang: string) => useQuery(hiddenGemsQueryOptions(lang));
export const useTerms = (input: Parameters<typeof termsQueryOptions>[0]) => useQuery(termsQueryOptions(input));

/** The slug a 404 answer says the page moved to, if any. */
export function movedTo(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 404) return null;
  const target = error.body.movedTo;
  return typeof target === 'string' && target !== '' ? target : null;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
