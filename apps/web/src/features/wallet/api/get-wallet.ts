import type { AgencyWalletAnswer, WalletAnswer } from '@tripfront/domain/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/user/wallet?page=: the signed-in user's credits and one page of entries, newest first. */
export async function getUserWallet(page: number): Promise<WalletAnswer> {
  return (await apiRequest<{ data: WalletAnswer }>(`/api/user/wallet?page=${page}`)).data;
}

/** GET /api/agent/wallet?page=: the agency's own account and its travellers' credits (agents with Wallet Details). */
export async function getAgencyWallet(page: number): Promise<AgencyWalletAnswer> {
  return (await apiRequest<{ data: AgencyWalletAnswer }>(`/api/agent/wallet?page=${page}`)).data;
}

export const userWalletQueryOptions = (userId: string, page = 1) =>
  queryOptions({ queryKey: ['wallet', 'user', userId, page], queryFn: () => getUserWallet(page), staleTime: 30_000, placeholderData: keepPreviousData });

export const agencyWalletQueryOptions = (page = 1) =>
  queryOptions({ queryKey: ['wallet', 'agency', page], queryFn: () => getAgencyWallet(page), staleTime: 30_000, placeholderData: keepPreviousData });

export function useUserWallet(userId: string, page = 1, enabled = true) {
  return useQuery({ ...userWalletQueryOptions(userId, page), enabled });
}

export function useAgencyWallet(page = 1) {
  return useQuery(agencyWalletQueryOptions(page));
}
