import { useDisplayDate } from '../../../lib/use-display-date.ts';
import type { WalletAnswer } from '@tripfront/domain/wallet';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useWalletMoney } from '../hooks/use-wallet-money.ts';
import { useWalletTranslation } from '../hooks/use-wallet-translation.ts';
import './wallet.css';
import { Ltr } from '../../../components/ui/ltr.tsx';

interface WalletLedgerProps {
  answer: WalletAnswer;
  onPage: (page: number) => void;
  /** What the empty state says (the traveller's and the agency's differ). */
  emptyText: string;
  /** The page of a booking, to link its reference (the traveller's own bookings); plain text without it. */
  bookingHref?: ((reference: string) => string) | undefined;
  /** Shown under the balance (the reward rate, the travellers' totals). */
  children?: ReactNode;
  /** A newer page is on its way (the previous one stays on screen meanwhile). */
  busy?: boolean;
}

/** A wallet account: its balance, then its entries newest first, a page at a time; cards on phones. */
export function WalletLedger({ answer, onPage, emptyText, bookingHref, children, busy = false }: WalletLedgerProps) {
  const { t, i18n } = useWalletTranslation();
  const money = useWalletMoney();
  const dates = useDisplayDate();
  // A reward becomes spendable at 00:00 UTC of its day (decision 0073): that day, wherever the reader is.
  const day = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }), [i18n.language]);
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  return (
    <>
      <section className="tf-wallet-balance tf-card" aria-labelledby="tf-wallet-balance">
        <h2 id="tf-wallet-balance">{t('balance')}</h2>
        <p className="tf-wallet-balance__amount" data-testid="wallet-balance">
          {money(answer.balance)}
        </p>
        {answer.pending.amount > 0 && <p data-testid="wallet-pending">{t('pending', { amount: money(answer.pending) })}</p>}
        {children}
      </section>
      <section className="tf-wallet-entries" aria-labelledby="tf-wallet-entries" aria-busy={busy || undefined}>
        <h2 id="tf-wallet-entries">{t('transactions')}</h2>
        {answer.entries.length === 0 ? (
          <div className="tf-wallet-empty tf-card" role="status">
            <p className="tf-wallet-empty__title">{t('empty')}</p>
            <p>{emptyText}</p>
          </div>
        ) : (
          <table className="tf-wallet-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.kind')}</th>
                <th scope="col">{t('columns.booking')}</th>
                <th scope="col" className="tf-wallet-table__money">
                  {t('columns.amount')}
                </th>
                <th scope="col" className="tf-wallet-table__money">
                  {t('columns.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.entries.map((e) => (
                <tr key={e.id}>
                  <td data-label={t('columns.date')}>{dates.dateTime(e.createdAt)}</td>
                  <td data-label={t('columns.kind')}>
                    <span className={`tf-wallet-kind tf-wallet-kind--${e.kind}`}>{t(`kinds.${e.kind}`)}</span>
                    {e.state === 'pending' && e.availableAt && (
                      <span className="tf-wallet-state">{t('states.pending', { date: day.format(new Date(e.availableAt)) })}</span>
                    )}
                    {e.state === 'withdrawn' && <span className="tf-wallet-state">{t('states.withdrawn')}</span>}
                  </td>
                  <td data-label={t('columns.booking')}>
                    {e.bookingReference ? (
                      bookingHref ? (
                        <Link to={bookingHref(e.bookingReference)} dir="ltr">
                          {e.bookingReference}
                        </Link>
                      ) : (
                        <Ltr>{e.bookingReference}</Ltr>
                      )
                    ) : (
                      <span aria-label={t('columns.booking')}>{t('noBooking')}</span>
                    )}
                  </td>
                  <td data-label={t('columns.amount')} className={`tf-wallet-table__money ${e.amount.amount < 0 ? 'tf-wallet-debit' : 'tf-wallet-credit'}`}>
                    <bdi>{money(e.amount, true)}</bdi>
                  </td>
                  <td data-label={t('columns.balanceAfter')} className="tf-wallet-table__money">
                    {/* A pending or withdrawn entry does not change what can be spent. */}
                    {e.state === 'available' ? <bdi>{money(e.balanceAfter)}</bdi> : <span aria-label={t('states.unchanged')}>—</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 && (
          <nav className="tf-wallet-pages" aria-label={t('pagination.label')}>
            <button type="button" className="tf-button tf-button--outline" disabled={answer.page <= 1 || busy} onClick={() => onPage(answer.page - 1)}>
              {t('pagination.previous')}
            </button>
            <span aria-live="polite">{t('pagination.page', { page: answer.page, pages })}</span>
            <button type="button" className="tf-button tf-button--outline" disabled={answer.page >= pages || busy} onClick={() => onPage(answer.page + 1)}>
              {t('pagination.next')}
            </button>
          </nav>
        )}
      </section>
    </>
  );
}

/** Loading and error states of a wallet page. */
export function WalletProblem({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useWalletTranslation();
  if (!error)
    return (
      <p className="tf-status" role="status">
        {t('loading')}
      </p>
    );
  return (
    <div className="tf-wallet-empty tf-card" role="alert">
      <p>{t('loadError')}</p>
      <button type="button" className="tf-button tf-button--outline" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** "5%" in the interface language. */
export function usePercent(): (basisPoints: number) => string {
  const { i18n } = useWalletTranslation();
  const format = useMemo(() => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }), [i18n.language]);
  return (bp) => format.format(bp / 10_000);
}
