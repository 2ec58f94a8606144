/**
 * The server's renderer of the public pages (issue #20, decision 0059): the same routes and
 * components as the browser's app, rendered by React's streaming renderer inside the API. The API
 * imports the built module (dist-server/entry-server.js) and calls `renderPage` for a visitor's
 * page; the answer is the app's markup and the state the browser hydrates it with.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicAgency } from '@tripfront/domain/agency';
import { dehydrate, type Query } from '@tanstack/react-query';
import i18next, { type i18n, type Resource } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createRoutes } from './app/router.tsx';
import { seedQueryClient } from './app/seed-queries.ts';
import { forgetServerSanitized, sanitizeOnServerWith, type ServerSanitize } from './components/ui/safe-html.tsx';
import { loadCurrencyOptions } from './features/currency/builtin-options.ts';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './features/language/languages.ts';
import { setServerFetch, type ApiFetch } from './lib/api-client.ts';
import { setApiBases } from './lib/api-bases.ts';
import type { Bootstrap, ServerRenderState } from './lib/bootstrap.ts';

export type { ServerRenderState };
import { createQueryClient } from './lib/query-client.ts';

export interface RenderInput {
  /** The page's absolute URL on the agency's configured origin. */
  url: string;
  bootstrap: Bootstrap & { agency: PublicAgency };
  lang: string;
  /** The API, for this agency (the renderer's requests never leave the process). */
  fetch: ApiFetch;
  /** Give up on what has not rendered after this long (the browser renders it instead). */
  timeoutMs?: number;
  /** How long the render waits for the answers its components ask for (ANSWER_BUDGET_MS unless set). */
  answerBudgetMs?: number;
}

/**
 * How long a render waits for the answers its components ask for (a search, decision 0132). An
 * answer that has not come by then is left to the browser: the page shows that part's loading
 * state (a results list's skeleton cards), and the browser asks once it runs. Renders run one at a
 * time (`exclusive`), so this also bounds how long a slow supplier holds other pages' renders.
 */
export const ANSWER_BUDGET_MS = 1_500;

export type RenderResult =
  /** `problems`: what failed to render on the server (left to the browser), for the server's log. */
  | { kind: 'page'; html: string; state: ServerRenderState; status: number; complete: boolean; problems: string[] }
  | { kind: 'redirect'; status: number; location: string }
  /** Not rendered here (a route error): the browser renders the page. */
  | { kind: 'skip'; reason: string };

/**
 * Renders run one at a time, so the app's module-level hooks (the API fetch, the API bases) belong
 * to the render in progress. Not AsyncLocalStorage: on Node 20 using it installs promise hooks that
 * slow every request of the process (~5% of a cached answer's CPU), and renders are rare (each
 * page is rendered once per version and then served from the cache, decision 0059).
 */
let currentFetch: ApiFetch | null = null;
let renderQueue: Promise<unknown> = Promise.resolve();
setServerFetch((requestPath, init) => {
  if (!currentFetch) return Promise.reject(new Error('No server fetch for this render'));
  return currentFetch(requestPath, init);
});

/** Runs `fn` after the renders before it, with `fetch` as the app's API. */
function exclusive<T>(fetch: ApiFetch, fn: () => Promise<T>): Promise<T> {
  const run = renderQueue.then(async () => {
    currentFetch = fetch;
    try {
      return await fn();
    } finally {
      currentFetch = null;
    }
  });
  renderQueue = run.catch(() => undefined);
  return run;
}

let prepared: Promise<void> | null = null;

/**
 * Loads every language's interface texts from the built app's /locales once, and the currency
 * list, so that renders never wait on files. `sanitize`: how agency HTML is cleaned for display
 * (SafeHtml), without which a page that shows some fails to render on the server.
 */
export function prepare(localesDir: string, options: { sanitize?: ServerSanitize } = {}): Promise<void> {
  if (options.sanitize) sanitizeOnServerWith(options.sanitize);
  prepared ??= (async () => {
    const resources: Resource = {};
    const namespaces = new Set<string>();
    for (const lng of SUPPORTED_LANGUAGES) {
      const dir = path.join(localesDir, lng);
      let files: string[];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.json'));
      } catch {
        continue; // a language without texts falls back to English
      }
      resources[lng] = Object.fromEntries(
        files.map((f) => {
          const ns = f.slice(0, -'.json'.length);
          namespaces.add(ns);
          return [ns, JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>];
        }),
      );
    }
    await i18next.use(initReactI18next).init({
      resources,
      lng: FALLBACK_LANGUAGE,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      ns: [...namespaces],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    await loadCurrencyOptions();
  })();
  return prepared;
}

const instances = new Map<string, i18n>();
/** One i18next per language, sharing the loaded texts. */
function i18nFor(lang: string): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.cloneInstance({ lng: lang, initAsync: false });
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * Renders to a string once everything (lazy components included) is ready, with React's streaming
 * renderer. Its web-streams build (server.edge): the Node build runs every render under an
 * AsyncLocalStorage, whose promise hooks, once on, slow every request of the API process.
 */
async function renderToHtml(element: ReactNode, timeoutMs: number, problems: string[]): Promise<{ html: string; complete: boolean }> {
  let complete = true;
  const abort = new AbortController();
  const timer = setTimeout(() => {
    complete = false;
    abort.abort(new Error('Server render timed out'));
  }, timeoutMs);
  try {
    const stream = await renderToReadableStream(element, {
      // Every part in place, in order: a part written out of place needs an inline script to
      // move it, which the page's CSP (no inline scripts but its one hashed) does not run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: abort.signal,
      onError: (error) => {
        // A part that failed renders its error boundary or, past a Suspense boundary, is left to
        // the browser; the page is then not complete (rendered again soon).
        complete = false;
        problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    });
    await stream.allReady;
    return { html: await new Response(stream).text(), complete };
  } finally {
    clearTimeout(timer);
  }
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

/**
 * How many pages of an infinite query the page shows (`meta.pages`, set by a results list from its
 * address's `page`, decision 0132): fetched one after another, as the query's own behaviour does
 * with the `pages` option. Undefined for other queries.
 */
function pagesOf(query: Query): number | undefined {
  const pages = query.meta?.pages;
  return typeof pages === 'number' && Number.isInteger(pages) && pages > 1 ? pages : undefined;
}

/** Resolves after `ms`, or as soon as `work` has settled; the timer never outlives it. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders one page. Twice when its screens ask for data: the first pass finds the queries the
 * page's components ask for, which are then fetched from the API; the second renders with their
 * answers, which the browser gets with the page and hydrates with (no second request).
 */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  if (!prepared) throw new Error('prepare() first');
  await prepared;
  const timeoutMs = input.timeoutMs ?? 3_000;
  const { bootstrap } = input;
  return exclusive(input.fetch, async () => {
    forgetServerSanitized();
    setApiBases(bootstrap.apiBases);
    const queryClient = createQueryClient();
    seedQueryClient(queryClient, bootstrap);
    const routes = createRoutes({ agency: bootstrap.agency, environment: bootstrap.environment, queryClient });
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(input.url, { headers: { accept: 'text/html' } }));
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location ? { kind: 'redirect', status: context.status, location } : { kind: 'skip', reason: `route answered ${context.status}` };
    }
    if (context.errors) return { kind: 'skip', reason: 'route error' };

    const i18n = i18nFor(input.lang);
    const app = () => {
      const router = createStaticRouter(handler.dataRoutes, context);
      return (
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <AppProvider queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </I18nextProvider>
        </StrictMode>
      );
    };

    const problems: string[] = [];
    const first = await renderToHtml(app(), timeoutMs, problems);
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
    let page = first;
    const fetched = new Set<string>();
    if (wanted.length > 0) {
      // An infinite query (a product's results) is fetched as one: its first page, or the pages its
      // address asks for, which the query's own behaviour fetches with `pages`.
      const answers = Promise.all(
        wanted.map((query) => {
          const pages = pagesOf(query);
          return queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false, ...(pages ? ({ pages } as object) : {}) });
        }),
      );
      await within(answers, input.answerBudgetMs ?? ANSWER_BUDGET_MS);
      for (const query of wanted) {
        if (query.state.status === 'success' && query.state.fetchStatus === 'idle') {
          fetched.add(query.queryHash);
          continue;
        }
        // A failed answer, or one still on its way, is left out: the page shows its loading state
        // and the browser asks. Removed, what is still on its way is cancelled (an infinite query
        // asks for no further page); its request to the API runs on, unread.
        queryClient.getQueryCache().remove(query);
      }
      problems.length = 0;
      page = await renderToHtml(app(), timeoutMs, problems);
    }
    return {
      kind: 'page',
      html: page.html,
      status: context.statusCode,
      complete: page.complete && fetched.size === wanted.length,
      problems,
      state: {
        lang: input.lang,
        queries: dehydrate(queryClient, { shouldDehydrateQuery: (q) => fetched.has(q.queryHash) }),
        hydrationData: { loaderData: context.loaderData, actionData: context.actionData },
      },
    };
  });
}
