import type { FaqContent } from '@tripfront/domain/agency';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/agency/faqs; the page uses data[0] (spec §7). */
export async function getFaqs(): Promise<FaqContent | null> {
  const response = await apiRequest<{ data: FaqContent[] }>('/api/agency/faqs');
  return response.data?.[0] ?? null;
}

export const faqsQueryOptions = () => queryOptions({ queryKey: ['agency', 'faqs'], queryFn: getFaqs });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
