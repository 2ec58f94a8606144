import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for api.stripe.com: answers each request with the next recorded body
// (test/fixtures/stripe/*.json, shaped as Stripe's API reference) and records what the SDK sent.
// Nothing leaves the machine.

export type RecordedFixture =
  | 'payment-intent-requires-capture'
  | 'payment-intent-requires-action'
  | 'payment-intent-after-3ds'
  | 'payment-intent-3ds-failed'
  | 'payment-intent-requires-confirmation'
  | 'payment-intent-succeeded'
  | 'payment-intent-canceled'
  | 'refund'
  | 'error-card-declined'
  | 'error-invalid-api-key'
  | 'error-charge-already-refunded'
  | 'error-api';

export function fixture(name: RecordedFixture): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/stripe/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** One scripted answer: a recorded body with its status, or a dropped connection (the socket destroyed unanswered). */
export type Scripted = { status: number; body: RecordedFixture; headers?: Record<string, string> } | { drop: true };

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded. */
  form: Record<string, string>;
}

export interface RecordedStripe {
  /** `http://127.0.0.1:<port>`: the apiBase to give the SDK. */
  apiBase: string;
  seen: SeenRequest[];
  /** Queues answers, in order; a request with none left gets a 500 naming it. */
  answer(...next: Scripted[]): void;
  /** Forgets what was seen and what is still queued. */
  reset(): void;
  close(): Promise<void>;
}

export async function startRecordedStripe(): Promise<RecordedStripe> {
  const queue: Scripted[] = [];
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      seen.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      });
      const next = queue.shift();
      if (!next) {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { type: 'api_error', message: `nothing scripted for ${url.pathname}` } }));
        return;
      }
      if ('drop' in next) {
        req.socket.destroy();
        return;
      }
      res
        .writeHead(next.status, { 'content-type': 'application/json', 'request-id': `req_recorded${seen.length}`, ...next.headers })
        .end(JSON.stringify(fixture(next.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
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
