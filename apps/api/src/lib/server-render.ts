import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import type { Bootstrap } from './html.ts';

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built by `vite build --ssr` into
 * dist/.server; decision 0059), as the API sees it. The shapes mirror the renderer's own.
 */
export interface ServerRenderState {
  lang: string;
  queries: unknown;
  hydrationData: unknown;
}

export type RenderResult =
  | { kind: 'page'; html: string; state: ServerRenderState; status: number; complete: boolean; problems: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'skip'; reason: string };

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRenderer {
  render(input: { url: string; bootstrap: Bootstrap; lang: string; fetch: ApiFetch; timeoutMs?: number }): Promise<RenderResult>;
}

interface RendererModule {
  prepare(localesDir: string, options: { sanitize: (html: string) => Promise<string> }): Promise<void>;
  renderPage: PageRenderer['render'];
}

/**
 * The built renderer, or null when the web app was built without it (or not at all). `sanitize`:
 * agency HTML (FAQ answers, About, legal pages) cleaned as the browser cleans it before showing it,
 * DOMPurify over jsdom on the sanitiser's thread (Sanitizer.display): jsdom, ~40 MB of the
 * process's resident memory, lives there and not beside the pages (decision 0140).
 */
export async function loadPageRenderer(webDist: string, sanitize: (html: string) => Promise<string>): Promise<PageRenderer | null> {
  const file = path.join(webDist, '.server', 'entry-server.cjs');
  if (!existsSync(file)) return null;
  const module = evaluateCommonJs(file) as RendererModule;
  await module.prepare(path.join(webDist, 'locales'), { sanitize });
  return { render: (input) => module.renderPage(input) };
}

/**
 * Runs a CommonJS file as Node's own loader does (its module wrapper, compiled by V8 as one
 * script), but outside the loader hooks the process may run under. `npm start` runs the API
 * through tsx, whose hooks rewrite every imported or required file's dynamic imports and keep a
 * source map of the result: on this 4 MB bundle that held ~310 MB of resident memory for the life
 * of the process (import) or ~110 MB (require), against ~16 MB here (decision 0060).
 */
function evaluateCommonJs(file: string): unknown {
  const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const wrapper = vm.runInThisContext(source, {
    filename: file,
    // The bundle's one dynamic import (react-router's framework mode, never reached here) resolves as in any module.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  }) as (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string) => void;
  const module = { exports: {} };
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

function headerRecord(init: RequestInit): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/**
 * The renderer's requests, answered by this API in-process (light-my-request) as the agency's
 * own host, as a visitor in the page's language: the answers and caches the browser then gets.
 * `extra`: headers the browser would send too (x-deal-link for a page opened with dealLinkId, so
 * its prices are the ones the browser's next requests get). `clientIp`: the visitor's address, as
 * the request's own: a results page's search counts against the visitor's search limit (decision
 * 0083), not against one shared by every page the server renders (decision 0132).
 */
export function inProcessFetch(app: FastifyInstance, host: string, lang: string, extra: Record<string, string> = {}, clientIp?: string): ApiFetch {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase() as 'GET' | 'POST';
    const res = await app.inject({
      method,
      url,
      ...(clientIp ? { remoteAddress: clientIp } : {}),
      headers: { ...headerRecord(init), ...extra, host, 'accept-language': lang, 'accept-encoding': 'identity' },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
