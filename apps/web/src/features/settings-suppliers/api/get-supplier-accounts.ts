import type { SupplierAccount, supplierAccountsAnswerSchema } from '@tripfront/domain/supplier-accounts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type SupplierAccounts = z.infer<typeof supplierAccountsAnswerSchema>['data'];

/** GET /api/agency/settings/suppliers: the accounts, keys masked, and which platform accounts may be used (owner and admins). */
export async function getSupplierAccounts(): Promise<SupplierAccounts> {
  const response = await apiRequest<{ data: SupplierAccounts }>('/api/agency/settings/suppliers');
  return response.data;
}

export const supplierAccountsQueryOptions = () => queryOptions({ queryKey: ['agency-settings', 'suppliers'], queryFn: getSupplierAccounts });

export function useSupplierAccounts() {
  return useQuery(supplierAccountsQueryOptions());
}

/** Puts an account the API answered into the list (replacing its older self, or added at the end). */
export function rememberAccount(queryClient: QueryClient, account: SupplierAccount): void {
  queryClient.setQueryData(supplierAccountsQueryOptions().queryKey, (current) => {
    if (!current) return current;
    const known = current.accounts.some((a) => a.id === account.id);
    return { ...current, accounts: known ? current.accounts.map((a) => (a.id === account.id ? account : a)) : [...current.accounts, account] };
  });
}
