import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** What the list shows below its head: skeletons, an error to retry, an empty notice, or the items. */
export type ResultsStatus = 'pending' | 'error' | 'empty' | 'ready';

/** The layout's own words, in the product's namespace (each product words them its own way). */
export interface ResultsTexts {
  filters: string;
  openFilters: string;
  showResults: string;
  clearFilters: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  moreError: string;
  showMore: string;
  loadingMore: string;
}

export interface ResultsSort<S extends string> {
  label: string;
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (value: S) => void;
}

export interface ResultsPaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
}

interface ResultsLayoutProps<S extends string> {
  /** The list's heading (the count, or "searching" while the first page loads). */
  title: ReactNode;
  texts: ResultsTexts;
  /** The product's filters, inside the aside that is a drawer on phones. */
  filters: ReactNode;
  /** Whether any filter is set: offers "clear filters" in the aside and in the empty notice. */
  filtered: boolean;
  onClearFilters: () => void;
  sort: ResultsSort<S>;
  /** A product's notice between the head and the list (the hotels' capped stay). */
  notice?: ReactNode;
  status: ResultsStatus;
  onRetry: () => void;
  /** A refetch is under way (the list is aria-busy). */
  busy: boolean;
  /** The items shown belong to the previous sort or filters: dimmed until the new ones land. */
  stale: boolean;
  /** One card's skeleton, shown three times while the first page loads. */
  skeleton: ReactNode;
  paging: ResultsPaging;
  /** The cards, each in its own <li>. */
  children: ReactNode;
}

/**
 * The results of every product (hotels, flights; cars, activities and cruises next): filters beside
 * the list, a drawer on phones; the heading, the sort, skeletons, error and empty notices, and pages
 * that load as the list scrolls (or by "show more"). Styled by ../results.css, which a product's
 * stylesheet @imports, so this module (reached from index.ts) loads no stylesheet itself.
 */
export function ResultsLayout<S extends string>(props: ResultsLayoutProps<S>) {
  const { title, texts, filters, filtered, onClearFilters, sort, notice, status, onRetry, busy, stale, skeleton, paging, children } = props;
  const titleId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = paging;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore]);

  const clear = (
    <button type="button" className="tf-button tf-button--outline" onClick={onClearFilters}>
      {texts.clearFilters}
    </button>
  );

  return (
    <div className="tf-results">
      <aside className={`tf-results-drawer${drawerOpen ? ' tf-results-drawer--open' : ''}`} aria-label={texts.filters}>
        <div className="tf-results-drawer__head">
          <h2>{texts.filters}</h2>
          <button type="button" className="tf-button tf-button--ghost tf-results-drawer__close" onClick={() => setDrawerOpen(false)}>
            {texts.showResults}
          </button>
        </div>
        {filters}
        {filtered && clear}
      </aside>
      <section className="tf-results-list" aria-labelledby={titleId} aria-busy={busy}>
        <div className="tf-results-list__head">
          <h1 id={titleId} className="tf-results-list__title">
            {title}
          </h1>
          <div className="tf-results-list__tools">
            <button
              type="button"
              className="tf-button tf-button--outline tf-results-drawer__open"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              {texts.openFilters}
            </button>
            <label className="tf-results-sort">
              <span>{sort.label}</span>
              <select value={sort.value} onChange={(e) => sort.onChange(e.target.value as S)}>
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
          <div role="status" aria-label={texts.loading}>
            {skeleton}
            {skeleton}
            {skeleton}
          </div>
        ) : status === 'error' ? (
          <div className="tf-results-notice tf-card" role="alert">
            <p>{texts.error}</p>
            <button type="button" className="tf-button tf-button--primary" onClick={onRetry}>
              {texts.retry}
            </button>
          </div>
        ) : status === 'empty' ? (
          <div className="tf-results-notice tf-card">
            <p>{texts.empty}</p>
            {filtered && clear}
          </div>
        ) : (
          <>
            <ol className={`tf-results-list__items${stale ? ' tf-results-list__items--stale' : ''}`}>{children}</ol>
            <div ref={sentinel} />
            {paging.isFetchNextPageError && <p role="alert">{texts.moreError}</p>}
            {hasNextPage && (
              <button type="button" className="tf-button tf-button--outline tf-results-more" onClick={loadMore} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? texts.loadingMore : texts.showMore}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
