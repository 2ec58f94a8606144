import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxSupplier } from '@tripfront/suppliers';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// Spec §7: "An earlier in-flight request is aborted" — the storefront aborts a resort deals request
// when it asks for newer deals. Issue #19: no wasted supplier work. Over a real socket: a client that
// goes away before its answer aborts the supplier's call; one that waits gets its deals.

const worked: { aborted: boolean; finished: boolean }[] = [];
let t: TestApp;
let port: number;
beforeAll(async () => {
  const sandbox = createSandboxSupplier();
  t = await createTestApp({
    supplier: {
      ...sandbox,
      // A supplier that takes 300 ms, and stops at once when its caller gives up.
      resortDeals: (query, signal) => {
        const work = { aborted: false, finished: false };
        worked.push(work);
        return new Promise((resolve) => {
          const timer = setTimeout(() => {
            work.finished = true;
            resolve(sandbox.resortDeals(query));
          }, 300);
          signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            work.aborted = true;
            resolve({ ok: false, error: { message: 'Request was canceled', retryable: false } });
          });
        });
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** POST /resort-api/properties/deals over a socket; `abortAfterMs` gives up before the answer. */
function deals(abortAfterMs?: number): Promise<number | 'aborted'> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ lat: 21.16, lon: -86.85 });
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/resort-api/properties/deals?currency=USD',
        headers: { host: SUNRISE, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => (abortAfterMs === undefined ? reject(error) : resolve('aborted')));
    req.end(body);
    if (abortAfterMs !== undefined) setTimeout(() => req.destroy(), abortAfterMs);
  });
}

describe('resort deals superseded by a newer request', () => {
  it("stop the supplier's work when the client aborts them; the newer one answers", async () => {
    const first = deals(80);
    await new Promise((r) => setTimeout(r, 40));
    const second = deals();
    expect(await first).toBe('aborted');
    expect(await second).toBe(200);
    // Under load the aborted request may not even reach the supplier: no work at all is fine too.
    await expect.poll(() => worked.every((w) => w.aborted || w.finished)).toBe(true);
    expect(worked.filter((w) => w.finished)).toHaveLength(1);
    expect(worked.filter((w) => w.aborted).length).toBe(worked.length - 1);
  });
});
