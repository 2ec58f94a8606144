import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStripe, STRIPE_JS_URL, type StripeClient } from './load-stripe.ts';

const stripeTags = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === STRIPE_JS_URL);

afterEach(() => {
  for (const tag of stripeTags()) tag.remove();
  delete window.Stripe;
});

describe('loadStripe', () => {
  it("adds Stripe's own script once, can try again after a failed load, and makes a client for the key", async () => {
    const failed = loadStripe('pk_test_abc');
    expect(stripeTags()).toHaveLength(1);
    stripeTags()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Stripe.js could not be loaded');
    expect(stripeTags()).toHaveLength(0);

    const client = {} as StripeClient;
    const Stripe = vi.fn(() => client);
    const first = loadStripe('pk_test_abc');
    const second = loadStripe('pk_test_abc');
    expect(stripeTags()).toHaveLength(1);
    window.Stripe = Stripe;
    stripeTags()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(client);
    await expect(second).resolves.toBe(client);
    expect(Stripe).toHaveBeenCalledWith('pk_test_abc');
  });
});
