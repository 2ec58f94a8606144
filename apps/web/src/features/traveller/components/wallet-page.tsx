import { bookingDetailsUrl } from '../../booking/index.ts';
import { UserWalletPage } from '../../wallet/index.ts';

/** /mytrip/wallet/: the user's credits (spec §3 personal_info.credits) as the wallet ledger has them (issue #16). */
export function WalletPage() {
  return <UserWalletPage bookingHref={bookingDetailsUrl} />;
}
