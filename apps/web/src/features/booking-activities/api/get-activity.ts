import {
  activityProductParamsSchema,
  type ActivityAvailabilityAnswer,
  type ActivityDetails,
  type availabilityQuerySchema,
  type ParticipantCounts,
} from '@tripfront/domain/booking/activity-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemaQueryString, type SchemaQuery } from '../../../lib/schema-query.ts';

/** GET /api/activities/products/:productCode: the tour's details and the price of each participant type. */
export async function getActivity(productCode: string, currency: string, signal?: AbortSignal): Promise<ActivityDetails> {
  const body = await apiRequest<{ data: ActivityDetails }>(`/api/activities/products/${encodeURIComponent(productCode)}?currency=${currency}`, { signal });
  return body.data;
}

// The client's retry: a 4xx (an unknown or malformed product code) is not asked again.
export const activityQueryOptions = (productCode: string, currency: string) =>
  queryOptions({
    queryKey: ['activity', productCode, currency],
    queryFn: ({ signal }) => getActivity(productCode, currency, signal),
    staleTime: 5 * 60_000,
  });

/** The product code a details link names, or null when the link lacks it or it cannot be one (asked of no one). */
export function linkedProductCode(productCode: string | null | undefined): string | null {
  const parsed = activityProductParamsSchema.safeParse({ productCode });
  return parsed.success ? parsed.data.productCode : null;
}

/** Null: an incomplete link, nothing to ask. */
export function useActivity(productCode: string | null, currency: string) {
  return useQuery({ ...activityQueryOptions(productCode ?? '', currency), enabled: productCode !== null });
}

export interface AvailabilityParams {
  productCode: string;
  from: string;
  to: string;
  party: ParticipantCounts;
  currency: string;
}

/** GET …/availability: every day of the range with its time slots, places left and the party's price. */
export async function getAvailability(p: AvailabilityParams, signal?: AbortSignal): Promise<ActivityAvailabilityAnswer['data']> {
  const query: SchemaQuery<typeof availabilityQuerySchema> = {
    from: p.from,
    to: p.to,
    currency: p.currency,
    adult: String(p.party.adult),
    child: String(p.party.child),
    infant: String(p.party.infant),
    senior: String(p.party.senior),
  };
  const body = await apiRequest<ActivityAvailabilityAnswer>(
    `/api/activities/products/${encodeURIComponent(p.productCode)}/availability?${schemaQueryString(query)}`,
    {
      signal,
    },
  );
  return body.data;
}

/** Places left move: always asked again when the page opens (the calendar after a booking shows fewer). */
export function useAvailability(p: AvailabilityParams | null) {
  return useQuery({
    queryKey: ['activity-availability', p],
    queryFn: ({ signal }) => getAvailability(p!, signal),
    enabled: p !== null,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
