import type { AgencyReceiptsAnswer, ReceiptKind } from '@tripfront/domain/receipts';
import { withQuery } from '@tripfront/domain/navigation/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const AGENCY_RECEIPTS_API = '/api/agent/receipts';

/** The receipts list's filters and page, as the URL keeps them. */
export interface ReceiptsFilter {
  kind?: ReceiptKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** One booking's receipts, by its reference. */
  reference?: string | undefined;
  page: number;
}

const queryString = (f: Omit<ReceiptsFilter, 'page'> & { page?: number }) => ({
  kind: f.kind,
  from: f.from,
  to: f.to,
  reference: f.reference,
  page: f.page === undefined || f.page === 1 ? undefined : String(f.page),
});

/** GET /api/agent/receipts: one page of the agency's receipts, newest first. */
export function getAgencyReceipts(filter: ReceiptsFilter, signal?: AbortSignal): Promise<AgencyReceiptsAnswer> {
  return apiRequest<AgencyReceiptsAnswer>(withQuery(AGENCY_RECEIPTS_API, queryString(filter)), { signal });
}

export const agencyReceiptsQueryOptions = (filter: ReceiptsFilter) =>
  queryOptions({
    queryKey: ['agent-bookings', 'receipts', filter],
    queryFn: ({ signal }) => getAgencyReceipts(filter, signal),
    staleTime: 10_000,
  });

export function useAgencyReceipts(filter: ReceiptsFilter) {
  return useQuery({ ...agencyReceiptsQueryOptions(filter), placeholderData: keepPreviousData });
}

/** Every receipt of the same filters as CSV (a plain link: the browser downloads it). */
export function receiptsCsvUrl({ page: _page, ...filter }: ReceiptsFilter): string {
  return withQuery(`${AGENCY_RECEIPTS_API}/export.csv`, queryString(filter));
}
