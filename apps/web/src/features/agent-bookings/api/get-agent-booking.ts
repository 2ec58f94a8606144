import type { AgentBookingDetails } from '@tripfront/domain/agent-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AGENT_BOOKINGS_API } from './get-agent-bookings.ts';

/** GET /api/agent/bookings/{reference}: a booking of the agency with history, payments, traveller and agent. */
export async function getAgentBooking(reference: string, signal?: AbortSignal): Promise<AgentBookingDetails> {
  const body = await apiRequest<{ data: AgentBookingDetails }>(`${AGENT_BOOKINGS_API}/${encodeURIComponent(reference)}`, { signal });
  return body.data;
}

/** While the supplier has not answered (pending), ask again every 2 seconds, as the traveller's page does. */
export const agentBookingQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['agent-bookings', 'booking', reference],
    queryFn: ({ signal }) => getAgentBooking(reference, signal),
    refetchInterval: (query) => (query.state.data?.booking.status === 'pending' ? 2000 : false),
  });

export function useAgentBooking(reference: string) {
  return useQuery({ ...agentBookingQueryOptions(reference), enabled: reference !== '' });
}
