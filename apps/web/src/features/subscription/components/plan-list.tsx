import { subscriptionIsLive, type BillingInterval, type SubscriptionAnswer } from '@tripfront/domain/subscription';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFormat } from '../../../lib/use-list-format.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { useBillingFormat } from '../hooks/use-billing-format.ts';
import { useSubscriptionTranslation } from '../hooks/use-subscription-translation.ts';
import { BillingProblem } from './billing-problem.tsx';

type OfferedPlan = SubscriptionAnswer['plans'][number];

/**
 * The plans on offer, priced by the month or the year (a radio pair: arrow keys move between them),
 * each with the button that starts Stripe Checkout; the agency's own plan at its own interval is
 * marked instead (cards and cancellation are in the customer portal).
 */
export function PlanList({ answer }: { answer: SubscriptionAnswer }) {
  const { t } = useSubscriptionTranslation();
  const { t: tr } = useTranslation();
  const format = useBillingFormat();
  const current = answer.subscription;
  const [interval, setInterval] = useState<BillingInterval>(current?.interval ?? 'month');
  const checkout = useStartCheckout();
  const name = useId();
  // Busy from the click until the browser has left for Stripe's page.
  const busy = checkout.isPending || checkout.isSuccess;
  // An ended subscription is no plan: choosing one starts a new subscription.
  const live = current !== null && subscriptionIsLive(current.status);
  const hasPlan = live && current.planId !== null;

  return (
    <section className="tf-subscription__section" aria-labelledby="tf-subscription-plans">
      <h2 id="tf-subscription-plans">{t('plans.heading')}</h2>
      {answer.plans.length === 0 ? (
        <p className="tf-subscription__empty">{t('plans.empty')}</p>
      ) : (
        <>
          <fieldset className="tf-subscription__interval">
            <legend>{t('plans.interval')}</legend>
            {(['month', 'year'] as const).map((value) => (
              <label key={value}>
                <input type="radio" name={name} value={value} checked={interval === value} onChange={() => setInterval(value)} />
                <span>{value === 'month' ? t('plans.monthly') : t('plans.yearly')}</span>
              </label>
            ))}
          </fieldset>
          <ul className="tf-subscription__plans">
            {answer.plans.map((plan) => {
              const yours = live && current.planId === plan.id && current.interval === interval;
              return (
                <li key={plan.id} className="tf-card tf-subscription__plan" aria-current={yours || undefined}>
                  <h3>{plan.name}</h3>
                  <p className="tf-subscription__price">
                    {interval === 'month'
                      ? t('plans.perMonth', { price: format.money(plan.monthlyMinor, plan.currency) })
                      : t('plans.perYear', { price: format.money(plan.yearlyMinor, plan.currency) })}
                  </p>
                  <PlanIncludes plan={plan} services={(key) => tr(`services.${key}`, { defaultValue: key })} />
                  {yours ? (
                    <p className="tf-subscription__yours">{t('plans.yours')}</p>
                  ) : (
                    <button
                      type="button"
                      className="tf-button tf-button--primary"
                      disabled={busy}
                      aria-busy={(busy && checkout.variables?.planId === plan.id) || undefined}
                      aria-label={hasPlan ? t('plans.changeLabel', { name: plan.name }) : t('plans.chooseLabel', { name: plan.name })}
                      onClick={() => checkout.mutate({ planId: plan.id, interval })}
                    >
                      {hasPlan ? t('plans.change') : t('plans.choose')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {checkout.isSuccess && (
            <p className="tf-subscription__notice" role="status">
              {t('redirecting')}
            </p>
          )}
          {checkout.isError && <BillingProblem error={checkout.error} />}
        </>
      )}
    </section>
  );
}

function PlanIncludes({ plan, services }: { plan: OfferedPlan; services: (key: string) => string }) {
  const { t } = useSubscriptionTranslation();
  // The language's own list ("الفنادق، وتأجير السيارات" in Arabic), not a Latin comma.
  const list = useListFormat().units(plan.products.map(services));
  return (
    <ul className="tf-subscription__includes">
      {plan.products.length > 0 && <li>{t('plans.products', { list })}</li>}
      <li>{plan.maxAgents === null ? t('plans.agentsUnlimited') : t('plans.agents', { max: plan.maxAgents })}</li>
      <li>{plan.customDomain ? t('plans.customDomain') : t('plans.noCustomDomain')}</li>
    </ul>
  );
}
