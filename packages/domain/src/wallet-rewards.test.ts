import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPendingAt, rewardAvailableAt, rewardTakeBack, spendableMinor, walletEntryState, walletPostRefusal } from './wallet-rewards.ts';
import { rewardMinor } from './wallet.ts';

const at = (iso: string) => new Date(iso);

describe('rewardAvailableAt', () => {
  it.each([
    ['2027-03-01', '2027-03-03T00:00:00.000Z'],
    ['2027-12-31', '2028-01-02T00:00:00.000Z'],
    ['2028-02-28', '2028-03-01T00:00:00.000Z'],
    ['2027-02-30', null],
    ['', null],
  ])('%s → %s', (end, expected) => expect(rewardAvailableAt(end)).toBe(expected));

  it('comes after the last day has ended in every time zone (UTC−12 ends it at 12:00 UTC the next day)', () => {
    const endOfDayWest = Date.parse('2027-03-02T12:00:00Z');
    expect(Date.parse(rewardAvailableAt('2027-03-01')!)).toBeGreaterThan(endOfDayWest);
  });
});

describe('isPendingAt', () => {
  it.each([
    [null, '2027-01-01T00:00:00Z', false],
    ['2027-01-02T00:00:00Z', '2027-01-01T23:59:59Z', true],
    ['2027-01-02T00:00:00Z', '2027-01-02T00:00:00Z', false],
    [at('2027-01-02T00:00:00Z'), '2027-01-01T00:00:00Z', true],
  ] as const)('%s at %s → %s', (availableAt, now, expected) => expect(isPendingAt(availableAt, at(now))).toBe(expected));
});

describe('walletPostRefusal', () => {
  const p = { totalMinor: 10_000, pendingMinor: 4_000 };
  it.each([
    ['a credit', { amountMinor: 500, pending: false }, null],
    ['a spend within what can be spent', { amountMinor: -6_000, pending: false }, null],
    ['a spend of pending credits', { amountMinor: -6_001, pending: false }, 'insufficient'],
    ['a void within what is pending', { amountMinor: -4_000, pending: true }, null],
    ['a void beyond what is pending', { amountMinor: -4_001, pending: true }, 'insufficient'],
  ] as const)('%s', (_, post, expected) => expect(walletPostRefusal(p, post)).toBe(expected));
});

describe('rewardTakeBack', () => {
  const now = at('2027-03-01T00:00:00Z');
  it.each([
    ['pending, refunded in full: all of it voided', '2027-03-05T00:00:00Z', 1, { voidMinor: 1_000, refundedAfterMaturity: false }],
    ['pending, a flight less its fee: that share', '2027-03-05T00:00:00Z', 0.85, { voidMinor: 850, refundedAfterMaturity: false }],
    ['pending, nothing refunded: kept, it matures', '2027-03-05T00:00:00Z', 0, { voidMinor: 0, refundedAfterMaturity: false }],
    ['spendable, nothing refunded', '2027-02-01T00:00:00Z', 0, { voidMinor: 0, refundedAfterMaturity: false }],
    ['spendable, refunded: never taken from later credits, flagged', '2027-02-01T00:00:00Z', 1, { voidMinor: 0, refundedAfterMaturity: true }],
    ['before the rule (no date), refunded: flagged', null, 1, { voidMinor: 0, refundedAfterMaturity: true }],
  ] as const)('%s', (_, availableAt, refundShare, expected) => expect(rewardTakeBack({ earnedMinor: 1_000, availableAt, refundShare, now })).toEqual(expected));
});

describe('walletEntryState', () => {
  const now = at('2027-03-01T00:00:00Z');
  const later = '2027-03-05T00:00:00Z';
  it.each([
    ['a pending reward', { kind: 'earn', amountMinor: 500, availableAt: later, voidedMinor: 0 }, 'pending'],
    ['a reward partly voided, still pending', { kind: 'earn', amountMinor: 500, availableAt: later, voidedMinor: -400 }, 'pending'],
    ['a reward voided whole', { kind: 'earn', amountMinor: 500, availableAt: later, voidedMinor: -500 }, 'withdrawn'],
    ['the void of a pending reward', { kind: 'reverse', amountMinor: -500, availableAt: later, voidedMinor: 0 }, 'withdrawn'],
    ['a matured reward', { kind: 'earn', amountMinor: 500, availableAt: '2027-02-01T00:00:00Z', voidedMinor: 0 }, 'available'],
    ['a spend', { kind: 'spend', amountMinor: -500, availableAt: null, voidedMinor: 0 }, 'available'],
    ['a reward posted before the rule', { kind: 'earn', amountMinor: 500, availableAt: null, voidedMinor: 0 }, 'available'],
  ] as const)('%s', (_, entry, expected) => expect(walletEntryState(entry, now)).toBe(expected));
});

// ---- Random book / spend / cancel / wait sequences ----------------------------------------------
// A model of the ledger built from the rules above exactly as the API applies them
// (apps/api/src/booking/wallet.ts, packages/db/src/repositories/wallet.ts): a booking spends
// credits (refused beyond what can be spent) and earns a reward pending until rewardAvailableAt of
// its last day; the sandbox suppliers refund only before the service starts (a hotel before its
// free-cancellation deadline, earlier still), a share 0…1; a cancellation gives back that share of
// the credits spent and voids that share of the reward through rewardTakeBack.

interface Entry {
  amountMinor: number;
  availableAt: string | null;
}
interface Booking {
  startMs: number;
  spent: number;
  reward: number;
  availableAt: string;
  cancelled: boolean;
  /** What the cancellation gave back of the credits and voided of the reward. */
  refunded: number;
  voided: number;
}

const DAY = 86_400_000;
const T0 = Date.parse('2027-01-01T00:00:00Z');
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Command =
  { book: { inDays: number; nights: number; price: number; spend: number } } | { cancel: { which: number; share: number } } | { wait: { hours: number } };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    book: fc.record({
      inDays: fc.integer({ min: 0, max: 30 }),
      nights: fc.integer({ min: 0, max: 5 }),
      price: fc.integer({ min: 1, max: 2_000_000 }),
      // Share (‰) of everything the account holds, pending included, the traveller tries to spend.
      spend: fc.integer({ min: 0, max: 1_200 }),
    }),
  }),
  fc.record({ cancel: fc.record({ which: fc.nat(), share: fc.oneof(fc.constant(1), fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })) }) }),
  fc.record({ wait: fc.record({ hours: fc.integer({ min: 1, max: 24 * 12 }) }) }),
);

function run(opening: number, commands: Command[]) {
  let now = T0;
  const entries: Entry[] = [{ amountMinor: opening, availableAt: null }];
  const bookings: Booking[] = [];
  const position = () => ({
    totalMinor: entries.reduce((s, e) => s + e.amountMinor, 0),
    pendingMinor: entries.filter((e) => isPendingAt(e.availableAt, new Date(now))).reduce((s, e) => s + e.amountMinor, 0),
  });
  const post = (e: Entry) => {
    const refused = walletPostRefusal(position(), { amountMinor: e.amountMinor, pending: isPendingAt(e.availableAt, new Date(now)) });
    if (!refused) entries.push(e);
    return !refused;
  };
  const check = () => {
    const p = position();
    const spendable = spendableMinor(p);
    const kept = (b: Booking) => b.reward - b.voided;
    const matured = bookings.filter((b) => !isPendingAt(b.availableAt, new Date(now))).reduce((s, b) => s + kept(b), 0);
    expect(p.totalMinor).toBeGreaterThanOrEqual(0);
    expect(spendable).toBeGreaterThanOrEqual(0);
    // Never more to spend than the opening credits and the rewards already earned for good.
    expect(spendable).toBeLessThanOrEqual(opening + matured);
    // Exactly: the opening, less what bookings still spend, plus what rewards have matured (a
    // booking cancelled without a full refund keeps the rest of its reward, as it keeps the charge).
    const spentNet = bookings.reduce((s, b) => s + b.spent - b.refunded, 0);
    expect(spendable).toBe(opening - spentNet + matured);
    // Never minted: every credit is the opening or a reward on what was paid and not refunded.
    expect(p.totalMinor).toBe(opening - spentNet + bookings.reduce((s, b) => s + kept(b), 0));
  };
  for (const c of commands) {
    if ('book' in c) {
      const start = now + c.book.inDays * DAY;
      const p = position();
      const credits = Math.min(c.book.price, Math.floor((p.totalMinor * c.book.spend) / 1_000));
      const spendable = spendableMinor(p);
      const spent = credits > 0 && post({ amountMinor: -credits, availableAt: null });
      expect(spent).toBe(credits === 0 ? false : credits <= spendable);
      const paid = c.book.price - (spent ? credits : 0);
      const reward = rewardMinor(paid, 500);
      const availableAt = rewardAvailableAt(dateOf(start + c.book.nights * DAY))!;
      if (reward > 0) expect(post({ amountMinor: reward, availableAt })).toBe(true);
      bookings.push({ startMs: start, spent: spent ? credits : 0, reward, availableAt, cancelled: false, refunded: 0, voided: 0 });
    } else if ('cancel' in c) {
      const standing = bookings.filter((b) => !b.cancelled);
      if (standing.length === 0) continue;
      const b = standing[c.cancel.which % standing.length]!;
      b.cancelled = true;
      // The suppliers' rule: a refund only before the service starts.
      const share = now < b.startMs ? c.cancel.share : 0;
      b.refunded = Math.round(b.spent * share);
      if (b.refunded > 0) expect(post({ amountMinor: b.refunded, availableAt: null })).toBe(true);
      const taken = rewardTakeBack({ earnedMinor: b.reward, availableAt: b.availableAt, refundShare: share, now: new Date(now) });
      expect(taken.refundedAfterMaturity).toBe(false);
      if (taken.voidMinor > 0) {
        expect(post({ amountMinor: -taken.voidMinor, availableAt: b.availableAt })).toBe(true);
        b.voided = taken.voidMinor;
      }
    } else {
      now += c.wait.hours * 3_600_000;
    }
    check();
  }
  // Let every reward mature: what is left is spendable, and still no more than was earned.
  now += 60 * DAY;
  check();
}

describe('random book/spend/cancel sequences', () => {
  it('never let credits be spent before they are earned for good, and never mint any', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.array(command, { maxLength: 25 }), (opening, commands) => run(opening, commands)),
      { numRuns: 2_000 },
    );
  });

  it('holds on the reported sequence: book by card, spend opening and reward on another, cancel both', () => {
    run(12_050, [
      { book: { inDays: 10, nights: 1, price: 572_160, spend: 0 } },
      { book: { inDays: 12, nights: 1, price: 600_000, spend: 1_000 } },
      { cancel: { which: 0, share: 1 } },
      { cancel: { which: 0, share: 1 } },
    ]);
  });
});
