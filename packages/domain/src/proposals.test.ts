import { describe, expect, it } from 'vitest';
import {
  agentMarkupCap,
  clientMayAct,
  dealLinkTargetAllowed,
  itemChange,
  proposalExpiresAt,
  proposalStatus,
  proposalTotal,
  sendProblem,
  statusAfterItems,
  type ProposalItemStatus,
  type ProposalStatus,
  type StoredProposalStatus,
} from './proposals.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const PAST = '2027-03-09T23:59:59.999Z';
const FUTURE = '2027-03-11T23:59:59.999Z';

describe('proposalStatus: the status people see', () => {
  it.each<[StoredProposalStatus, string | null, ProposalStatus]>([
    ['draft', PAST, 'draft'],
    ['sent', PAST, 'expired'],
    ['opened', PAST, 'expired'],
    ['approved', PAST, 'expired'],
    ['sent', FUTURE, 'sent'],
    ['opened', FUTURE, 'opened'],
    ['approved', null, 'approved'],
    ['partly_booked', PAST, 'partly_booked'],
    ['booked', PAST, 'booked'],
    ['declined', PAST, 'declined'],
    ['withdrawn', PAST, 'withdrawn'],
    ['sent', NOW.toISOString(), 'expired'],
  ])('%s expiring %s reads %s', (status, expiresAt, seen) => {
    expect(proposalStatus({ status, expiresAt }, NOW)).toBe(seen);
  });
});

describe('clientMayAct', () => {
  it.each<[ProposalStatus, boolean]>([
    ['draft', false],
    ['sent', true],
    ['opened', true],
    ['approved', true],
    ['partly_booked', true],
    ['booked', false],
    ['declined', false],
    ['withdrawn', false],
    ['expired', false],
  ])('%s → %s', (status, may) => expect(clientMayAct(status)).toBe(may));
});

describe('statusAfterItems', () => {
  const items = (...s: ProposalItemStatus[]) => s.map((status) => ({ status }));
  it.each<[StoredProposalStatus, ProposalItemStatus[], StoredProposalStatus]>([
    ['opened', [], 'opened'],
    ['opened', ['proposed', 'proposed'], 'opened'],
    ['opened', ['approved', 'proposed'], 'opened'],
    ['opened', ['approved', 'approved'], 'approved'],
    ['opened', ['approved', 'declined'], 'approved'],
    ['opened', ['declined', 'declined'], 'declined'],
    ['approved', ['booked', 'approved'], 'partly_booked'],
    ['opened', ['booked', 'proposed'], 'partly_booked'],
    ['partly_booked', ['booked', 'booked'], 'booked'],
    ['approved', ['booked', 'declined'], 'booked'],
    ['sent', ['declined'], 'declined'],
  ])('%s with items %j → %s', (current, s, after) => {
    expect(statusAfterItems(current, items(...s))).toBe(after);
  });
});

describe('itemChange: what changed since it was sent', () => {
  const at = (amount: number, currency = 'EUR') => ({
    price: { base: { amount, currency }, taxesAndFees: { amount: 0, currency }, total: { amount, currency }, perNight: { amount, currency } },
  });
  it.each([
    ['the same total', at(10_000), at(10_000), { kind: 'same' }],
    ['a higher total', at(10_000), at(10_450), { kind: 'price_up', difference: { amount: 450, currency: 'EUR' } }],
    ['a lower total', at(10_000), at(9_000), { kind: 'price_down', difference: { amount: 1_000, currency: 'EUR' } }],
    ['no quote now', at(10_000), null, { kind: 'unavailable' }],
    ['never sent', null, at(10_000), { kind: 'same' }],
    ['another currency', at(10_000), at(12_000, 'USD'), { kind: 'same' }],
  ])('%s', (_, sent, current, change) => {
    expect(itemChange(sent, current)).toEqual(change);
  });
});

describe('proposalTotal', () => {
  const priced = (amount: number, currency = 'EUR') => ({
    price: { base: { amount, currency }, taxesAndFees: { amount: 0, currency }, total: { amount, currency }, perNight: { amount, currency } },
  });
  it('sums what is not declined and still available, in the proposal currency', () => {
    expect(
      proposalTotal('EUR', [
        { status: 'approved', current: priced(10_000) },
        { status: 'booked', current: priced(5_000) },
        { status: 'declined', current: priced(7_000) },
        { status: 'proposed', current: null },
        { status: 'proposed', current: priced(3_000, 'USD') },
      ]),
    ).toEqual({ amount: 15_000, currency: 'EUR' });
    expect(proposalTotal('EUR', [])).toEqual({ amount: 0, currency: 'EUR' });
  });
});

describe('sendProblem: what a proposal needs before it is sent', () => {
  it.each([
    ['no client email', { clientEmail: '', expiresAt: FUTURE }, 1, 'clientEmail'],
    ['no offer', { clientEmail: 'sam@example.com', expiresAt: FUTURE }, 0, 'items'],
    ['no expiry', { clientEmail: 'sam@example.com', expiresAt: null }, 1, 'expiresOn'],
    ['an expiry past', { clientEmail: 'sam@example.com', expiresAt: PAST }, 1, 'expiresOn'],
    ['everything', { clientEmail: 'sam@example.com', expiresAt: FUTURE }, 2, null],
  ])('%s → %s', (_, p, count, field) => {
    expect(sendProblem(p, count, NOW)?.field ?? null).toBe(field);
  });
});

it('a proposal expires at the end of its last day', () => {
  expect(proposalExpiresAt('2027-03-10').toISOString()).toBe('2027-03-10T23:59:59.999Z');
  expect(proposalStatus({ status: 'sent', expiresAt: proposalExpiresAt('2027-03-10') }, NOW)).toBe('sent');
});

it.each([
  [{}, 2000],
  [{ maxAgentMarkupBasisPoints: 500 }, 500],
  [{ maxAgentMarkupBasisPoints: 0 }, 0],
])('agentMarkupCap(%j) = %d', (pricing, cap) => expect(agentMarkupCap(pricing)).toBe(cap));

it.each([
  ['/booknow/hotels/search?lat=1', true],
  ['/hotel-details/abc?x=1', true],
  ['//evil.example/booknow/', false],
  ['https://evil.example/booknow/', false],
  ['/booknow/ x', false],
  ['/account', false],
])('deal link target %s allowed: %s', (target, allowed) => expect(dealLinkTargetAllowed(target)).toBe(allowed));
