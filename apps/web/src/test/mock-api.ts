import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown };
/** A fixed answer, or one computed per request (a promise holds the answer back until the test settles it). */
export type MockAnswer = Answer | ((request: { url: URL; method: string; body: unknown }) => Answer | Promise<Answer>);

export interface FetchCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let routes: Record<string, MockAnswer> = {};
export const fetchCalls: FetchCall[] = [];

/** Answers for "METHOD /path" keys; anything else is a 404. */
export function mockApi(answers: Record<string, MockAnswer>): void {
  routes = { ...routes, ...answers };
}

/** Replaces fetch with the mock (setup calls this before every test). */
export function installFetchMock(): void {
  routes = {};
  fetchCalls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), window.location.origin);
      const method = init.method ?? 'GET';
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      fetchCalls.push({ url, method, headers, body });
      const answer = routes[`${method} ${url.pathname}`];
      const resolved = typeof answer === 'function' ? await answer({ url, method, body }) : answer;
      const status = resolved?.status ?? (resolved ? 200 : 404);
      const payload = resolved?.body ?? (resolved ? {} : { statusCode: 404, error: 'Not Found', message: 'Not found' });
      return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}
