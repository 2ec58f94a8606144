import { describe, expect, it, vi } from 'vitest';
import { getResortDeals, REQUEST_CANCELED } from './get-deals.ts';

/** A fetch that answers only when told, and rejects as browsers do when its request is aborted. */
function pendingFetch() {
  const calls: { signal: AbortSignal; answer: (data: unknown) => void }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init!.signal!;
        signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        calls.push({ signal, answer: (data) => resolve(new Response(JSON.stringify({ data }), { status: 200 })) });
      }),
  );
  return calls;
}

describe('resort deals near a point (spec §7)', () => {
  it("a new deals request aborts the one in flight, which ends with 'Request was canceled'", async () => {
    const calls = pendingFetch();
    const first = getResortDeals({ lat: 21, lon: -86.8 }, 'USD');
    const second = getResortDeals({ lat: 25.1, lon: 55.1 }, 'USD');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await expect(first).rejects.toThrow(REQUEST_CANCELED);
    calls[1]!.answer([{ id: 'sbx-r-901-1' }]);
    await expect(second).resolves.toEqual([{ id: 'sbx-r-901-1' }]);
  });

  it("the caller's own abort (the query was left) cancels it too", async () => {
    const calls = pendingFetch();
    const controller = new AbortController();
    const deals = getResortDeals({ lat: 21, lon: -86.8 }, 'USD', controller.signal);
    controller.abort();
    expect(calls[0]!.signal.aborted).toBe(true);
    await expect(deals).rejects.toThrow(REQUEST_CANCELED);
  });
});
