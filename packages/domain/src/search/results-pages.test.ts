import { describe, expect, it } from 'vitest';
import { SERVICE_ORDER } from '../navigation/services.ts';
import { MAX_RESULTS_PAGES, RESULTS_PAGES_PARAM, resultsPagesOf, withResultsPages } from './results-pages.ts';
import { fromSearchQuery, toSearchQuery } from './index.ts';

describe('resultsPagesOf', () => {
  it.each([
    ['', 1],
    ['page=2', 2],
    ['page=%202%20', 2],
    ['page=0', 1],
    ['page=-3', 1],
    ['page=2.5', 1],
    ['page=two', 1],
    ['page=', 1],
    [`page=${MAX_RESULTS_PAGES + 5}`, MAX_RESULTS_PAGES],
    ['page=99999999999', 1],
  ])('%j asks for %i page(s)', (query, pages) => {
    expect(resultsPagesOf(query)).toBe(pages);
  });
});

describe('withResultsPages', () => {
  it('keeps the search and its order, and sets or replaces the page count', () => {
    expect(withResultsPages('pickup=Lisbon&sort=price', 2)).toBe('pickup=Lisbon&sort=price&page=2');
    expect(withResultsPages('?pickup=Lisbon&page=2&sort=price', 3)).toBe('pickup=Lisbon&sort=price&page=3');
  });

  it('leaves the parameter out for one page and caps it', () => {
    expect(withResultsPages('pickup=Lisbon&page=4', 1)).toBe('pickup=Lisbon');
    expect(withResultsPages('pickup=Lisbon', MAX_RESULTS_PAGES + 1)).toBe(`pickup=Lisbon&page=${MAX_RESULTS_PAGES}`);
  });

  it('reads back what it wrote', () => {
    for (const pages of [1, 2, 7]) expect(resultsPagesOf(withResultsPages('a=1', pages))).toBe(pages);
  });
});

it("no product's search reads or writes the page parameter", () => {
  for (const service of SERVICE_ORDER) {
    const search = fromSearchQuery(service, `${RESULTS_PAGES_PARAM}=3`);
    expect(new URLSearchParams(toSearchQuery(service, search)).has(RESULTS_PAGES_PARAM), service).toBe(false);
  }
});
