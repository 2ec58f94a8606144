import type { BillingInterval } from '@tripfront/domain/subscription';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { browser } from '../../../lib/browser.ts';

/** POST /api/agency/subscription/checkout: a Stripe Checkout session (subscription mode) for the plan; answers its page. */
export async function startCheckout(body: { planId: string; interval: BillingInterval }): Promise<string> {
  return (await apiRequest<{ data: { url: string } }>('/api/agency/subscription/checkout', { method: 'POST', body })).data.url;
}

/** Starts Checkout and sends the browser to Stripe's page (the page stays busy until it leaves). */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, onSuccess: (url) => browser.assign(url) });
}
