import type { SubscriptionAnswer } from '@tripfront/domain/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/agency/subscription (decision 0150): the agency's standing, plan, invoices and the plans on offer (owner or admin). */
export async function getSubscription(): Promise<SubscriptionAnswer> {
  return (await apiRequest<{ data: SubscriptionAnswer }>('/api/agency/subscription')).data;
}

export const subscriptionQueryOptions = () => queryOptions({ queryKey: ['agency', 'subscription'], queryFn: getSubscription, staleTime: 30_000 });

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}
