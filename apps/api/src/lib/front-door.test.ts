import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createFrontDoor } from './front-door.ts';

// The front door's memory (decision 0063) with many agencies: what it keeps is bounded by bytes,
// so a thousand agencies' pages stay until they are asked for again.

const rawRequest = (host: string, url: string) => ({ method: 'GET', url, headers: { host, 'accept-encoding': 'br' } }) as unknown as IncomingMessage;

/** The app answers `url` on `host` with `body` (200), as the onSend hook sees it. */
function answer(frontDoor: ReturnType<typeof createFrontDoor>, host: string, url: string, body: Buffer): void {
  const request = {
    raw: rawRequest(host, url),
    routeOptions: { config: { frontDoor: true }, url },
    tenant: { id: host, agency: { subdomain: host.split('.')[0] } },
  } as unknown as FastifyRequest;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' };
  const reply = {
    statusCode: 200,
    getHeader: (name: string) => headers[name as keyof typeof headers],
    hasHeader: () => false,
    getHeaders: () => headers,
  } as unknown as FastifyReply;
  frontDoor.keep(request, reply, body, () => undefined);
}

/** Whether the front door answers the request itself (else the app would). */
function repeats(frontDoor: ReturnType<typeof createFrontDoor>, host: string, url: string): boolean {
  const res = { setHeader: () => res, writeHead: () => res, end: () => res } as unknown as ServerResponse;
  return frontDoor.serve(rawRequest(host, url), res);
}

const hosts = Array.from({ length: 1000 }, (_, i) => `a${String(i + 1).padStart(4, '0')}.localhost`);

describe('front door memory with many agencies', () => {
  it("repeats the home page and the agency of a thousand agencies within the second (more than 2,000 answers' worth of entries)", () => {
    const frontDoor = createFrontDoor({ now: () => 1_000 });
    for (const host of hosts) {
      answer(frontDoor, host, '/', Buffer.alloc(12_000));
      answer(frontDoor, host, '/api/agency', Buffer.alloc(2_500));
      answer(frontDoor, host, '/faqs', Buffer.alloc(9_000));
    }
    expect(hosts.every((host) => repeats(frontDoor, host, '/') && repeats(frontDoor, host, '/api/agency') && repeats(frontDoor, host, '/faqs'))).toBe(true);
  });

  it('holds no more than its byte budget, letting the oldest answers go first', () => {
    const frontDoor = createFrontDoor({ now: () => 1_000, maxBytes: 100_000 });
    for (const host of hosts.slice(0, 20)) answer(frontDoor, host, '/', Buffer.alloc(10_000));
    expect(frontDoor.bytes).toBeLessThanOrEqual(100_000);
    expect(repeats(frontDoor, hosts[0]!, '/')).toBe(false);
    expect(repeats(frontDoor, hosts[19]!, '/')).toBe(true);
  });

  it("gives the bytes of a forgotten agency's answers back", () => {
    const frontDoor = createFrontDoor({ now: () => 1_000 });
    answer(frontDoor, hosts[0]!, '/', Buffer.alloc(10_000));
    answer(frontDoor, hosts[1]!, '/', Buffer.alloc(10_000));
    const both = frontDoor.bytes;
    frontDoor.forget(hosts[0]!);
    expect(frontDoor.bytes).toBe(both / 2);
    expect(repeats(frontDoor, hosts[0]!, '/')).toBe(false);
  });
});
