import type { SupplierAccount, SupplierAccountPatch } from '@tripfront/domain/supplier-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberAccount } from './get-supplier-accounts.ts';

/** PATCH /api/agency/settings/suppliers/:id: products, a new key, archive or restore; 409 PRODUCT_TAKEN. */
export async function changeSupplierAccount({ id, patch }: { id: string; patch: SupplierAccountPatch }): Promise<SupplierAccount> {
  const response = await apiRequest<{ data: SupplierAccount }>(`/api/agency/settings/suppliers/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
  return response.data;
}

export function useChangeSupplierAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeSupplierAccount, onSuccess: (account) => rememberAccount(queryClient, account) });
}
