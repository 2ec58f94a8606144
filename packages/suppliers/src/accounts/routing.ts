import { accountOfId, withAccount } from '@tripfront/domain/supplier-accounts';
import { fail, type SupplierResult } from '../result.ts';

// What every product's router shares (decision 0105): an id an account's supplier made leaves the
// server as `acc~<account>~<its id>` and comes back to that account, live or archived; an id naming
// an account the agency does not have is not found; ids without an account are the sandbox's.

export interface RoutedAccount<S> {
  id: string;
  /** The account's supplier with its key; null when it cannot be called (its key is gone): its ids answer unavailable. */
  supplier: S | null;
  /** Switched on for the product now (not archived): searched. Others only finish what they started. */
  live: boolean;
}

export const NOT_THIS_AGENCYS = 'This offer is not available here; please search again.';
export const ACCOUNT_UNAVAILABLE = 'The supplier account behind this offer cannot be reached; please contact the agency.';

export { withAccount };

export interface AccountRoutes<S> {
  /** The live accounts that can be called, in the order they were added. */
  live: RoutedAccount<S>[];
  /**
   * Calls the supplier an id belongs to with its own id, and puts the account back on the ids of
   * what it answered (`prefix`); an id of another agency's account answers `missing`.
   */
  through<T>(
    id: string,
    missing: 'not_found' | 'invalid',
    call: (supplier: S, id: string) => Promise<SupplierResult<T>>,
    prefix: (accountId: string, value: T) => T,
  ): Promise<SupplierResult<T>>;
  /** Recovery's question (a booking by our client reference) asked of the account a booking was made with; null: the sandbox. */
  lookup<T>(
    accountId: string | null,
    call: (supplier: S) => Promise<SupplierResult<T | null>>,
    prefix: (accountId: string, value: T) => T,
  ): Promise<SupplierResult<T | null>>;
}

export function accountRoutes<S>(accounts: ReadonlyArray<RoutedAccount<S>>, sandbox: S): AccountRoutes<S> {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return {
    live: accounts.filter((a) => a.live && a.supplier !== null),
    async through(id, missing, call, prefix) {
      const parsed = accountOfId(id);
      if (!parsed) return call(sandbox, id);
      const account = byId.get(parsed.accountId);
      if (!account) return fail(NOT_THIS_AGENCYS, false, missing);
      if (!account.supplier) return fail(ACCOUNT_UNAVAILABLE, true);
      const result = await call(account.supplier, parsed.id);
      return result.ok ? { ok: true, value: prefix(account.id, result.value) } : result;
    },
    async lookup(accountId, call, prefix) {
      if (accountId === null) return call(sandbox);
      const account = byId.get(accountId);
      if (!account?.supplier) return fail(ACCOUNT_UNAVAILABLE, true);
      const found = await call(account.supplier);
      return found.ok && found.value !== null ? { ok: true, value: prefix(account.id, found.value) } : found;
    },
  };
}

/** For answers that carry no id (a released hold). */
export const unchanged = <T>(_accountId: string, value: T): T => value;
