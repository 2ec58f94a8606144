import { mayEditAgencySettings } from '@tripfront/domain/navigation/roles';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useAgencyWallet } from '../api/get-wallet.ts';
import { useWalletMoney } from '../hooks/use-wallet-money.ts';
import { useWalletTranslation } from '../hooks/use-wallet-translation.ts';
import { usePercent, WalletLedger, WalletProblem } from './wallet-ledger.tsx';
import { WalletSettingsForm } from './wallet-settings-form.tsx';
import { AcademySettingsForm } from './academy-settings-form.tsx';
import { AgentGate } from '../../agent-nav/index.ts';

/** /wallet/details/ (issue #16): the agency's own balance and entries, and the credits its travellers hold. */
export function AgencyWalletPage() {
  const { t, ready } = useWalletTranslation();
  const user = useCurrentUser();
  if (!ready || !user) return null;
  return (
    <div className="tf-container tf-page tf-wallet-page">
      <h1>{t('agency.title')}</h1>
      <AgentGate permission="walletDetails" messages={{ agentsOnly: t('agency.agentsOnly') }}>
        <AgencyWallet />
      </AgentGate>
      {mayEditAgencySettings(user) && (
        <>
          <WalletSettingsForm />
          <AcademySettingsForm />
        </>
      )}
    </div>
  );
}

function AgencyWallet() {
  const { t } = useWalletTranslation();
  const money = useWalletMoney();
  const percent = usePercent();
  const [page, setPage] = useState(1);
  const wallet = useAgencyWallet(page);
  if (wallet.error instanceof ApiError && wallet.error.status === 403) return <p role="alert">{t('agency.agentsOnly')}</p>;
  if (!wallet.data) return <WalletProblem error={wallet.isError} onRetry={() => void wallet.refetch()} />;
  const { travellers } = wallet.data;
  return (
    <>
      <p className="tf-wallet-lede">{t('agency.lede')}</p>
      <WalletLedger answer={wallet.data} onPage={setPage} emptyText={t('agency.emptyText')} busy={wallet.isPlaceholderData}>
        <p className="tf-wallet-lede">{wallet.data.enabled ? t('rewardRate', { percent: percent(wallet.data.rewardBasisPoints) }) : t('rewardOff')}</p>
        <h3 className="tf-wallet-lede">{t('agency.travellersTitle')}</h3>
        <dl className="tf-wallet-totals">
          <div>
            <dt>{t('agency.held')}</dt>
            <dd>{money(travellers.held)}</dd>
          </div>
          <div>
            <dt>{t('agency.issued')}</dt>
            <dd>{money(travellers.issued)}</dd>
          </div>
          <div>
            <dt>{t('agency.accounts')}</dt>
            <dd>{travellers.accounts}</dd>
          </div>
        </dl>
      </WalletLedger>
    </>
  );
}
