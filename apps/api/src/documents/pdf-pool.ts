import { availableParallelism } from 'node:os';
import { UPLOADED_IMAGE_PATH } from '@tripfront/domain';
import { HttpError } from '../lib/http-errors.ts';
import { createWorkerPool, WorkerPoolBusy, WorkerTimeout } from '../lib/worker-pool.ts';
import type { DocumentJob } from './render.ts';

// PDFs are made on worker threads (decision 0121), never on the event loop: a warm one-page
// document takes 15–40 ms of CPU, a thread's first one several hundred, and one request must not
// hold up every other for that long. The event loop reads the database and builds the document's
// data (render.ts's DocumentJob); a thread lays it out and answers the file's bytes.

/** A picture the agency uploaded (agency_assets), by id, read as the tenant; null when it is not there. */
export type LoadAsset = (tenantId: string, id: string) => Promise<{ contentType: string; body: Uint8Array } | null>;

export interface PdfPoolOptions {
  /** Thread time one document may take (DOCUMENT_TIME_LIMIT_MS): past it, 503 and the thread is replaced. */
  timeLimitMs: number;
  /** Threads at most: one per core beyond the event loop's, at most two. */
  threads?: number;
  /** Where an uploaded logo's bytes are read (without it, an uploaded logo prints as the agency's name). */
  loadAsset?: LoadAsset;
}

const PRINTABLE_LOGO_TYPES = new Set(['image/png', 'image/jpeg']);
const UPLOADED = new RegExp(`^${UPLOADED_IMAGE_PATH}/([0-9a-f-]{36})$`, 'i');

/**
 * The job with the agency's logo as the thread can print it: a logo uploaded in the back-office is
 * stored as the address it is served at, so its bytes are read here (the thread has no database)
 * and given as a data: URL. PNG and JPEG print; anything else (an SVG) prints the agency's name.
 */
async function withPrintableLogo(job: DocumentJob, tenantId: string, loadAsset: LoadAsset | undefined): Promise<DocumentJob> {
  const id = UPLOADED.exec(job.agency.logo)?.[1];
  if (!id || !loadAsset) return job;
  const asset = await loadAsset(tenantId, id);
  const logo = asset && PRINTABLE_LOGO_TYPES.has(asset.contentType) ? `data:${asset.contentType};base64,${Buffer.from(asset.body).toString('base64')}` : '';
  return { ...job, agency: { ...job.agency, logo } };
}

export const DOCUMENTS_BUSY = 'The server is busy making documents. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_S = 2;

/** Set by the server's build (scripts/server-process.mjs): the compiled server starts the compiled thread. */
declare const TRIPFRONT_COMPILED: boolean | undefined;

/**
 * The thread's entry. From the sources (tests), pdf-worker.mjs beside this file loads the
 * TypeScript through tsx. In the compiled server `import.meta.url` is this file's place in the
 * copy the server runs from (decision 0079), so the compiled thread is found beside the compiled
 * server, apps/api/dist/pdf-worker.mjs, and needs no compiler.
 */
const workerFile = () =>
  typeof TRIPFRONT_COMPILED === 'boolean' ? new URL('../../dist/pdf-worker.mjs', import.meta.url) : new URL('./pdf-worker.mjs', import.meta.url);

export function createPdfPool({ timeLimitMs, threads = Math.max(1, Math.min(2, availableParallelism() - 1)), loadAsset }: PdfPoolOptions) {
  const pool = createWorkerPool<DocumentJob, Uint8Array>({
    file: workerFile(),
    name: 'documents',
    size: threads,
    // A burst of downloads (a page of receipts) waits its turn; past this many it is told to retry.
    maxQueued: 32,
    // Documents come in bursts (a confirmation's voucher, then its download): a thread (its heap and
    // opened fonts) is kept a minute after its last one.
    idleMs: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });

  return {
    /** The PDF of a job for an agency; 503 with Retry-After when every thread is busy or the document took too long. */
    async make(job: DocumentJob, tenantId: string): Promise<Buffer> {
      const printable = await withPrintableLogo(job, tenantId, loadAsset);
      try {
        const { value } = await pool.run(printable, timeLimitMs);
        return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      } catch (err) {
        if (err instanceof WorkerPoolBusy || err instanceof WorkerTimeout) {
          throw new HttpError(503, DOCUMENTS_BUSY, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) } });
        }
        throw err;
      }
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
export type PdfPool = ReturnType<typeof createPdfPool>;
