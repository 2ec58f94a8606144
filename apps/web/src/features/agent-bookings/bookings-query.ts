import {
  AGENT_BOOKING_SORTS,
  AGENT_BOOKINGS_DEFAULT_PAGE_SIZE,
  AGENT_BOOKINGS_MAX_ROWS,
  AGENT_BOOKINGS_PAGE_SIZES,
  AGENT_BOOKINGS_SEARCH_MAX,
  type AgentBookingSort,
  type SortOrder,
} from '@tripfront/domain/agent-bookings';
import { BOOKING_STATUSES, type BookingStatus } from '@tripfront/domain/booking/bookings';
import { PRODUCTS, type Product } from '@tripfront/domain/booking/products';
import { readCalendarDate } from '@tripfront/domain/calendar';

/** The list's filters, sort and page, as the URL keeps them (a link or a reload shows the same list). */
export interface BookingsQuery {
  q?: string | undefined;
  product?: Product | undefined;
  status?: BookingStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  agentId?: string | undefined;
  sort: AgentBookingSort;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export const DEFAULT_QUERY: BookingsQuery = { sort: 'createdAt', order: 'desc', page: 1, pageSize: AGENT_BOOKINGS_DEFAULT_PAGE_SIZE };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && readCalendarDate(value) !== null ? value : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the list's query from the URL, leniently: a value the API would refuse (a hand-edited or
 * old link) is dropped rather than shown as an error, and the page stays within what the API pages.
 */
export function readBookingsQuery(params: URLSearchParams): BookingsQuery {
  const q = params.get('q')?.trim().slice(0, AGENT_BOOKINGS_SEARCH_MAX) || undefined;
  const pageSize = Number(params.get('pageSize'));
  const size = (AGENT_BOOKINGS_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_QUERY.pageSize;
  const lastPage = Math.ceil(AGENT_BOOKINGS_MAX_ROWS / size);
  const page = Number(params.get('page'));
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const agentId = params.get('agentId');
  return {
    q,
    product: oneOf(PRODUCTS, params.get('product')),
    status: oneOf(BOOKING_STATUSES, params.get('status')),
    from,
    to,
    agentId: agentId && UUID.test(agentId) ? agentId : undefined,
    sort: oneOf(AGENT_BOOKING_SORTS, params.get('sort')) ?? DEFAULT_QUERY.sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? DEFAULT_QUERY.order,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, lastPage) : 1,
    pageSize: size,
  };
}

/** The URL's search params for a query; defaults are left out so links stay short. */
export function writeBookingsQuery(query: BookingsQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) params.set(key, String(value));
  };
  set('q', query.q);
  set('product', query.product);
  set('status', query.status);
  set('from', query.from);
  set('to', query.to);
  set('agentId', query.agentId);
  set('sort', query.sort, DEFAULT_QUERY.sort);
  set('order', query.order, DEFAULT_QUERY.order);
  set('page', query.page, 1);
  set('pageSize', query.pageSize, DEFAULT_QUERY.pageSize);
  return params;
}

/** True when any filter narrows the list (the empty state then says so, rather than "No bookings yet"). */
export const isFiltered = (q: BookingsQuery) => Boolean(q.q || q.product || q.status || q.from || q.to || q.agentId);

/** The order a column header asks for next: its natural first order, then the other. */
export function nextSort(current: BookingsQuery, column: AgentBookingSort): Pick<BookingsQuery, 'sort' | 'order'> {
  if (current.sort === column) return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  // Newest, latest and largest first; references and statuses A→Z.
  return { sort: column, order: column === 'reference' || column === 'status' ? 'asc' : 'desc' };
}
