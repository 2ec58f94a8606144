import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, getAgency } from '@tripfront/db';
import type { Agency } from '@tripfront/domain';
import { renderDocument, type DocumentJob } from '../src/documents/render.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { proposalItem, proposalOf, proposalSnapshot } from './proposal-fixtures.ts';

// Making a PDF never holds up the event loop (decision 0121): documents are laid out on the
// documents' threads while the loop keeps answering everyone else. Measured against the same
// documents laid out on the loop itself, so that a slow or busy machine slows both alike.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let agency: Agency;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  agency = (await t.db.withTenant(tenantId, (tx) => getAgency(tx, tenantId)))!.agency;
});
afterAll(() => t.close());

/** The event loop's longest delay (ms) while `work` runs. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  // The histogram records from its second tick on.
  await sleep(20);
  try {
    await work();
    // A stall at the very end is recorded at the tick after it.
    await sleep(20);
    return histogram.max / 1e6;
  } finally {
    histogram.disable();
  }
}

const quote = (n: number) =>
  proposalSnapshot({
    title: `Hôtel Lumière ${n} · فندق النور`,
    price: { ...proposalSnapshot().price, base: { amount: 60000 + n, currency: 'EUR' }, total: { amount: 66000 + n, currency: 'EUR' } },
  });

/** A long proposal (a few pages, in Arabic): one document that takes the loop long enough to measure. */
function longProposal(items: number): DocumentJob {
  const proposal = proposalOf({
    language: 'ar',
    items: Array.from({ length: items }, (_, n) => proposalItem(`item-${n}`, n, quote(n))),
    total: { amount: 75000, currency: 'EUR' },
  });
  return { kind: 'proposal', proposal, agency, language: 'ar' };
}

describe('a burst of documents', () => {
  // Eleven long documents in all: up to a minute on a loaded machine.
  it('is made off the event loop: the loop never stalls for anything near one document', async () => {
    const job = longProposal(120);
    // Warm on both sides, as in a server that has made documents before: the loop's fonts and code, and the threads.
    await renderDocument(job);
    await t.app.deps.documents.make(job, tenantId);

    const burst = 4;
    const made: Buffer[] = [];
    const offTheLoop = async () =>
      longestStall(async () => made.push(...(await Promise.all(Array.from({ length: burst }, () => t.app.deps.documents.make(job, tenantId))))));
    // Two bursts, one before and one after the document made on the loop: a garbage collection of
    // the test process's heap (its database, the app) is a stall too, but not one of this code's,
    // and it does not come twice in a row.
    const first = await offTheLoop();
    const onTheLoop = await longestStall(() => renderDocument(job));
    const quieter = Math.min(first, await offTheLoop());

    expect(made.map((pdf) => pdf.subarray(0, 5).toString())).toEqual(Array(2 * burst).fill('%PDF-'));
    // On the loop, one document stalls it for the whole of its making; on the threads the loop
    // only hands over the data and takes back the bytes of four. A quarter leaves a wide margin for
    // a garbage collection or a busy machine.
    expect(quieter, `longest stall ${quieter.toFixed(1)} ms; one document made on the loop stalled it ${onTheLoop.toFixed(1)} ms`).toBeLessThan(onTheLoop / 4);
  }, 60_000);
});
