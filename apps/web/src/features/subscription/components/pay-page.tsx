import { subscriptionIsLive, type Invoice } from '@tripfront/domain/subscription';
import { Link } from 'react-router';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { paths } from '../../../config/paths.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { usePayInvoice } from '../api/pay-invoice.ts';
import { useBillingFormat } from '../hooks/use-billing-format.ts';
import { useSubscriptionTranslation } from '../hooks/use-subscription-translation.ts';
import { BillingProblem } from './billing-problem.tsx';
import { invoiceDate } from './invoice-table.tsx';
import { OwnerGate } from './owner-gate.tsx';
import './subscription.css';

/** The newest open invoice, the one the pay entry settles. */
function openInvoice(invoices: Invoice[]): Invoice | null {
  const open = invoices.filter((invoice) => invoice.status === 'open');
  open.sort((a, b) => (invoiceDate(b) ?? '').localeCompare(invoiceDate(a) ?? ''));
  return open[0] ?? null;
}

/** /pay, the side navigation's pay entry (decision 0151): the agency's open invoice and a button to Stripe's page for it. */
export function PayPage() {
  const { t, ready } = useSubscriptionTranslation();
  if (!ready) return null;
  return (
    <div className="tf-container tf-page tf-subscription">
      <header className="tf-subscription__header">
        <h1>{t('pay.title')}</h1>
        <p className="tf-subscription__lede">{t('pay.lede')}</p>
      </header>
      <OwnerGate>
        <PayBody />
      </OwnerGate>
    </div>
  );
}

function PayBody() {
  const { t } = useSubscriptionTranslation();
  const format = useBillingFormat();
  const query = useSubscription();
  const pay = usePayInvoice();
  if (query.isPending) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (query.isError) return <BillingProblem error={query.error} onRetry={() => void query.refetch()} />;
  const invoice = openInvoice(query.data.invoices);
  if (!invoice) {
    return (
      <section className="tf-card tf-subscription__section" role="status">
        <p>{t('pay.nothing')}</p>
        <Link to={paths.subscription()}>{t('pay.toSubscription')}</Link>
      </section>
    );
  }
  const date = invoiceDate(invoice);
  const { subscription } = query.data;
  const ended = subscription !== null && !subscriptionIsLive(subscription.status);
  return (
    <section className="tf-card tf-subscription__section" aria-labelledby="tf-pay-invoice">
      <h2 id="tf-pay-invoice">{t('pay.openInvoice', { number: invoice.number ?? '' })}</h2>
      <p className="tf-subscription__price">{format.money(invoice.amountMinor, invoice.currency)}</p>
      {date && (
        <p>
          <time dateTime={date}>{format.date(date)}</time>
        </p>
      )}
      {/* Stripe ended the subscription with this invoice unpaid: paying settles the debt, a new plan reopens the storefront. */}
      {ended && <p>{t('pay.ended')}</p>}
      <div className="tf-subscription__actions">
        <button
          type="button"
          className="tf-button tf-button--primary"
          disabled={pay.isPending || pay.isSuccess}
          aria-busy={pay.isPending || undefined}
          onClick={() => pay.mutate(invoice.id)}
        >
          {t('pay.payNow')}
        </button>
        <Link to={paths.subscription()}>{t('pay.toSubscription')}</Link>
      </div>
      {pay.isSuccess && (
        <p className="tf-subscription__notice" role="status">
          {t('redirecting')}
        </p>
      )}
      {pay.isError && <BillingProblem error={pay.error} />}
    </section>
  );
}
