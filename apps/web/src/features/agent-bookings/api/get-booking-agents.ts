import type { BookingPerson } from '@tripfront/domain/agent-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AGENT_BOOKINGS_API } from './get-agent-bookings.ts';

/** GET /api/agent/bookings/agents: the agency's agents, for the agent filter. */
export async function getBookingAgents(signal?: AbortSignal): Promise<BookingPerson[]> {
  const body = await apiRequest<{ data: BookingPerson[] }>(`${AGENT_BOOKINGS_API}/agents`, { signal });
  return body.data;
}

export const bookingAgentsQueryOptions = () =>
  queryOptions({ queryKey: ['agent-bookings', 'agents'], queryFn: ({ signal }) => getBookingAgents(signal), staleTime: 5 * 60_000 });

export function useBookingAgents() {
  return useQuery(bookingAgentsQueryOptions());
}
