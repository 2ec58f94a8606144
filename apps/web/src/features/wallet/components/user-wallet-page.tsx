import { useState } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useUserWallet } from '../api/get-wallet.ts';
import { useWalletTranslation } from '../hooks/use-wallet-translation.ts';
import { usePercent, WalletLedger, WalletProblem } from './wallet-ledger.tsx';

/** /mytrip/wallet (issue #16): the traveller's credits and what earned and spent them. */
export function UserWalletPage({ bookingHref }: { bookingHref?: (reference: string) => string }) {
  const { t, ready } = useWalletTranslation();
  const agency = useAgency();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const wallet = useUserWallet(user?.id ?? '', page, user !== null);
  const percent = usePercent();
  if (!user || !ready) return null;
  return (
    <div className="tf-wallet-page">
      <h1>{t('traveller.title')}</h1>
      <p className="tf-wallet-lede">{t('traveller.lede', { agency: agency.agencyName })}</p>
      {wallet.data ? (
        <WalletLedger answer={wallet.data} onPage={setPage} emptyText={t('traveller.emptyText')} bookingHref={bookingHref} busy={wallet.isPlaceholderData}>
          <p className="tf-wallet-lede">
            {wallet.data.enabled ? t('traveller.rewardRate', { percent: percent(wallet.data.rewardBasisPoints) }) : t('rewardOff')}
          </p>
        </WalletLedger>
      ) : (
        <WalletProblem error={wallet.isError} onRetry={() => void wallet.refetch()} />
      )}
    </div>
  );
}
