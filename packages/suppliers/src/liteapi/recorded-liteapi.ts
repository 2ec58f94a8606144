import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { startRecordedServer, type RecordedServer, type ScriptedAnswer } from '../testing/recorded-server.ts';

// Tests only: a local stand-in for api.liteapi.travel and book.liteapi.travel, one server for both
// (under /api/v3.0 and /book/v3.0). Answers each request with the next recorded body
// (fixtures/*.json, shaped as LiteAPI's v3.0 reference) and records what the adapter sent.

const FIXTURES = new Set(readdirSync(new URL('./fixtures/', import.meta.url)).flatMap((f) => (f.endsWith('.json') ? [f.slice(0, -5)] : [])));

export function fixture(name: string): Record<string, unknown> {
  if (!FIXTURES.has(name)) throw new Error(`No LiteAPI fixture ${name}`);
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

export interface SeenRequest {
  method: string;
  /** With the host's prefix: /api/v3.0/hotels/rates, /book/v3.0/rates/book. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export type Scripted = ScriptedAnswer<string | Record<string, unknown>>;

export interface RecordedLiteApi extends Omit<RecordedServer<string | Record<string, unknown>, SeenRequest>, 'url'> {
  apiUrl: string;
  bookUrl: string;
}

export async function startRecordedLiteApi(): Promise<RecordedLiteApi> {
  const server = await startRecordedServer<string | Record<string, unknown>, SeenRequest>({
    read: (url, req, raw) => ({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
    }),
    render: (body) => (typeof body === 'string' ? fixture(body) : body),
    nothingScripted: (path) => ({ error: { code: 5000, description: path, message: 'nothing scripted' } }),
  });
  return Object.assign(server, { apiUrl: `${server.url}/api/v3.0`, bookUrl: `${server.url}/book/v3.0` });
}
