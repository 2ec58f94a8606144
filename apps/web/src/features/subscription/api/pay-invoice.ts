import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { browser } from '../../../lib/browser.ts';

/** POST /api/agency/subscription/pay: the hosted page of the named open invoice, else the newest open one. */
export async function payInvoice(invoiceId?: string): Promise<string> {
  return (await apiRequest<{ data: { url: string } }>('/api/agency/subscription/pay', { method: 'POST', body: invoiceId ? { invoiceId } : {} })).data.url;
}

export function usePayInvoice() {
  return useMutation({ mutationFn: payInvoice, onSuccess: (url) => browser.assign(url) });
}
