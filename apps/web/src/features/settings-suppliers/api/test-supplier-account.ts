import type { SupplierAccount } from '@tripfront/domain/supplier-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberAccount } from './get-supplier-accounts.ts';

/** POST /api/agency/settings/suppliers/:id/test: one harmless call with the account's key; the answer comes back as its `check`. */
export async function testSupplierAccount(id: string): Promise<SupplierAccount> {
  const response = await apiRequest<{ data: SupplierAccount }>(`/api/agency/settings/suppliers/${encodeURIComponent(id)}/test`, { method: 'POST' });
  return response.data;
}

export function useTestSupplierAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testSupplierAccount, onSuccess: (account) => rememberAccount(queryClient, account) });
}
