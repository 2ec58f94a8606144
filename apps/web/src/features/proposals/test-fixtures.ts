import type { Proposal, ProposalItem, ProposalRow, ProposalSnapshot } from '@tripfront/domain/proposals';
import i18next from 'i18next';
import bookingEn from '../../../public/locales/en/booking.json';
import proposalsEn from '../../../public/locales/en/proposals.json';
import { BOOKING_NS } from '../booking/index.ts';
import { PROPOSALS_NS } from './namespace.ts';

// Proposals as the API answers them, for the web tests: override what a test is about.

export const PROPOSAL_ID = '6b1f7a52-3c2d-4e8f-9a10-2b3c4d5e6f70';
export const HOTEL_ITEM = '11111111-1111-4111-8111-111111111111';
export const TOUR_ITEM = '22222222-2222-4222-8222-222222222222';
export const CAR_ITEM = '33333333-3333-4333-8333-333333333333';

export function loadProposalTexts() {
  i18next.addResourceBundle('en', PROPOSALS_NS, proposalsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
}

const usd = (amount: number) => ({ amount, currency: 'USD' });

export function makeSnapshot(over: Partial<ProposalSnapshot> = {}): ProposalSnapshot {
  return {
    title: 'Hôtel Lumière Montmartre',
    location: 'Paris',
    countryCode: 'FR',
    startDate: '2027-03-01',
    endDate: '2027-03-04',
    image: '',
    lines: ['Deluxe King · Breakfast included', '3 nights · 2 adults'],
    price: { base: usd(50_000), taxesAndFees: usd(6_000), total: usd(56_000), perNight: usd(18_667) },
    cancellationPolicy: { refundable: true, freeCancellationUntil: '2027-02-20T23:59:00Z', description: 'Free cancellation until Feb 20, 2027.' },
    quotedAt: '2026-11-30T10:00:00Z',
    ...over,
  };
}

export function makeItem(over: Partial<ProposalItem> = {}): ProposalItem {
  const snapshot = makeSnapshot();
  return {
    id: HOTEL_ITEM,
    position: 0,
    product: 'hotel',
    offerId: 'rate-0123456789abcdef',
    note: '',
    status: 'proposed',
    bookingReference: null,
    sent: snapshot,
    current: snapshot,
    change: { kind: 'same' },
    ...over,
  };
}

export function makeProposal(over: Partial<Proposal> = {}): Proposal {
  return {
    id: PROPOSAL_ID,
    reference: 'PR-7K3M9Q2X',
    status: 'sent',
    title: 'Paris in spring',
    message: 'Here is what I found for you.',
    language: 'en',
    currency: 'USD',
    client: { name: 'Clara Client', email: 'clara@example.com' },
    agent: { name: 'Olivia Owner', email: 'olivia@test-travel.example' },
    expiresAt: '2027-01-15T23:59:59Z',
    declineReason: null,
    sentAt: '2026-11-30T10:00:00Z',
    openedAt: null,
    decidedAt: null,
    createdAt: '2026-11-29T10:00:00Z',
    items: [makeItem()],
    total: usd(56_000),
    ...over,
  };
}

export function makeRow(over: Partial<ProposalRow> = {}): ProposalRow {
  const { items: _items, message: _message, language: _language, currency: _currency, declineReason: _reason, link: _link, ...row } = makeProposal();
  return { ...row, itemCount: 1, ...over };
}
