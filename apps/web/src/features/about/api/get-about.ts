import type { AboutContent } from '@tripfront/domain/agency';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/agency/about-us; the page uses data[0] (spec §7). */
export async function getAbout(): Promise<AboutContent | null> {
  const response = await apiRequest<{ data: AboutContent[] }>('/api/agency/about-us');
  return response.data?.[0] ?? null;
}

export const aboutQueryOptions = () => queryOptions({ queryKey: ['agency', 'about-us'], queryFn: getAbout });

export function useAbout() {
  return useQuery(aboutQueryOptions());
}
