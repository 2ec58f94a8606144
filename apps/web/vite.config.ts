import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { escapeLeftNonAscii } from '../../scripts/server-process.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API serves the agency by Host, so the dev proxy keeps the browser's Host header.
const api = { target: 'http://localhost:3000', changeOrigin: false };

/**
 * React Router 7's package exports name only its development build, whose dev warnings stay on in
 * production (remix-run/react-router#14102: console warnings such as "No routes matched location",
 * and their code in the start-up chunk). The production build beside it differs only in that
 * switch, so both builds (browser and server, which must render alike) take it. Tests keep the
 * package's own.
 */
const reactRouterDist = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('react-router'))), '../production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * Writes a brotli (quality 11) and a gzip (level 9) twin beside every text file of the build
 * (hashed assets, translations, flags) that compression makes smaller; the server's static
 * handler sends the twin the browser accepts, so nothing is compressed per request. index.html is
 * the server's template, never served as it is.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'tripfront:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(?:m?js|css|json|svg|txt|xml|map)$/.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = zlib.gzipSync(raw, { level: 9 });
        if (br.length < raw.length * 0.9) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length * 0.9) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * Everything the entry imports statically goes into one start-up chunk instead of ~17 shared
 * chunks: the browser needs all of it before the first render anyway, and one request instead of
 * 17 saves round trips on a slow link (HTTP/1.1 opens at most 6 connections per host).
 * Lazily loaded code is left to the default splitting.
 */
function startupChunk(): { plugin: Plugin; isStartup: (id: string) => boolean } {
  const startup = new Set<string>();
  const plugin: Plugin = {
    name: 'tripfront:startup-chunk',
    apply: 'build',
    buildStart() {
      startup.clear();
    },
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (startup.has(id)) continue;
        startup.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, isStartup: (id) => startup.has(id) };
}
const startup = startupChunk();

/**
 * The server renderer's file in ASCII alone (characters past it written as escapes, by esbuild,
 * which knows where each one stands). V8 keeps a script's source for the life of the process and
 * holds a source with a single character past Latin-1 (a language's own name) at two bytes a
 * character: 11.6 MB of the API's heap for this 5.8 MB file, 5.8 MB once it is ASCII (decision 0140).
 */
function asciiOnly(): Plugin {
  return {
    name: 'tripfront-ascii-only',
    // After the bundler's last pass over the code (it prints escapes back as the characters).
    async generateBundle(_options, bundle) {
      const { transform } = await import('esbuild');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const out = await transform(chunk.code, { loader: 'js', charset: 'ascii', target: 'node20', legalComments: 'inline' });
        chunk.code = escapeLeftNonAscii(out.code);
      }
    },
  };
}

/**
 * The server's renderer (src/entry-server.tsx, decision 0059): `vite build --ssr` after the
 * browser's build, into dist/.server (never served: the static handler ignores dot folders), one
 * file with its dependencies so that a copy of dist runs anywhere.
 */
const serverBuild = defineConfig({
  root,
  plugins: [react(), asciiOnly()],
  resolve: { alias: reactRouterProduction },
  publicDir: false,
  // React's production build: the development one is slower and warns where the browser's does not.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist/.server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    minify: false,
    // CommonJS, loaded by the API as one script (apps/api/src/lib/server-render.ts says why).
    rolldownOptions: { input: 'src/entry-server.tsx', output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

const browserBuild = defineConfig({
  root,
  plugins: [react(), precompress(), startup.plugin],
  resolve: { alias: reactRouterProduction },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline <script> in index.html: the server's CSP forbids it.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server preloads a page's lazily loaded route chunks from it.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        advancedChunks: { groups: [{ name: 'startup', test: (id: string) => startup.isStartup(id) }] },
        // A lazy chunk is named by its content hash alone: the entry script lists every chunk's file in its
        // preload map, and the route names in them cost 1.5 kB of start-up JavaScript gzip (decision 0154).
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  server: {
    proxy: { '/api': api, '/hotel-api': api, '/flight-api': api, '/resort-api': api },
  },
});
