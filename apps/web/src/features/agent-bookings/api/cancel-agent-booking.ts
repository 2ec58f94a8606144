import type { AgentBookingDetails } from '@tripfront/domain/agent-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentBookingQueryOptions } from './get-agent-booking.ts';
import { AGENT_BOOKINGS_API } from './get-agent-bookings.ts';

/** POST /api/agent/bookings/{reference}/cancel: on behalf of the traveller, refunded under the policy; 409 NOT_CANCELLABLE. */
export async function cancelAgentBooking(reference: string): Promise<AgentBookingDetails> {
  const body = await apiRequest<{ data: AgentBookingDetails }>(`${AGENT_BOOKINGS_API}/${encodeURIComponent(reference)}/cancel`, { method: 'POST', body: {} });
  return body.data;
}

export function useCancelAgentBooking(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelAgentBooking(reference),
    onSuccess: (details) => {
      queryClient.setQueryData(agentBookingQueryOptions(reference).queryKey, details);
      // The list shows the status and refund too; so do the traveller's trips.
      void queryClient.invalidateQueries({ queryKey: ['agent-bookings', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      // A refund issues a receipt, which the receipts list (fresh for ten seconds) would otherwise miss.
      void queryClient.invalidateQueries({ queryKey: ['agent-bookings', 'receipts'] });
    },
  });
}
