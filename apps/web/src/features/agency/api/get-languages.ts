import type { LanguageOption } from '@tripfront/domain/agency';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAgency } from './get-agency.ts';

export async function getLanguages(): Promise<LanguageOption[]> {
  const response = await apiRequest<{ languages: LanguageOption[] }>('/api/agency/languages');
  return response.languages ?? [];
}

export const languagesQueryOptions = () => queryOptions({ queryKey: ['agency', 'languages'], queryFn: getLanguages });

/** The agency's interface languages; the agency record's list stands in until the call answers. */
export function useAgencyLanguages(): LanguageOption[] {
  const agency = useAgency();
  return useQuery({ ...languagesQueryOptions(), placeholderData: agency.languages }).data ?? agency.languages;
}
