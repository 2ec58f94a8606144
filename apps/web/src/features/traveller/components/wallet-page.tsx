import { useAgency } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useMoneyFormat } from '../hooks/use-money.ts';
import { useTravellerTranslation } from '../hooks/use-traveller-translation.ts';

/** /mytrip/wallet/: the user's credits (spec §3 personal_info.credits) in the selected currency. */
export function WalletPage() {
  const { t } = useTravellerTranslation();
  const agency = useAgency();
  const user = useCurrentUser();
  const { selectedCurrency } = useSelectedCurrency();
  const { inSelectedCurrency } = useMoneyFormat();
  if (!user) return null;
  const credits = user.personal_info.credits;
  const shown = inSelectedCurrency(credits.amount, credits.currency);

  return (
    <div className="tf-wallet">
      <h1>{t('wallet.title')}</h1>
      {credits.amount > 0 ? (
        <section className="tf-traveller__panel" aria-labelledby="tf-wallet-credits">
          <h2 id="tf-wallet-credits">{t('wallet.credits')}</h2>
          <p className="tf-wallet__amount">{shown.text}</p>
          {shown.original && <p className="tf-wallet__note">{t('wallet.converted', { currency: selectedCurrency.currency, original: shown.original })}</p>}
          <p className="tf-wallet__note">{t('wallet.howTo')}</p>
        </section>
      ) : (
        <div className="tf-traveller__empty">
          <h2>{t('wallet.empty')}</h2>
          <p>{t('wallet.emptyText', { agency: agency.agencyName })}</p>
        </div>
      )}
    </div>
  );
}
