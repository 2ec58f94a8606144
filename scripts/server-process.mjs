// How the API server process is built and started, in one place: `npm start`, the e2e tests' server
// and the bench's all launch it through here.
import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The compiled server (decision 0062), relative to the repository's root. */
export const SERVER_ENTRY = 'apps/api/dist/server.mjs';

/**
 * The command line of the server process: node running the compiled server, with
 * - V8's young generation capped at 8 MB per semi-space (16 MB by default). Under the uncached
 *   searches' allocation the default let the process grow ~60–80 MB more for no measured gain in
 *   throughput (decision 0062);
 * - the old generation let grow by 30% of what survived the last full collection before the next
 *   one (V8 picks a factor of up to 4× while allocation is fast). After ~6,000 uncached searches
 *   the process held 540 MB instead of 374 MB, at the same throughput (decision 0068);
 * - no allocation-site pretenuring. V8 may decide, once and for the life of the process, that
 *   objects from a hot allocation site of the request path are long-lived, and allocate them in
 *   the old generation. In 2 of 5 fresh processes it did: scavenges took 4.1–4.4 ms instead of
 *   0.7–0.8, 15 full collections ran in 10 s of load instead of none, V8's helper threads spent
 *   20 µs per request, and `GET /api/agency` answered 45% of the bare route's requests per
 *   second instead of 81–100%. With the flag, 7 of 7 processes answered 83–94% (decision 0071).
 */
export const SERVER_ARGS = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=30',
  '--no-allocation-site-pretenuring',
  // Loaded first: starts OpenTelemetry before the server imports fastify and pg when
  // OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing otherwise (decision 0081).
  '--import=./apps/api/dist/tracing.mjs',
  SERVER_ENTRY,
];

/** The compiled migration command (`npm run migrate`), beside SERVER_ENTRY. */
export const MIGRATE_ENTRY = 'apps/api/dist/migrate.mjs';

/** The compiled operator command (`npm run agency`), beside SERVER_ENTRY. */
export const AGENCY_ENTRY = 'apps/api/dist/agency.mjs';

/** What `npm run build` compiles: each source entry and its output, relative to the repository's root. */
const ENTRIES = [
  { source: 'apps/api/src/server.ts', output: SERVER_ENTRY },
  { source: 'apps/api/src/migrate.ts', output: MIGRATE_ENTRY },
  { source: 'apps/api/src/tracing.ts', output: 'apps/api/dist/tracing.mjs' },
  { source: 'apps/api/src/cli/agency-main.ts', output: AGENCY_ENTRY },
  // The documents' worker thread (decision 0121), started by the compiled server from beside it.
  { source: 'apps/api/src/documents/pdf-worker.ts', output: 'apps/api/dist/pdf-worker.mjs' },
  // The sanitiser's thread (decisions 0074, 0140): agency HTML and SVG files cleaned over jsdom.
  { source: 'apps/api/src/lib/sanitize-worker.ts', output: 'apps/api/dist/sanitize-worker.mjs' },
  // The traces thread (decision 0088): the request spans' export, off the event loop.
  { source: 'apps/api/src/lib/trace-worker.ts', output: 'apps/api/dist/trace-worker.mjs' },
];

/**
 * esbuild's output with `charset: 'ascii'` made all ASCII: what that option leaves is in the
 * comments esbuild keeps (an em dash in a doc comment), where a `\u` escape is as good as the
 * character. V8 keeps a script's source for the life of the process, two bytes a character if a
 * single one is past Latin-1 (decision 0140). Also used for the server renderer's file
 * (apps/web/vite.config.ts).
 */
export function escapeLeftNonAscii(code) {
  return code.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Compiles apps/api/src/server.ts (and the migration command, apps/api/src/migrate.ts) with the
 * workspace packages they import into one ES module each, SERVER_ENTRY and MIGRATE_ENTRY (under a
 * second). npm packages stay imports, resolved from node_modules as before.
 * Each source file's `import.meta.url` becomes that file's place relative to the compiled module
 * (`new URL('../../../packages/db/src/client.ts', import.meta.url)`), so the files a module reads
 * beside itself (migrations, world data, recorded supplier answers, the sanitizer's worker) are
 * found where they are in the copy of the repository the bundle runs from, not on the machine that
 * built it (decision 0079).
 *
 * Running the compiled file instead of `node --import tsx` saves ~100 MB of resident memory:
 * tsx's loader hooks, the source maps Node keeps for every transformed file, and its rewriting of
 * every module it loads (decision 0062).
 */
export async function buildServer({ root = ROOT } = {}) {
  const { build } = await import('esbuild');
  const outDir = path.join(root, path.dirname(SERVER_ENTRY));
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES.map((e) => ({ in: e.source, out: path.basename(e.output, '.mjs') })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    write: false,
    ...compileOptions(outDir),
  });
  await mkdir(outDir, { recursive: true });
  for (const output of result.outputFiles) {
    // Written beside and renamed: a server started meanwhile (the bench beside the tests) reads a whole file.
    const partial = `${output.path}.${process.pid}.tmp`;
    await writeFile(partial, escapeLeftNonAscii(output.text));
    await rename(partial, output.path);
  }
  return path.join(root, SERVER_ENTRY);
}

/**
 * esbuild's options for a module compiled as the server is, written into `outDir` (buildServer, and
 * the bench's scripts that run the server's code alone, bench/product-search.mjs).
 */
export function compileOptions(outDir) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // ASCII alone (other characters written as escapes): V8 keeps a module's source for the life
    // of the process, at two bytes a character if a single one is past Latin-1 (decision 0140).
    charset: 'ascii',
    // Not minified, so functions keep their names without esbuild's keepNames (whose __name() call
    // runs each time a named closure is made: ~2% of a flight search's CPU).
    logLevel: 'warning',
    // Tells code that starts a worker thread of its own TypeScript (documents/pdf-pool.ts) to start
    // the compiled entry beside this one rather than the sources' through tsx.
    define: { TRIPFRONT_COMPILED: 'true' },
    plugins: [serverBundlePlugin(outDir)],
  };
}

/**
 * npm packages are left to Node, and each source file's `import.meta.url` is made that file's place
 * relative to `outDir`, where the compiled module is written.
 */
function serverBundlePlugin(outDir) {
  return {
    name: 'tripfront:server',
    setup(b) {
      // npm packages are loaded by Node as they are (native addons, CommonJS, their own files).
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tripfront/') ? undefined : { path: args.path, external: true }));
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
        return {
          contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * The server's environment: `env` plus glibc's malloc tuning (decisions 0060 and 0069). Each
 * argon2id hash takes a 19 MB block; glibc raises its mmap threshold after freeing such a block, so
 * later ones come from the heap and stay resident for the life of the process (~400 MB after
 * seeding the demo's accounts). A fixed threshold returns every block above it when it is freed.
 * It is 8 MB, not lower: brotli's and zlib's working memory (a 4 MB window and its tables per
 * answer compressed) then comes from the heap and is reused, instead of being mapped, faulted in
 * page by page and unmapped again for every answer (half a product search's CPU at 128 kB). A
 * fixed mmap threshold also fixes the trim threshold at glibc's 128 kB, so the heap's free top was
 * handed back after every compression and faulted in again for the next one: the trim threshold
 * keeps 4 MB of it for the next answer (decision 0135). It was 32 MB while a page of results was
 * compressed on the event loop with brotli's 4 MB window; since those are compressed on libuv's
 * threads with a window the size of the body (decision 0143), 4 MB costs no measured CPU and
 * leaves ~15–25 MB less resident at 1,000 agencies (decision 0144). Two arenas:
 * the event loop's and one its helper threads (V8's compiler and collector, libuv's, the worker
 * threads) share; glibc's default of one per thread up to eight per core kept each thread's freed
 * memory apart, 45–70 MB more at 1,000 agencies for no measured speed (decision 0141). A value
 * already set (a deployment's own tuning) is kept.
 */
const MMAP_THRESHOLD = String(8 * 1024 * 1024);
const TRIM_THRESHOLD = String(4 * 1024 * 1024);
const ARENA_MAX = '2';
export function serverEnv(env = process.env) {
  return { MALLOC_MMAP_THRESHOLD_: MMAP_THRESHOLD, MALLOC_TRIM_THRESHOLD_: TRIM_THRESHOLD, MALLOC_ARENA_MAX: ARENA_MAX, ...env };
}

/** A TCP port free on 127.0.0.1 right now, for a server a test or the bench starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
