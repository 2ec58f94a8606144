import { describe, expect, it } from 'vitest';
import { findPanLikeRuns } from './pan.ts';
import { CARD_MESSAGES, cardBrand, randomNonce, SANDBOX_TEST_CARDS, sandboxTokenScenario, tokenizeSandboxCard } from './sandbox-card.ts';

const now = new Date('2026-11-21T10:00:00Z');
const nonce = '0123456789abcdef';
const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...over,
});

describe('tokenizeSandboxCard', () => {
  it.each(SANDBOX_TEST_CARDS.map((c) => [c.number, c.scenario] as const))('%s → a %s token with brand and last4 only', (number, scenario) => {
    const r = tokenizeSandboxCard(card(number), now, nonce);
    expect(r).toEqual({ ok: true, token: `tok_sbx_${scenario}_${nonce}`, brand: 'visa', last4: number.slice(-4) });
    if (r.ok) {
      expect(sandboxTokenScenario(r.token)).toBe(scenario);
      expect(findPanLikeRuns(JSON.stringify(r))).toEqual([]);
    }
  });

  it.each<[string, ReturnType<typeof card>, string, string]>([
    ['a number failing Luhn', card('4242 4242 4242 4241'), 'number', CARD_MESSAGES.number],
    ['letters', card('4242 abcd'), 'number', CARD_MESSAGES.number],
    ['a real-looking card that is not a test card', card('5555 5555 5555 4444'), 'number', CARD_MESSAGES.notTestCard],
    ['an expiry last month', card('4242424242424242', { expMonth: 10, expYear: 2026 }), 'expiry', CARD_MESSAGES.expiry],
    ['month 13', card('4242424242424242', { expMonth: 13 }), 'expiry', CARD_MESSAGES.expiry],
    ['a short CVC', card('4242424242424242', { cvc: '12' }), 'cvc', CARD_MESSAGES.cvc],
  ])('refuses %s', (_label, input, field, message) => {
    expect(tokenizeSandboxCard(input, now, nonce)).toEqual({ ok: false, field, message });
  });

  it('accepts this month as expiry and a two-digit year', () => {
    expect(tokenizeSandboxCard(card('4242424242424242', { expMonth: 11, expYear: 26 }), now, nonce).ok).toBe(true);
  });

  it('makes unique tokens from random nonces', () => {
    const a = randomNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomNonce()).not.toBe(a);
  });
});

describe('cardBrand and sandboxTokenScenario', () => {
  it.each<[string, string]>([
    ['4242', 'visa'],
    ['5555', 'mastercard'],
    ['3782', 'amex'],
    ['6011', 'discover'],
    ['9999', 'unknown'],
  ])('%s → %s', (d, b) => expect(cardBrand(d)).toBe(b));
  it('reads only well-formed sandbox tokens', () => {
    expect(sandboxTokenScenario('tok_sbx_decline_0123456789abcdef')).toBe('decline');
    expect(sandboxTokenScenario('tok_sbx_other_0123456789abcdef')).toBeNull();
    expect(sandboxTokenScenario('pm_123')).toBeNull();
  });
});
