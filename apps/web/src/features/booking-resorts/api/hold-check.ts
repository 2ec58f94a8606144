import type { ResortHoldView } from '@tripfront/domain/booking/resort-api';
import { useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { productRequest } from '../../../lib/correlation-id.ts';

/** While the traveller pays, the hold is asked about this often. */
export const HOLD_CHECK_MS = 15_000;

/** GET {resort API}/properties/hold-check?reference_number=: the hold as it is now (HELD, RELEASED, EXPIRED, BOOKED …). */
export async function checkResortHold(reference: string, signal?: AbortSignal): Promise<ResortHoldView> {
  const answer = await productRequest<{ data: ResortHoldView }>(
    `${apiBase('resort')}/properties/hold-check?${new URLSearchParams({ reference_number: reference })}`,
    {
      signal,
      expectUnauthorized: true,
    },
  );
  return answer.data;
}

/** Polls the hold while it is held; stops once it is not. */
export const useResortHoldCheck = (reference: string | null) =>
  useQuery({
    queryKey: ['resort-hold', reference],
    queryFn: ({ signal }) => checkResortHold(reference!, signal),
    enabled: reference !== null,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'HELD' ? false : HOLD_CHECK_MS),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

/** Spec §8: the server's error field, else 'Internal Server Error'. */
export const RELEASE_FAILED = 'Internal Server Error';

/**
 * PUT {resort API}/itineraries?reference_number=…&status=RELEASE with an empty body (spec §4, §7):
 * the room goes back on sale. Sent as the checkout unmounts; the request finishes on its own.
 */
export async function releaseResortHold(reference: string): Promise<ResortHoldView> {
  const answer = await productRequest<{ data: ResortHoldView }>(
    `${apiBase('resort')}/itineraries?${new URLSearchParams({ reference_number: reference, status: 'RELEASE' })}`,
    {
      method: 'PUT',
      expectUnauthorized: true,
    },
  );
  return answer.data;
}

export const releaseErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status !== 0 && typeof error.body.message === 'string' && error.body.message !== '' ? error.body.message : RELEASE_FAILED;
