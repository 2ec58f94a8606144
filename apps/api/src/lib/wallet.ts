import type { Agency, UserProfile } from '@tripfront/domain';
import { WALLET_PAGE_SIZE, walletCurrencyOf, type WalletAnswer } from '@tripfront/domain/wallet';
import { walletEntryState } from '@tripfront/domain/wallet-rewards';
import { listWalletEntries, toUserProfile, walletBalance, type Database, type ProfileWallet, type TenantTx, type UserRow } from '@tripfront/db';

// The agency's reward wallet as the API applies it (issue #16, decision 0039): its setting, the
// currency an account is kept in, and the profile's credits read from the ledger: what can be spent
// now, pending rewards apart (decision 0073).

export interface AgencyWallet {
  enabled: boolean;
  basisPoints: number;
  /** The currency new accounts are kept in. */
  currency: string;
}

export function agencyWallet(agency: Agency): AgencyWallet {
  return { enabled: agency.wallet.isRewardWalletEnable, basisPoints: agency.wallet.rewardBasisPoints, currency: walletCurrencyOf(agency) };
}

/** A guest of the non-login flow (decision 0104) has no wallet: the agency's is off for them. */
export function guestless(wallet: AgencyWallet, user: { isGuest: boolean }): AgencyWallet {
  return user.isGuest ? { ...wallet, enabled: false } : wallet;
}

/**
 * The currency an account is kept in: its balance's while it holds credits (an agency that changes
 * its wallet currency does not convert what travellers hold), else the agency's wallet currency.
 */
export async function accountCurrency(
  tx: TenantTx,
  tenantId: string,
  userId: string | null,
  wallet: AgencyWallet,
): Promise<{ currency: string; balanceMinor: number; spendableMinor: number; pendingMinor: number }> {
  const balance = await walletBalance(tx, tenantId, userId);
  return {
    currency: balance.balanceMinor !== 0 && balance.currency ? balance.currency : wallet.currency,
    balanceMinor: balance.balanceMinor,
    spendableMinor: balance.spendableMinor,
    pendingMinor: balance.pendingMinor,
  };
}

export async function profileWallet(tx: TenantTx, tenantId: string, agency: Agency, userId: string): Promise<ProfileWallet> {
  const wallet = agencyWallet(agency);
  const { currency, spendableMinor } = await accountCurrency(tx, tenantId, userId, wallet);
  return { isRewardWalletEnable: wallet.enabled, balanceMinor: spendableMinor, currency };
}

/** The spec §3 profile of a user, with the wallet's setting and balance. */
export async function userProfileOf(db: Database, tenant: { id: string; agency: Agency }, row: UserRow): Promise<UserProfile> {
  const wallet = await db.withTenant(tenant.id, (tx) => profileWallet(tx, tenant.id, tenant.agency, row.id), { readOnly: true });
  return toUserProfile(row, row.isGuest ? { ...wallet, isRewardWalletEnable: false } : wallet);
}

/** GET /api/user/wallet and /api/agent/wallet: an account's balance and one page of its entries, newest first. */
export async function walletAnswer(tx: TenantTx, tenantId: string, agency: Agency, userId: string | null, page: number): Promise<WalletAnswer> {
  const wallet = agencyWallet(agency);
  const now = new Date();
  const { currency, spendableMinor, pendingMinor } = await accountCurrency(tx, tenantId, userId, wallet);
  const { entries, total } = await listWalletEntries(tx, tenantId, userId, { limit: WALLET_PAGE_SIZE, offset: (page - 1) * WALLET_PAGE_SIZE }, now);
  return {
    enabled: wallet.enabled,
    rewardBasisPoints: wallet.basisPoints,
    balance: { amount: spendableMinor, currency },
    pending: { amount: pendingMinor, currency },
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: { amount: e.amountMinor, currency: e.currency },
      balanceAfter: { amount: e.spendableAfterMinor, currency: e.currency },
      state: walletEntryState(e, now),
      availableAt: e.availableAt?.toISOString() ?? null,
      bookingReference: e.bookingReference,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    page,
    pageSize: WALLET_PAGE_SIZE,
    total,
  };
}
