import { subscriptionIsLive, type SubscriptionAnswer } from '@tripfront/domain/subscription';
import { useSearchParams } from 'react-router';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useOpenPortal } from '../api/open-portal.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { useBillingFormat } from '../hooks/use-billing-format.ts';
import { useSubscriptionTranslation, type SubscriptionKey } from '../hooks/use-subscription-translation.ts';
import { BillingProblem } from './billing-problem.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { OwnerGate } from './owner-gate.tsx';
import { PlanList } from './plan-list.tsx';
import './subscription.css';

/** /subscription (spec §2, decisions 0150 and 0151): the agency's plan, status and invoices, and the plans on offer. */
export function SubscriptionPage() {
  const { t, ready } = useSubscriptionTranslation();
  if (!ready) return null;
  return (
    <div className="tf-container tf-page tf-subscription">
      <header className="tf-subscription__header">
        <h1>{t('title')}</h1>
        <p className="tf-subscription__lede">{t('lede')}</p>
      </header>
      <OwnerGate>
        <SubscriptionBody />
      </OwnerGate>
    </div>
  );
}

function SubscriptionBody() {
  const { t } = useSubscriptionTranslation();
  const query = useSubscription();
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  if (query.isPending) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (query.isError) return <BillingProblem error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {returned === 'success' && (
        <p className="tf-subscription__notice" role="status">
          {t('checkoutSuccess')}
        </p>
      )}
      {returned === 'cancel' && (
        <p className="tf-subscription__notice" role="status">
          {t('checkoutCancel')}
        </p>
      )}
      <CurrentPlan answer={query.data} />
      <PlanList answer={query.data} />
      <InvoiceTable invoices={query.data.invoices} />
    </>
  );
}

function CurrentPlan({ answer }: { answer: SubscriptionAnswer }) {
  const { t } = useSubscriptionTranslation();
  const format = useBillingFormat();
  const portal = useOpenPortal();
  const { subscription, plan } = answer;
  const status = subscription?.status ?? 'none';
  const statusClass = status === 'active' || status === 'trialing' ? 'ok' : status === 'none' ? 'none' : 'warn';
  return (
    <section className="tf-subscription__section tf-card tf-subscription__current" aria-labelledby="tf-subscription-current">
      <h2 id="tf-subscription-current">{t('current.heading')}</h2>
      {subscription === null ? (
        <p>{answer.isSubscribed ? t('current.noRecord') : t('current.none')}</p>
      ) : (
        <dl className="tf-subscription__facts">
          <div>
            <dt>{t('current.plan')}</dt>
            <dd>{plan?.name ?? subscription.planId ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('current.status')}</dt>
            <dd>
              <span className={`tf-subscription__status tf-subscription__status--${statusClass}`}>{t(`status.${status}` as SubscriptionKey)}</span>
            </dd>
          </div>
          {subscription.currentPeriodEnd && (
            <div>
              <dt>{t('current.periodEnd')}</dt>
              <dd>
                <time dateTime={subscription.currentPeriodEnd}>{format.date(subscription.currentPeriodEnd)}</time>
              </dd>
            </div>
          )}
        </dl>
      )}
      {subscription?.cancelAtPeriodEnd && <p>{t('current.cancelsAtPeriodEnd')}</p>}
      {answer.lapsed ? (
        <p className="tf-subscription__warning" role="alert">
          {subscription && !subscriptionIsLive(subscription.status) ? t('current.ended') : t('current.lapsed')}
        </p>
      ) : (
        answer.graceEndsAt && <p className="tf-subscription__warning">{t('current.graceEnds', { date: format.date(answer.graceEndsAt) })}</p>
      )}
      {subscription !== null && (
        <div className="tf-subscription__actions">
          <button
            type="button"
            className="tf-button tf-button--outline"
            disabled={portal.isPending || portal.isSuccess}
            aria-busy={portal.isPending || undefined}
            onClick={() => portal.mutate()}
          >
            {t('manageBilling')}
          </button>
        </div>
      )}
      {portal.isError && <BillingProblem error={portal.error} />}
    </section>
  );
}
