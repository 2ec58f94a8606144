import type { DashboardAnswer, DashboardFigures, ProductFilter } from '@tripfront/domain/command-center/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface DashboardParams {
  from: string;
  to: string;
  product: ProductFilter;
  currency: string;
}

/** GET /api/agent/dashboard: the period's figures in one currency (agents with the Dashboard permission). */
export async function getDashboard(p: DashboardParams, signal?: AbortSignal): Promise<DashboardFigures> {
  const q = new URLSearchParams({ from: p.from, to: p.to, product: p.product, currency: p.currency });
  const answer = await apiRequest<DashboardAnswer>(`/api/agent/dashboard?${q.toString()}`, { signal });
  return answer.data;
}

/** Fresh for 15 s: a booking made a moment ago shows on the next visit or period change. */
export const dashboardQueryOptions = (p: DashboardParams) =>
  queryOptions({ queryKey: ['command-center', p] as const, queryFn: ({ signal }) => getDashboard(p, signal), staleTime: 15_000 });

/** The previous period's figures stay on screen (dimmed) while the next load. */
export function useDashboard(p: DashboardParams) {
  return useQuery({ ...dashboardQueryOptions(p), placeholderData: keepPreviousData });
}
