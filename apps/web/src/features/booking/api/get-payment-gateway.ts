import type { CurrentPayment } from '@tripfront/domain/booking/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRequest } from './request.ts';

/** GET /api/getCurrentPaymentGateway: which gateway the agency uses and whether it works here. */
export async function getPaymentGateway(signal?: AbortSignal): Promise<CurrentPayment['CurrentPayment']> {
  const body = await bookingRequest<CurrentPayment>('/api/getCurrentPaymentGateway', { signal });
  return body.CurrentPayment;
}

export const paymentGatewayQueryOptions = () =>
  queryOptions({ queryKey: ['payment-gateway'], queryFn: ({ signal }) => getPaymentGateway(signal), staleTime: 5 * 60_000 });

export function usePaymentGateway() {
  return useQuery(paymentGatewayQueryOptions());
}
