import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  url: URL;
  body: Record<string, unknown> | undefined;
  signal: AbortSignal | undefined;
}

export type Handler = (request: SeenRequest) => unknown;

/**
 * Replaces fetch: "METHOD /path" → handler; a handler may return a promise (a slow answer) or a
 * Response. An aborted request rejects with AbortError, as browsers do. Returns every request seen.
 */
export function stubFetch(handlers: Record<string, Handler>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), window.location.origin);
      const method = init.method ?? 'GET';
      const signal = init.signal ?? undefined;
      const request: SeenRequest = {
        method,
        url,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
        signal,
      };
      seen.push(request);
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) return new Response(JSON.stringify({ statusCode: 404, message: 'Not found' }), { status: 404 });
      const aborted = new Promise<never>((_, reject) => {
        const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (signal?.aborted) fail();
        signal?.addEventListener('abort', fail);
      });
      const body = await Promise.race([Promise.resolve(handler(request)), aborted]);
      if (body instanceof Response) return body;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return seen;
}

/** A promise to resolve later: a slow server. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
