import type { FastifyRequest } from 'fastify';
import type { Database } from '@tripfront/db';
import { describe, expect, it } from 'vitest';
import { createDealLinkLookup } from './deal-link-lookup.ts';

// The x-deal-link lookup (decision 0120): one database read per agency and code while kept, live
// links only, and archiving forgets at once.

function fakeDb(rows: Record<string, { expiresAt: Date | null; archivedAt: Date | null }>) {
  let reads = 0;
  let asked = '';
  const tx = {
    select: () => ({
      from: () => ({
        where: () => ({
          limit: () => {
            const row = rows[asked];
            return Promise.resolve(row ? [{ id: `id-${asked}`, code: asked, agentId: 'a1', agentMarkupBasisPoints: 1000, ...row }] : []);
          },
        }),
      }),
    }),
  };
  const db = {
    withTenant: (_tenantId: string, fn: (t: unknown) => Promise<unknown>) => {
      reads++;
      return fn(tx);
    },
  } as unknown as Database;
  return { db, reads: () => reads, ask: (code: string) => (asked = code) };
}

const request = (code: string | undefined, tenantId = 't1') =>
  ({ headers: code === undefined ? {} : { 'x-deal-link': code }, tenant: { id: tenantId } }) as unknown as FastifyRequest;

describe('createDealLinkLookup', () => {
  it('answers a live link of the agency, reading the database once while kept', async () => {
    const fake = fakeDb({ AAAABBBB: { expiresAt: null, archivedAt: null } });
    let now = 1_000_000;
    const lookup = createDealLinkLookup(fake.db, () => now);
    fake.ask('AAAABBBB');
    expect((await lookup.live(request('aaaabbbb')))?.id).toBe('id-AAAABBBB');
    expect((await lookup.live(request('AAAABBBB')))?.agentMarkupBasisPoints).toBe(1000);
    expect(fake.reads()).toBe(1);
    now += 31_000;
    await lookup.live(request('AAAABBBB'));
    expect(fake.reads()).toBe(2);
    lookup.forget('t1', 'AAAABBBB');
    await lookup.live(request('AAAABBBB'));
    expect(fake.reads()).toBe(3);
  });

  it('ignores no header, a malformed code, an unknown one, an expired one and an archived one', async () => {
    const fake = fakeDb({ EXP1RED0: { expiresAt: new Date(0), archivedAt: null }, ARCH1VED: { expiresAt: null, archivedAt: new Date(0) } });
    const lookup = createDealLinkLookup(fake.db);
    expect(await lookup.live(request(undefined))).toBeNull();
    expect(await lookup.live(request('42'))).toBeNull();
    expect(fake.reads()).toBe(0);
    for (const code of ['ZZZZZZZZ', 'EXP1RED0', 'ARCH1VED']) {
      fake.ask(code);
      expect(await lookup.live(request(code)), code).toBeNull();
    }
  });
});
