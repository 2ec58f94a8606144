import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export type TripStatus = 'confirmed' | 'cancelled' | 'pending' | 'failed';

/** One booking as GET /api/bookings lists it; total.amount is in minor units, dates are YYYY-MM-DD. */
export interface BookingSummary {
  reference: string;
  /** What was booked (issue #14); absent from an API that predates it, which booked hotels only. Read it with productOf. */
  product?: string;
  service: string;
  status: TripStatus;
  title: string;
  location?: string;
  startDate: string;
  endDate: string;
  total: { amount: number; currency: string };
  createdAt: string;
}

/** The signed-in traveller's bookings; a server without the bookings API yet (404) means none. */
export async function getBookings(): Promise<BookingSummary[]> {
  try {
    const response = await apiRequest<{ data: BookingSummary[] }>('/api/bookings');
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const bookingsQueryOptions = (userId: string) => queryOptions({ queryKey: ['bookings', userId], queryFn: getBookings, staleTime: 60_000 });

export function useBookings(userId: string) {
  return useQuery(bookingsQueryOptions(userId));
}
