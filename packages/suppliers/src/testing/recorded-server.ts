import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests only: a local stand-in for a supplier's or gateway's HTTP API (Duffel, Stripe). Each
// request gets the next scripted answer (a recorded body shaped as the provider's API reference),
// and what the official client sent is kept for the test to read. Nothing leaves the machine.

/** A recorded body with its status (and headers), a connection dropped unanswered, or one never answered. */
export type ScriptedAnswer<Body> = { status: number; body: Body; headers?: Record<string, string> } | { drop: true } | { hang: true };

export interface RecordedServerOptions<Body, Seen> {
  /** What a test reads of a request: the URL, the request and its raw body. */
  read(url: URL, request: IncomingMessage, rawBody: string): Seen;
  /** The JSON to answer with: a fixture name turned into its recorded body, or the body as given. */
  render(body: Body): unknown;
  /** The 500 answer's JSON when a request comes with nothing scripted, in the provider's error shape. */
  nothingScripted(path: string): unknown;
  /** Headers of every answer (request ids, rate limits), before the scripted ones; `n` counts requests. */
  headers?(n: number): Record<string, string>;
}

export interface RecordedServer<Body, Seen> {
  /** `http://127.0.0.1:<port>`: the base URL to give the client. */
  url: string;
  seen: Seen[];
  /** Queues answers, in order; a request with none left gets a 500 naming it. */
  answer(...next: ScriptedAnswer<Body>[]): void;
  /**
   * Queues answers for requests whose path ends with `path` only, taken before the common queue: for
   * calls a client makes at the same time, whose order of arrival is not fixed.
   */
  answerPath(path: string, ...next: ScriptedAnswer<Body>[]): void;
  /** Forgets what was seen and what is still queued. */
  reset(): void;
  close(): Promise<void>;
}

export async function startRecordedServer<Body, Seen>(options: RecordedServerOptions<Body, Seen>): Promise<RecordedServer<Body, Seen>> {
  const queue: ScriptedAnswer<Body>[] = [];
  const byPath = new Map<string, ScriptedAnswer<Body>[]>();
  const seen: Seen[] = [];
  const nextFor = (path: string) => [...byPath].find(([suffix, list]) => path.endsWith(suffix) && list.length > 0)?.[1].shift() ?? queue.shift();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://recorded.test');
      seen.push(options.read(url, req, Buffer.concat(chunks).toString('utf8')));
      const next = nextFor(url.pathname);
      if (!next) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(options.nothingScripted(url.pathname)));
        return;
      }
      if ('drop' in next) return void req.socket.destroy();
      if ('hang' in next) return;
      res
        .writeHead(next.status, { 'content-type': 'application/json; charset=utf-8', ...options.headers?.(seen.length), ...next.headers })
        .end(JSON.stringify(options.render(next.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answer: (...next) => void queue.push(...next),
    answerPath: (path, ...next) => void byPath.set(path, [...(byPath.get(path) ?? []), ...next]),
    reset() {
      queue.length = 0;
      byPath.clear();
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
