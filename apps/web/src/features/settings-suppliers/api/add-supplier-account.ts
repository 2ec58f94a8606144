import type { SupplierAccount, SupplierAccountBody } from '@tripfront/domain/supplier-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rememberAccount } from './get-supplier-accounts.ts';

/** POST /api/agency/settings/suppliers: adds an account; 409 PRODUCT_TAKEN (field products) or the platform's account unavailable (field credentials). */
export async function addSupplierAccount(body: SupplierAccountBody): Promise<SupplierAccount> {
  const response = await apiRequest<{ data: SupplierAccount }>('/api/agency/settings/suppliers', { method: 'POST', body });
  return response.data;
}

export function useAddSupplierAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSupplierAccount, onSuccess: (account) => rememberAccount(queryClient, account) });
}
