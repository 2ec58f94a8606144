import type { ResortOffer } from '@tripfront/domain/inventory';
import { useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { productRequest } from '../../../lib/correlation-id.ts';

/** Spec §8: what an aborted resort request says. */
export const REQUEST_CANCELED = 'Request was canceled';

export class ResortRequestCanceled extends Error {
  constructor() {
    super(REQUEST_CANCELED);
    this.name = 'ResortRequestCanceled';
  }
}

// Spec §7: "An earlier in-flight request is aborted." One deals request is in flight at a time for
// the whole page: a new one aborts the one before, which ends with 'Request was canceled' (and is
// not shown: the new one answers).
let inFlight: AbortController | null = null;

/** POST {resort API}/properties/deals?currency= with lat and lon: resorts near the point; answer data. */
export async function getResortDeals(point: { lat: number; lon: number }, currency: string, signal?: AbortSignal): Promise<ResortOffer[]> {
  inFlight?.abort();
  const mine = new AbortController();
  inFlight = mine;
  const abort = () => mine.abort();
  signal?.addEventListener('abort', abort);
  try {
    const answer = await productRequest<{ data?: ResortOffer[]; error?: string }>(
      `${apiBase('resort')}/properties/deals?${new URLSearchParams({ currency })}`,
      {
        method: 'POST',
        body: point,
        signal: mine.signal,
      },
    );
    if (answer.error) throw new Error(answer.error);
    return answer.data ?? [];
  } catch (error) {
    if (mine.signal.aborted) throw new ResortRequestCanceled();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
    if (inFlight === mine) inFlight = null;
  }
}

export const useResortDeals = (point: { lat: number; lon: number } | null, currency: string) =>
  useQuery({
    queryKey: ['resort-deals', point?.lat, point?.lon, currency],
    queryFn: ({ signal }) => getResortDeals(point!, currency, signal),
    enabled: point !== null,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ResortRequestCanceled) && count < 1,
  });
