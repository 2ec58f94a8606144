import type { ServiceKey } from '@tripfront/domain/booking/products';
import { useEffect, useState, type ReactNode } from 'react';
import { deferredComponent } from '../../../lib/deferred-component.ts';
import { whenIdle } from '../../../lib/idle.ts';
import type { ServiceSearchFormProps } from './service-search-form.tsx';
// The forms' styles come with the results (they are small), so the form is styled when it arrives.
import './search.css';

/*
 * The search form above a results page (decision 0134). On a phone it waits closed behind the
 * summary line (search-summary-bar.tsx), so its code (the forms, react-hook-form, the date and
 * place fields) loads once the browser is idle or when "Change search" is tapped, not before the
 * first results. Wider screens show it open above the results: there the page waits for it, as it
 * waits for its texts, so nothing moves when it arrives.
 */
const form = deferredComponent(() => import('./service-search-form.tsx').then((m) => m.ServiceSearchForm));

/** Fetches the results page's search form (once); a failure is retried by the next call. */
export function loadResultsSearchForm(): Promise<void> {
  return form.load();
}

/** Where results pages show the form open, not behind the summary line (search-summary-bar.css). */
const OPEN_AT_ONCE = '(min-width: 769px)';
// The server, and a browser that cannot tell (no matchMedia), take the form at once.
const formOpenAtOnce = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(OPEN_AT_ONCE).matches;

/**
 * The results page's content, held back on screens that show the search form open until the form
 * is in (the blank, busy page a product shows while its texts load). If the form cannot load, the
 * results show without it.
 */
export function SearchFormFirst({ children }: { children: ReactNode }) {
  const Form = form.useComponent();
  const [failed, setFailed] = useState(false);
  const wait = Form === null && !failed && formOpenAtOnce();
  useEffect(() => {
    if (wait) form.load().catch(() => setFailed(true));
  }, [wait]);
  return wait ? <div className="tf-container tf-page" aria-busy="true" /> : children;
}

/** The service's search form, prefilled, once its code is in; until then an empty, busy placeholder. */
export function ResultsSearchForm<S extends ServiceKey>(props: ServiceSearchFormProps<S>) {
  const Form = form.useComponent();
  useEffect(() => (Form === null ? whenIdle(() => void form.load().catch(() => undefined)) : undefined), [Form]);
  if (Form === null) return <div className="tf-results-searchbar__pending" aria-busy="true" />;
  return <Form {...props} />;
}
