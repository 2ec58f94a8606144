import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SEARCH_RATE_LIMITED } from '@tripfront/domain/search-limits';
import { withResultsPages } from '@tripfront/domain/search';
import { ApiError } from '../../../lib/api-client.ts';
import { isProductUnavailable, ProductUnavailable } from './product-unavailable.tsx';

/** The product's (infinite) search query, as TanStack Query's useInfiniteQuery returns it. */
export interface ResultsQuery {
  isPending: boolean;
  isError: boolean;
  /** Why the search failed (an ApiError from the API). */
  error?: unknown;
  /** A refetch is under way: the list is aria-busy. */
  isFetching: boolean;
  /** The items shown belong to the previous sort or filters: dimmed until the new ones land. */
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  /** The pages loaded so far (an infinite query's): "Show more" links to the same search with one more. */
  data?: { pages: readonly unknown[] };
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * The layout's own words: each product keeps them in its namespace under these keys (each words them
 * its own way), and passes its translation function.
 */
export type ResultsTextKey =
  | 'filters.title'
  | 'filters.open'
  | 'filters.showResults'
  | 'filters.clear'
  | 'sort.label'
  | 'results.loading'
  | 'results.error'
  | 'common.retry'
  | 'results.moreError'
  | 'results.showMore'
  | 'results.loadingMore';

export interface ResultsSort<S extends string> {
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (value: S) => void;
}

interface ResultsLayoutProps<S extends string> {
  /** The list's heading (the count, or "searching" while the first page loads). */
  title: ReactNode;
  t: (key: ResultsTextKey) => string;
  /** The empty notice's text (the product's, naming the place or the filters). */
  empty: string;
  /** The product's filters, inside the aside that is a drawer on phones. */
  filters: ReactNode;
  /** Filters was tapped: a product whose filters load after the first paint fetches them now (decision 0134). */
  onOpenFilters?: () => void;
  /** Whether any filter is set: offers "clear filters" in the aside and in the empty notice. */
  filtered: boolean;
  onClearFilters: () => void;
  sort: ResultsSort<S>;
  /** A product's notice between the head and the list (the hotels' capped stay). */
  notice?: ReactNode;
  results: ResultsQuery;
  /** How many items the pages hold so far (none: the empty notice, or the error if the search failed). */
  count: number;
  /** One card's skeleton, shown three times while the first page loads. */
  skeleton: ReactNode;
  /** The cards, each in its own <li>. */
  children: ReactNode;
}

/** Where the search stands: the first page loading, failed with nothing to show, found nothing, or items to show. */
function resultsStatus(results: ResultsQuery, count: number): 'pending' | 'error' | 'empty' | 'ready' {
  if (results.isPending) return 'pending';
  if (count > 0) return 'ready';
  return results.isError ? 'error' : 'empty';
}

interface ResultsNoticeProps {
  status: 'error' | 'empty';
  results: ResultsQuery;
  t: (key: ResultsTextKey) => string;
  empty: string;
  /** "Clear filters", when a filter is set. */
  clear: ReactNode;
}

/** Instead of the list: the product not for sale here, the search's error with Try again, or the empty notice. */
function ResultsNotice({ status, results, t, empty, clear }: ResultsNoticeProps) {
  const { t: tApp } = useTranslation();
  if (status === 'empty') {
    return (
      <div className="tf-results-notice tf-card">
        <p>{empty}</p>
        {clear}
      </div>
    );
  }
  // A production site whose sandbox products may not sell (decision 0078): trying again will not help.
  if (isProductUnavailable(results.error)) return <ProductUnavailable notice="tf-results-notice tf-card" />;
  // Too many searches from this address or on this site in a minute (decision 0083): the wait, then Try again.
  const rateLimited = results.error instanceof ApiError && results.error.body.code === SEARCH_RATE_LIMITED;
  const retryAfter = rateLimited ? Number((results.error as ApiError).body.retryAfter) || 60 : 0;
  return (
    <div className="tf-results-notice tf-card" role="alert">
      <p>{rateLimited ? tApp('common.searchRateLimited', { seconds: retryAfter }) : t('results.error')}</p>
      <button type="button" className="tf-button tf-button--primary" onClick={() => void results.refetch()}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * The results of every product (hotels, flights; cars, activities and cruises next): filters beside
 * the list, a drawer on phones; the heading, the sort, skeletons, error and empty notices, and pages
 * that load as the list scrolls (or by "show more"). Styled by ../results.css, which a product's
 * stylesheet @imports, so this module (reached from index.ts) loads no stylesheet itself.
 */
export function ResultsLayout<S extends string>(props: ResultsLayoutProps<S>) {
  const { title, t, empty, filters, onOpenFilters, filtered, onClearFilters, sort, notice, results, count, skeleton, children } = props;
  const { t: tApp } = useTranslation();
  const status = resultsStatus(results, count);
  const titleId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore]);

  // "Show more" is a link to the same search with one page more (decision 0132): without JavaScript
  // the server renders it; the app loads the page in place (a plain click; another opens the link).
  const { pathname, search } = useLocation();
  const moreHref = `${pathname}?${withResultsPages(search, (results.data?.pages.length ?? 1) + 1)}`;
  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadMore();
  };

  // The items of the previous sort or filters are dimmed until the new ones land.
  const itemsClass = `tf-results-list__items${results.isPlaceholderData ? ' tf-results-list__items--stale' : ''}`;
  const moreLabel = isFetchingNextPage ? t('results.loadingMore') : t('results.showMore');
  const clear = (
    <button type="button" className="tf-button tf-button--outline" onClick={onClearFilters}>
      {t('filters.clear')}
    </button>
  );

  return (
    <div className="tf-results">
      <aside className={`tf-results-drawer${drawerOpen ? ' tf-results-drawer--open' : ''}`} aria-label={t('filters.title')}>
        <div className="tf-results-drawer__head">
          <h2>{t('filters.title')}</h2>
          <button
            type="button"
            className="tf-button tf-button--ghost tf-results-drawer__close"
            data-tf-early="close:filters"
            onClick={() => setDrawerOpen(false)}
          >
            {t('filters.showResults')}
          </button>
        </div>
        {filters}
        {filtered && clear}
      </aside>
      <section className="tf-results-list" aria-labelledby={titleId} aria-busy={results.isFetching}>
        <div className="tf-results-list__head">
          <h1 id={titleId} className="tf-results-list__title">
            {title}
          </h1>
          <div className="tf-results-list__tools">
            <button
              type="button"
              className="tf-button tf-button--outline tf-results-drawer__open"
              aria-expanded={drawerOpen}
              // A tap before the app runs opens the drawer at once and is replayed (decision 0145).
              data-tf-early="open:filters"
              onClick={() => {
                onOpenFilters?.();
                setDrawerOpen(true);
              }}
            >
              {t('filters.open')}
            </button>
            <label className="tf-results-sort">
              <span>{t('sort.label')}</span>
              <select value={sort.value} data-tf-early="" onChange={(e) => sort.onChange(e.target.value as S)}>
                {sort.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
        {notice}
        {status === 'pending' ? (
          <div role="status" aria-label={t('results.loading')}>
            {skeleton}
            {skeleton}
            {skeleton}
            {/* A page the server sent before the answer came (decision 0132): without JavaScript
                nothing fills it in, so it offers the same search again (shown until the app runs). */}
            <p className="tf-results-again">
              <a href={`${pathname}${search}`}>{tApp('common.resultsStillComing')}</a>
            </p>
          </div>
        ) : status === 'ready' ? (
          <>
            <ol className={itemsClass}>{children}</ol>
            <div ref={sentinel} />
            {results.isFetchNextPageError && <p role="alert">{t('results.moreError')}</p>}
            {hasNextPage && (
              <a className="tf-button tf-button--outline tf-results-more" href={moreHref} onClick={showMore} aria-disabled={isFetchingNextPage || undefined}>
                {moreLabel}
              </a>
            )}
          </>
        ) : (
          <ResultsNotice status={status} results={results} t={t} empty={empty} clear={filtered && clear} />
        )}
      </section>
    </div>
  );
}
