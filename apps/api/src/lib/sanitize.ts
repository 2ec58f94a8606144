import { availableParallelism } from 'node:os';
import { HttpError } from './http-errors.ts';
import { countMarkup, MARKUP_LIMITS, type MarkupSyntax } from './markup-limits.ts';
import { createWorkerPool, WorkerFailed, WorkerPoolBusy, WorkerTimeout } from './worker-pool.ts';

// Agency-provided HTML (policies, About page, FAQ answers) and uploaded SVG files are cleaned with
// DOMPurify over jsdom before they are stored (decision 0074): first a linear check of their size,
// element count and nesting depth, then the cleaning itself on a worker thread with a time limit,
// so that no content, however built, holds up other requests.

/** Characters of one HTML field at most: the largest the schemas allow (the About page's content). */
export const HTML_FIELD_MAX_CHARS = 200_000;

export interface SanitizeOptions {
  /** Thread time one request's content may take to clean, all its fields together (SANITIZE_TIME_LIMIT_MS). */
  timeLimitMs: number;
  /** Threads at most: one per core beyond the event loop's, at most two (cleaning is rare: saves and uploads). */
  threads?: number;
}

export const DEFAULT_SANITIZE_TIME_LIMIT_MS = 5_000;

export const SANITIZE_BUSY = 'The server is busy checking content. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_S = 2;

/** One piece of content to clean, and the input it came in (the error answers' `field`). */
export interface MarkupInput {
  field: string;
  text: string;
}

/** What cleaning an SVG file gives: the SVG to store, or why it is refused. */
export type CleanSvg = { svg: string } | { refused: 'invalid' | 'active' };

type Job = { kind: 'html' | 'svg'; text: string };

const SYNTAX: Record<Job['kind'], MarkupSyntax> = { html: 'html', svg: 'xml' };
const WHAT: Record<Job['kind'], string> = { html: 'content', svg: 'picture' };

/** Set by the server's build (scripts/server-process.mjs): the compiled server starts the compiled thread. */
declare const TRIPFRONT_COMPILED: boolean | undefined;

/**
 * The thread's entry: from the sources (tests), sanitize-worker.mjs beside this file loads the
 * TypeScript through tsx; the compiled server starts apps/api/dist/sanitize-worker.mjs, beside it
 * in the copy it runs from (decision 0079).
 */
const workerFile = () =>
  typeof TRIPFRONT_COMPILED === 'boolean' ? new URL('../../dist/sanitize-worker.mjs', import.meta.url) : new URL('./sanitize-worker.mjs', import.meta.url);
const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

/** 4xx with the field, before any parsing, for content past a limit. */
function checkLimits(kind: Job['kind'], { field, text }: MarkupInput): void {
  if (kind === 'html' && text.length > HTML_FIELD_MAX_CHARS) {
    throw new HttpError(413, `${field}: the content is too long: at most ${HTML_FIELD_MAX_CHARS.toLocaleString('en')} characters.`, { field });
  }
  const count = countMarkup(text, SYNTAX[kind]);
  if (count.exceeded === 'depth') {
    throw new HttpError(400, `${field}: the ${WHAT[kind]} has elements nested more than ${MARKUP_LIMITS.maxDepth} levels deep. Please simplify its layout.`, {
      field,
    });
  }
  if (count.exceeded === 'elements') {
    throw new HttpError(
      413,
      `${field}: the ${WHAT[kind]} has more than ${MARKUP_LIMITS.maxElements.toLocaleString('en')} elements. Please split or simplify it.`,
      { field },
    );
  }
}

export function createSanitizer({ timeLimitMs, threads = Math.max(1, Math.min(2, availableParallelism() - 1)) }: SanitizeOptions) {
  const pool = createWorkerPool<Job | { kind: 'display'; text: string }, unknown>({
    file: workerFile(),
    name: 'sanitize',
    size: threads,
    maxQueued: 32,
    // A back-office session saves every minute or two; between them a thread's ~75 MB go back.
    idleMs: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });

  function failure(err: unknown, kind: Job['kind'], field: string): unknown {
    if (err instanceof WorkerTimeout) {
      return new HttpError(413, `${field}: the ${WHAT[kind]} took too long to check (over ${duration(timeLimitMs)}). Please simplify it.`, { field });
    }
    if (err instanceof WorkerPoolBusy) return new HttpError(503, SANITIZE_BUSY, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) } });
    if (err instanceof WorkerFailed) return new HttpError(400, `${field}: the ${WHAT[kind]} could not be read (${err.message}).`, { field });
    return err;
  }

  /** Every input checked first, then cleaned one after the other within one time limit. */
  async function clean(kind: Job['kind'], inputs: readonly MarkupInput[]): Promise<unknown[]> {
    for (const input of inputs) checkLimits(kind, input);
    let left = timeLimitMs;
    const cleaned: unknown[] = [];
    for (const { field, text } of inputs) {
      if (kind === 'html' && text.trim() === '') {
        cleaned.push('');
        continue;
      }
      try {
        if (left <= 0) throw new WorkerTimeout('No time left.');
        const { value, ms } = await pool.run({ kind, text }, left);
        left -= ms;
        cleaned.push(value);
      } catch (err) {
        throw failure(err, kind, field);
      }
    }
    return cleaned;
  }

  return {
    /** The inputs' HTML as it is stored, in their order; 4xx with the field for one past a limit. */
    html: (inputs: readonly MarkupInput[]) => clean('html', inputs) as Promise<string[]>,
    /** An uploaded SVG file cleaned, or why it is refused; 4xx with the field past a limit. */
    svg: async (input: MarkupInput): Promise<CleanSvg> => ((await clean('svg', [input])) as CleanSvg[])[0]!,
    /**
     * Stored agency HTML as a page shows it (the browser's rules, DISPLAY_HTML_RULES), for the
     * server's render (decision 0140): it was checked against the limits when it was stored.
     * Rejects with WorkerTimeout, WorkerPoolBusy or WorkerFailed: the page is then left to the browser.
     */
    display: async (html: string): Promise<string> => (await pool.run({ kind: 'display', text: html }, timeLimitMs)).value as string,
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
export type Sanitizer = ReturnType<typeof createSanitizer>;

let startup: Sanitizer | undefined;

/**
 * One piece of HTML cleaned, for start-up and operators' commands (the seed loader, `agency
 * create`): the same checks and cleaning as requests get, on a sanitizer of its own whose thread
 * stops when idle.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  startup ??= createSanitizer({ timeLimitMs: DEFAULT_SANITIZE_TIME_LIMIT_MS });
  const [cleaned] = await startup.html([{ field: 'html', text: html }]);
  return cleaned!;
}
