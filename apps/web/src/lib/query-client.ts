import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * toastOnError: a query or mutation whose failure is a background failure worth a toast (spec §8).
     * pages: how many pages of an infinite query the page shows (a results address's `page`), which
     * the server's render fetches (decision 0132).
     */
    queryMeta: { toastOnError?: string; pages?: number };
    mutationMeta: { toastOnError?: string };
  }
}

export function createQueryClient(onBackgroundError: (message: string) => void = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (query.meta?.toastOnError) onBackgroundError(query.meta.toastOnError);
      },
    }),
    mutationCache: new MutationCache({
      onError: (_error, _vars, _ctx, mutation) => {
        if (mutation.meta?.toastOnError) onBackgroundError(mutation.meta.toastOnError);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change on retry; network and server errors get one more try.
        retry: (count, error) => count < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
    },
  });
}
