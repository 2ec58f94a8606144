import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { browser } from '../../../lib/browser.ts';

/** POST /api/agency/subscription/portal: Stripe's customer portal (cards, invoices, cancellation); answers its page. */
export async function openPortal(): Promise<string> {
  return (await apiRequest<{ data: { url: string } }>('/api/agency/subscription/portal', { method: 'POST', body: {} })).data.url;
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal, onSuccess: (url) => browser.assign(url) });
}
