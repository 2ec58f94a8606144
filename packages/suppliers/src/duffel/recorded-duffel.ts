import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests only: a local stand-in for api.duffel.com. Answers each request with the next recorded body
// (fixtures/*.json, shaped as Duffel's API reference) and records what the official client sent, so
// the real @duffel/api code runs end to end. Nothing leaves the machine.

export type DuffelFixture =
  | 'offer-request-round-trip'
  | 'offer'
  | 'offer-repriced'
  | 'order'
  | 'orders-page-1'
  | 'orders-page-2'
  | 'order-cancellation-created'
  | 'order-cancellation-confirmed'
  | 'error-offer-no-longer-available'
  | 'error-offer-expired'
  | 'error-price-changed'
  | 'error-validation'
  | 'error-rate-limit'
  | 'error-internal'
  | 'error-unavailable'
  | 'error-already-booked'
  | 'error-not-found';

export function fixture(name: DuffelFixture): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** A recorded body with its status (and headers), a connection dropped unanswered, or one never answered. */
export type Scripted = { status: number; body: DuffelFixture | Record<string, unknown>; headers?: Record<string, string> } | { drop: true } | { hang: true };

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The JSON body's `data`, when there was one. */
  data: Record<string, unknown> | null;
}

export interface RecordedDuffel {
  /** `http://127.0.0.1:<port>`: the API URL to give the adapter. */
  apiUrl: string;
  seen: SeenRequest[];
  answer(...next: Scripted[]): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startRecordedDuffel(): Promise<RecordedDuffel> {
  const queue: Scripted[] = [];
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://duffel.test');
      const raw = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        data: raw ? ((JSON.parse(raw) as { data?: Record<string, unknown> }).data ?? null) : null,
      });
      const next = queue.shift();
      if (!next) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ code: 'nothing_scripted', message: url.pathname }] }));
        return;
      }
      if ('drop' in next) return void req.socket.destroy();
      if ('hang' in next) return;
      const body = typeof next.body === 'string' ? fixture(next.body) : next.body;
      res
        .writeHead(next.status, {
          'content-type': 'application/json; charset=utf-8',
          'x-request-id': `FZW0Recorded${seen.length}`,
          'ratelimit-limit': '120',
          'ratelimit-remaining': '119',
          ...next.headers,
        })
        .end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    seen,
    answer: (...next) => void queue.push(...next),
    reset() {
      queue.length = 0;
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
