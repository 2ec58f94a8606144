// The shape every product's conformance subject shares (docs/suppliers.md, decision 0109). A
// subject is one adapter under test: how to make it, a search that finds something, and a harness
// that makes the supplier answer the situations the suite needs.

import { afterAll, beforeAll, beforeEach, describe } from 'vitest';

export type Awaitable<T> = T | Promise<T>;

export interface ConformanceSubject<Supplier, Query, Harness> {
  /** Names the describe block: 'sandbox', 'duffel (recorded)'. */
  label: string;
  /** Once before the product's tests (start a recorded server) … */
  setup?(): Promise<void>;
  /** … and once after them (close it). */
  teardown?(): Promise<void>;
  /** A fresh adapter for each test, made after harness.reset: nothing carries from one test to the next. */
  create(): Supplier;
  /** The adapter's clock, to tell a future expiry (the real clock when omitted). */
  now?(): Date;
  /**
   * The supplier lists no bookings (Duffel Cars): a lookup by a reference this adapter did not book
   * cannot answer "none", so it must fail final with no failure code (left to the operator) instead
   * of answering null. Bookings it made are still found by their reference.
   */
  findsOnlyOwnBookings?: boolean;
  /** A search that finds something; a recorded adapter's is the one its search fixture answers. */
  query: Query;
  harness: Harness;
}

/**
 * What every product's harness has. The situation methods (listed, priceChanged, soldOut, bookable)
 * take the adapter under test and answer the item the suite acts on next, as its search listed it:
 * the sandbox searches and picks by its documented triggers (and holds the last one itself for
 * soldOut); a recorded harness queues its server's answers, for its own search and for the calls the
 * suite makes next, in the order each product's suite documents. A situation the supplier cannot be
 * made to answer is left out, and its test is skipped with a title that says so.
 */
export interface BaseHarness<Supplier, Target> {
  /** Before each test: a recorded server forgets what is queued and seen. */
  reset?(): Awaitable<void>;
  /** Next call: the product's search with subject.query, answering at least one item. */
  search(): Awaitable<void>;
  /** An item at its listed price; next, the details (hotels) and price check answer it unchanged. */
  listed(supplier: Supplier): Promise<Target>;
  /** An item whose price changed since it was listed; next, the price check answers the new price. */
  priceChanged?(supplier: Supplier): Promise<Target>;
  /** An item someone else just took; next, the hold answers sold_out. */
  soldOut?(supplier: Supplier): Promise<Target>;
  /** An item to book; next, in order: hold, book, book again (same client reference), lookup by that reference, lookup by an unknown one, cancel. */
  bookable(supplier: Supplier): Promise<Target>;
  /** Next calls: the suite's calls with ids the supplier never gave (each product lists them). */
  unknown?(): Awaitable<void>;
}

/**
 * One product's suite for one subject: its setup and teardown once, and before each test a reset
 * harness and a fresh adapter, handed to `use` (nothing carries from one test to the next).
 */
export function describeConformance<Supplier>(
  title: string,
  subject: Pick<ConformanceSubject<Supplier, unknown, { reset?(): Awaitable<void> }>, 'label' | 'setup' | 'teardown' | 'create' | 'harness'>,
  use: (supplier: Supplier) => void,
  tests: () => void,
): void {
  describe(`${title}: ${subject.label}`, () => {
    if (subject.setup) beforeAll(() => subject.setup!());
    if (subject.teardown) afterAll(() => subject.teardown!());
    beforeEach(async () => {
      await subject.harness.reset?.();
      use(subject.create());
    });
    tests();
  });
}
