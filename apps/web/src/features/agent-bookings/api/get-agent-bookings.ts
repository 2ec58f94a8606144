import type { AgentBookingsAnswer } from '@tripfront/domain/agent-bookings';
import { withQuery } from '@tripfront/domain/navigation/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { BookingsQuery } from '../bookings-query.ts';

export const AGENT_BOOKINGS_API = '/api/agent/bookings';

/** The API's query string for the list's filters, sort and page (defaults left out). */
export function bookingsQueryString(q: Partial<BookingsQuery>): Record<string, string | undefined> {
  return {
    q: q.q,
    product: q.product,
    status: q.status,
    from: q.from,
    to: q.to,
    agentId: q.agentId,
    sort: q.sort,
    order: q.order,
    page: q.page === undefined ? undefined : String(q.page),
    pageSize: q.pageSize === undefined ? undefined : String(q.pageSize),
  };
}

/** GET /api/agent/bookings: one page of the agency's bookings (agents with the Bookings permission). */
export async function getAgentBookings(query: BookingsQuery, signal?: AbortSignal): Promise<AgentBookingsAnswer> {
  return apiRequest<AgentBookingsAnswer>(withQuery(AGENT_BOOKINGS_API, bookingsQueryString(query)), { signal });
}

export const agentBookingsQueryOptions = (query: BookingsQuery) =>
  queryOptions({
    queryKey: ['agent-bookings', 'list', query],
    queryFn: ({ signal }) => getAgentBookings(query, signal),
    staleTime: 10_000,
  });

/** The page keeps showing the previous rows (marked busy) while the next filters load. */
export function useAgentBookings(query: BookingsQuery) {
  return useQuery({ ...agentBookingsQueryOptions(query), placeholderData: keepPreviousData });
}

/** The CSV export of the same filters and sort, every matching row (a plain link: the browser downloads it). */
export function exportCsvUrl(query: BookingsQuery): string {
  const { page: _page, pageSize: _size, ...rest } = query;
  return withQuery(`${AGENT_BOOKINGS_API}/export.csv`, bookingsQueryString(rest));
}
