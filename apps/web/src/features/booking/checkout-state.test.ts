import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { hotelHoldAnswer, usd } from '../../test/booking-fixtures.ts';
import { holdStillOpen, PROBLEM_SHOWN, reactionTo, type Problem, type Reaction } from './checkout-problems.ts';
import { bookingBody, cardPays, checkoutReducer, initialCheckout, type CheckoutState } from './checkout-state.ts';
import type { HeldOffer } from './product.ts';

const start = initialCheckout(usd(40000));
const client = { id: 'c-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
// The fixture's hotel hold, as the checkout holds any product's.
const heldHotel = () => hotelHoldAnswer().data as unknown as HeldOffer;
const refused = (status: number, code?: string) => new ApiError(status, 'refused', undefined, code ? { code } : {});

describe('checkoutReducer', () => {
  it('starts with the offer’s total accepted, no hold, nothing spent and no problem', () => {
    expect(start).toEqual({
      accepted: usd(40000),
      holdAttempt: 0,
      lastHold: undefined,
      credits: 0,
      client: null,
      problem: null,
      authenticating: null,
      expired: false,
      stripeApi: null,
    });
  });

  it('holds again: a new attempt, and the hold is no longer expired', () => {
    const expired = checkoutReducer(start, { type: 'expired' });
    expect(expired.expired).toBe(true);
    expect(checkoutReducer(expired, { type: 'rehold' })).toMatchObject({ expired: false, holdAttempt: 1 });
  });

  it.each<[string, Reaction, Partial<CheckoutState>]>([
    ['a decline shows and holds again', { problem: 'declined', rehold: true }, { problem: 'declined', holdAttempt: 1, expired: false }],
    ['an expired hold keeps the problem as it was', { expired: true }, { problem: 'notHeld', expired: true, holdAttempt: 0 }],
    ['a new price holds again and keeps the problem', { rehold: true }, { problem: 'notHeld', holdAttempt: 1 }],
    ['a refusal only shows', { problem: 'creditsRefused' }, { problem: 'creditsRefused', holdAttempt: 0, expired: false }],
  ])('reacts: %s', (_name, reaction, expected) => {
    const before = { ...start, problem: 'notHeld' as Problem };
    expect(checkoutReducer(before, { type: 'react', reaction })).toMatchObject(expected);
  });

  it('keeps the last hold, the accepted total, the client, credits and the reference being authenticated', () => {
    const hold = heldHotel();
    let state = checkoutReducer(start, { type: 'held', hold });
    state = checkoutReducer(state, { type: 'accept', total: usd(45000) });
    state = checkoutReducer(state, { type: 'credits', credits: 500 });
    state = checkoutReducer(state, { type: 'client', client });
    state = checkoutReducer(state, { type: 'authenticating', reference: 'TF-1' });
    expect(state).toMatchObject({ lastHold: hold, accepted: usd(45000), credits: 500, client, authenticating: 'TF-1' });
    expect(start.lastHold).toBeUndefined();
  });
});

describe('reactionTo', () => {
  it.each<[string, unknown, boolean, Reaction]>([
    ['a network failure is an unknown outcome (the attempt is kept)', new ApiError(0, 'offline'), false, { problem: 'unknown', keepAttempt: true }],
    ['a 5xx is an unknown outcome', refused(502, 'PAYMENT_FAILED'), false, { problem: 'unknown', keepAttempt: true }],
    ['IN_PROGRESS is an unknown outcome', refused(409, 'IN_PROGRESS'), false, { problem: 'unknown', keepAttempt: true }],
    ['a thrown non-API error is an unknown outcome', new Error('boom'), false, { problem: 'unknown', keepAttempt: true }],
    ['SANDBOX_DISABLED (503) is the product not sold here', refused(503, 'SANDBOX_DISABLED'), false, { problem: 'unavailable' }],
    ['PAYMENT_UNAVAILABLE (503) is a definite refusal', refused(503, 'PAYMENT_UNAVAILABLE'), false, { problem: 'paymentsUnavailable' }],
    ['a decline holds again', refused(402, 'PAYMENT_DECLINED'), false, { problem: 'declined', rehold: true }],
    ['a failed payment holds again', refused(402, 'PAYMENT_FAILED'), false, { problem: 'failed', rehold: true }],
    ['sold out after Pay is the supplier’s refusal', refused(409, 'SOLD_OUT'), false, { problem: 'rejected' }],
    ['an expired hold', refused(409, 'HOLD_EXPIRED'), false, { expired: true }],
    ['a new price holds again', refused(409, 'PRICE_CHANGED'), false, { rehold: true }],
    ['too few credits reads the wallet again', refused(409, 'INSUFFICIENT_CREDITS'), false, { problem: 'credits', refreshWallet: true }],
    ['credits refused', refused(422, 'CREDITS_REFUSED'), false, { problem: 'creditsRefused' }],
    ['a 404 while booking for a client: the client is gone', refused(404), true, { problem: 'clientGone' }],
    ['a 404 for oneself is an error', refused(404), false, { problem: 'error' }],
    ['any other refusal is an error', refused(400, 'toString'), false, { problem: 'error' }],
  ])('%s', (_name, error, withClient, expected) => {
    expect(reactionTo(error, withClient)).toEqual(expected);
  });
});

describe('holdStillOpen', () => {
  it.each<[string, unknown, boolean]>([
    ['input at fault (400): no booking was written, the hold is given back on leaving', refused(400), true],
    ['payments off (503 PAYMENT_UNAVAILABLE)', refused(503, 'PAYMENT_UNAVAILABLE'), true],
    ['credits refused', refused(422, 'CREDITS_REFUSED'), true],
    ['a declined card: the failed booking owns the hold (and released it)', refused(402, 'PAYMENT_DECLINED'), false],
    ['the supplier’s refusal after payment', refused(409, 'SOLD_OUT'), false],
    ['an expired hold', refused(409, 'HOLD_EXPIRED'), false],
    ['an unknown outcome: a booking may have been written', new ApiError(0, 'offline'), false],
    ['the product not sold here', refused(503, 'SANDBOX_DISABLED'), false],
  ])('%s', (_name, error, open) => {
    expect(holdStillOpen(reactionTo(error, false))).toBe(open);
  });
});

describe('PROBLEM_SHOWN', () => {
  it('replaces the form only for the supplier’s refusal and the product not sold here; every other problem is an alert above Pay', () => {
    const byWay = Object.entries(PROBLEM_SHOWN).filter(([, shown]) => shown.as !== 'alert');
    expect(byWay.map(([problem, shown]) => [problem, shown.as])).toEqual([
      ['rejected', 'page'],
      ['unavailable', 'unavailable'],
    ]);
  });
});

describe('what the card pays and the body sent', () => {
  const held = heldHotel();
  const submission = { guest: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, payment: null };

  it('credits lower what the card pays, never below nothing; a client’s booking spends none', () => {
    expect(cardPays({ credits: 500, client: null }, usd(40000))).toBe(39500);
    expect(cardPays({ credits: 90000, client: null }, usd(40000))).toBe(0);
    expect(cardPays({ credits: 500, client }, usd(40000))).toBe(40000);
  });

  it('sends credits for oneself, the client id for a client, and the card only when there is one', () => {
    expect(bookingBody({ credits: 500, client: null }, { extra: {}, submission, held })).toEqual({
      holdToken: held.holdToken,
      guest: submission.guest,
      expectedTotal: held.price.total,
      credits: 500,
    });
    const card = { token: 'tok', brand: 'visa', last4: '4242' } as const;
    expect(bookingBody({ credits: 500, client }, { extra: {}, submission: { ...submission, payment: card }, held })).toEqual({
      holdToken: held.holdToken,
      guest: submission.guest,
      payment: card,
      expectedTotal: held.price.total,
      clientId: client.id,
    });
  });
});
