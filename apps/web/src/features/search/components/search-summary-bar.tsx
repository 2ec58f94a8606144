import type { ServiceKey } from '@tripfront/domain/booking/products';
import { searchSummary, type SearchValuesByService } from '@tripfront/domain/search';
import { Fragment, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchTranslation, type SearchT } from '../hooks/use-search-translation.ts';
import { loadResultsSearchForm } from './results-search-form.tsx';
import './search-summary-bar.css';

interface SearchSummaryBarProps<S extends ServiceKey> {
  service: S;
  /** The search the results are for (the URL's): what the summary line says. */
  values: SearchValuesByService[S];
  /** The region's name ("Hotel search"). */
  label: string;
  /**
   * Where the form starts closed behind the summary: on phones only (results pages; wider screens keep
   * it open and hide the line), or on every screen (a details page, whose search is a reminder).
   */
  collapse?: 'phones' | 'always';
  /** The prefilled search form. */
  children: ReactNode;
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** "Lisbon, Portugal · Dec 26, 2026 | Dec 29, 2026 · 2 guests", in the page's language. */
export function summaryParts<S extends ServiceKey>(service: S, values: SearchValuesByService[S], t: SearchT, language: string): string[] {
  const s = searchSummary(service, values, language);
  const parts: string[] = [];
  if (s.place) parts.push(s.place);
  else if (service === 'cruise') parts.push(t('cruise.anyLine'));
  if (s.dates) parts.push(s.dates);
  if (s.month) {
    const [year, month] = s.month.split('-').map(Number);
    parts.push(new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, 1)));
  }
  if (s.guests !== null) parts.push(t('summary.guests', { count: s.guests }));
  if (s.rooms !== null && s.rooms > 1) parts.push(t('guests.rooms', { count: s.rooms }));
  return parts;
}

/** The summary's parts as a line: the place first, then the rest, each kept whole. */
function SummaryText({ parts, id }: { parts: string[]; id?: string }) {
  return (
    <p className="tf-search-summary__text" id={id}>
      {/* The dot after the place is the lead's (outside the place's isolate), so it falls between the place and the dates in either direction. */}
      <span className="tf-search-summary__lead">
        <bdi>{parts[0]}</bdi>
      </span>
      {/* Each part keeps to one line with the dot after it; the line breaks only between parts. */}
      {parts.slice(1).map((part, i, rest) => (
        <Fragment key={i}>
          <span className="tf-search-summary__part">
            <bdi>{part}</bdi>
            {i < rest.length - 1 && ' ·'}
          </span>{' '}
        </Fragment>
      ))}
    </p>
  );
}

/** What a search asks for in one line of the page's language ("Lisbon, Portugal · Dec 26, 2026 | Dec 29, 2026 · 2 guests"). */
export function SearchSummaryText<S extends ServiceKey>({ service, values, id }: { service: S; values: SearchValuesByService[S]; id?: string }) {
  const { t, i18n } = useSearchTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const parts = useMemo(() => summaryParts(service, values, t, language), [service, values, t, language]);
  return <SummaryText parts={parts} id={id} />;
}

/**
 * The search above a results or details page: one line that says what was searched, and a button that
 * opens the prefilled form under it, so the first results (or the hotel's price) show on the first
 * screen of a phone (decision 0098).
 */
export function SearchSummaryBar<S extends ServiceKey>({ service, values, label, collapse = 'phones', children }: SearchSummaryBarProps<S>) {
  const { t, i18n } = useSearchTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement | null>(null);
  const opened = useRef(false);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const parts = useMemo(() => summaryParts(service, values, t, language), [service, values, t, language]);
  // A new search landed (the search says something else; not its words, which arrive with the page's
  // language): the form closes over the new results.
  const searched = JSON.stringify(searchSummary(service, values));
  const [openFor, setOpenFor] = useState(searched);
  if (openFor !== searched) {
    setOpenFor(searched);
    setOpen(false);
  }

  // Opening moves focus to the form's first field (once it is there: a results page's form may
  // still be loading, decision 0134); closing leaves it on the toggle.
  useEffect(() => {
    const box = panel.current;
    const first = () => box?.querySelector<HTMLElement>(FOCUSABLE);
    const focus = open && opened.current;
    opened.current = true;
    if (!focus || !box) return;
    const field = first();
    if (field) return void field.focus();
    const arrival = new MutationObserver(() => {
      const next = first();
      if (!next) return;
      arrival.disconnect();
      next.focus();
    });
    arrival.observe(box, { childList: true, subtree: true });
    return () => arrival.disconnect();
  }, [open]);

  return (
    <section className={`tf-results-searchbar tf-results-searchbar--${collapse}${open ? ' tf-results-searchbar--open' : ''}`} aria-label={label}>
      <div className="tf-container">
        <div className="tf-search-summary">
          <SummaryText parts={parts} />
          <button
            type="button"
            className="tf-button tf-button--outline tf-search-summary__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              // A results page's form loads when first asked for, if the browser was not idle before.
              if (!open && collapse === 'phones') void loadResultsSearchForm().catch(() => undefined);
              setOpen((o) => !o);
            }}
          >
            {open ? t('summary.close') : t('summary.change')}
          </button>
        </div>
        <div id={panelId} ref={panel} className="tf-results-searchbar__form">
          {children}
        </div>
      </div>
    </section>
  );
}
