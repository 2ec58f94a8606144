import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, isFiltered, nextSort, readBookingsQuery, writeBookingsQuery } from './bookings-query.ts';

const read = (qs: string) => readBookingsQuery(new URLSearchParams(qs));

describe('the bookings query in the URL', () => {
  it('reads the defaults from an empty URL and writes them as nothing', () => {
    expect(read('')).toEqual({ ...DEFAULT_QUERY, q: undefined, product: undefined, status: undefined, from: undefined, to: undefined, agentId: undefined });
    expect(writeBookingsQuery(read('')).toString()).toBe('');
  });

  it('round-trips every filter, the sort and the page', () => {
    const qs =
      'q=Ada&product=car&status=cancelled&from=2026-01-01&to=2026-02-01&agentId=0b6f2c1e-8d7a-4b8e-9a55-1f2e3d4c5b6a&sort=total&order=asc&page=3&pageSize=50';
    expect(writeBookingsQuery(read(qs)).toString()).toBe(qs);
  });

  it.each([
    ['product=boat', {}],
    ['status=lost', {}],
    ['sort=price&order=up', {}],
    ['page=0', {}],
    ['page=-2', {}],
    ['page=2.5', {}],
    ['pageSize=7', {}],
    ['from=2026-02-30', {}],
    ['agentId=42', {}],
    ['page=99999', { page: 400 }],
    ['to=2026-01-01&from=2026-03-01', { from: '2026-01-01', to: '2026-03-01' }],
    ['q=%20%20', {}],
  ])('drops what the API would refuse: %s', (qs, expected) => {
    const q = read(qs);
    expect({ ...q }).toMatchObject({ ...DEFAULT_QUERY, ...expected });
    expect(q.product).toBeUndefined();
    expect(q.status).toBeUndefined();
  });

  it('says when filters narrow the list', () => {
    expect(isFiltered(read('sort=total&page=2'))).toBe(false);
    expect(isFiltered(read('q=x'))).toBe(true);
    expect(isFiltered(read('status=confirmed'))).toBe(true);
  });

  it('flips the order of the sorted column, and starts others at their natural order', () => {
    expect(nextSort(DEFAULT_QUERY, 'createdAt')).toEqual({ sort: 'createdAt', order: 'asc' });
    expect(nextSort(DEFAULT_QUERY, 'total')).toEqual({ sort: 'total', order: 'desc' });
    expect(nextSort(DEFAULT_QUERY, 'reference')).toEqual({ sort: 'reference', order: 'asc' });
    expect(nextSort({ ...DEFAULT_QUERY, sort: 'reference', order: 'asc' }, 'reference')).toEqual({ sort: 'reference', order: 'desc' });
  });
});
