import { z } from 'zod';

// Paging of every product's search (hotels, flights, cars, activities, cruises): what a search asks
// for and answers about its page, and how one page is cut from the matching results.

/** The query's page (1-based, at most 100) and page size (at most 50; `defaultSize` per product). */
export const pageQueryShape = (defaultSize = 20) => ({
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(defaultSize),
});

/** The answer's facts about its page. */
export const pageAnswerShape = {
  total: z.number().int(),
  totalPages: z.number().int(),
  hasMore: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** One page of `list`, and how many results and pages there are. */
export function pageOf<T>(list: readonly T[], page: number, pageSize: number): { items: T[]; total: number; totalPages: number; hasMore: boolean } {
  const totalPages = Math.ceil(list.length / pageSize);
  return { items: list.slice((page - 1) * pageSize, page * pageSize), total: list.length, totalPages, hasMore: page < totalPages };
}
