import type { Proposal, ProposalItem, ProposalSnapshot } from '@tripfront/domain/proposals';

// A proposal as its answer carries it, made in memory for the documents' tests (no database, no
// supplier): a three-night Paris stay quoted in euros, with overrides.

export const proposalSnapshot = (over: Partial<ProposalSnapshot> = {}): ProposalSnapshot => ({
  title: 'Hôtel Lumière Montmartre',
  location: 'Paris',
  countryCode: 'FR',
  startDate: '2027-05-01',
  endDate: '2027-05-04',
  image: '',
  lines: ['Deluxe King · Breakfast included', '3 nights · 2 adults'],
  price: {
    base: { amount: 60000, currency: 'EUR' },
    taxesAndFees: { amount: 6000, currency: 'EUR' },
    total: { amount: 66000, currency: 'EUR' },
    perNight: { amount: 22000, currency: 'EUR' },
  },
  cancellationPolicy: { refundable: true, freeCancellationUntil: '2027-04-28T22:59:00Z', description: 'Free cancellation until Apr 28, 2027.' },
  quotedAt: '2027-01-10T09:00:00Z',
  ...over,
});

/** An item proposed as it was quoted, unchanged since it was sent. */
export const proposalItem = (id: string, position: number, quote: ProposalSnapshot, over: Partial<ProposalItem> = {}): ProposalItem => ({
  id,
  position,
  product: 'hotel',
  offerId: `offer-${id}`,
  note: '',
  status: 'proposed',
  bookingReference: null,
  sent: quote,
  current: quote,
  change: { kind: 'same' },
  ...over,
});

/** A proposal sent to Grace Hopper by Sam Sales, with no item unless given. */
export const proposalOf = (over: Partial<Proposal> = {}): Proposal => ({
  id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  reference: 'PR-7K3M9Q2X',
  status: 'sent',
  title: 'Paris in May',
  message: 'Options for your stay.',
  language: 'en',
  currency: 'EUR',
  client: { name: 'Grace Hopper', email: 'grace@example.com' },
  agent: { name: 'Sam Sales', email: 'sales@sunrise-travel.example' },
  expiresAt: '2027-02-01T22:59:59Z',
  declineReason: null,
  sentAt: '2027-01-10T09:00:00Z',
  openedAt: null,
  decidedAt: null,
  createdAt: '2027-01-10T08:00:00Z',
  items: [],
  total: { amount: 0, currency: 'EUR' },
  ...over,
});
