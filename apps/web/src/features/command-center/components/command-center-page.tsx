import { presetPeriod, PERIOD_PRESETS, readProductFilter, type PeriodPreset, type ProductFilter } from '@tripfront/domain/command-center/figures';
import { Link, useSearchParams } from 'react-router';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useBookingLinks } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { useCenterTranslation } from '../hooks/use-command-center-translation.ts';
import { Filters, type PeriodChoice } from './filters.tsx';
import { Figures } from './figures.tsx';
import { AgentPage } from '../../agent-nav/index.ts';
import './command-center.css';

const utcToday = () => new Date().toISOString().slice(0, 10);
const isDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The period and product from the URL (?period=last30 | custom&from&to, ?product=hotels), so a view can be shared. */
function readFilters(params: URLSearchParams, today: string): { period: PeriodChoice; from: string; to: string; product: ProductFilter } {
  const asked = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  const period: PeriodChoice =
    asked === 'custom' && isDate(from) && isDate(to) ? 'custom' : PERIOD_PRESETS.includes(asked as PeriodPreset) ? (asked as PeriodPreset) : 'last30';
  const range = period === 'custom' ? { from: from!, to: to! } : presetPeriod(period, today);
  return { period, ...range, product: readProductFilter(params.get('product')) };
}

/** /dashboard (issue #16): the agency's Command Center, for agents with the Dashboard read permission. */
export function CommandCenterPage() {
  const { t } = useCenterTranslation();
  return (
    <AgentPage
      className="tf-center"
      title={t('title')}
      description={t('description')}
      permission="dashboard"
      messages={{ agentsOnly: t('agentsOnly'), noPermission: t('noPermission') }}
    >
      <CommandCenter />
    </AgentPage>
  );
}

function CommandCenter() {
  const { t } = useCenterTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, utcToday());
  const currency = useSelectedCurrency().selectedCurrency.currency;
  const query = useDashboard({ from: filters.from, to: filters.to, product: filters.product, currency });
  const user = useCurrentUser();
  const { bookNow } = useBookingLinks(user);

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  // The figures of the previous filters are dimmed until the new ones land.
  const bodyClass = query.isPlaceholderData ? 'tf-center__body tf-center__body--stale' : 'tf-center__body';

  return (
    <>
      <Filters
        key={`${filters.from}|${filters.to}`}
        period={filters.period}
        from={filters.from}
        to={filters.to}
        product={filters.product}
        onPeriod={(period) => update(period === 'custom' ? { period, from: filters.from, to: filters.to } : { period, from: null, to: null })}
        onCustom={(from, to) => update({ period: 'custom', from, to })}
        onProduct={(product) => update({ product: product === 'all' ? null : product })}
      />
      <p className="tf-center__note">{t('currencyNote', { currency })}</p>
      {query.data ? (
        query.data.hasActivity ? (
          <div className={bodyClass} aria-busy={query.isFetching || undefined}>
            <Figures figures={query.data} />
          </div>
        ) : (
          <section className="tf-center__empty" aria-labelledby="tf-center-empty">
            <h2 id="tf-center-empty">{t('empty.title')}</h2>
            <p>{t('empty.text')}</p>
            {bookNow && (
              <Link className="tf-button" to={bookNow}>
                {t('empty.bookNow')}
              </Link>
            )}
          </section>
        )
      ) : query.isError ? (
        <div className="tf-settings__notice" role="alert">
          <p>{t('loadError')}</p>
          <button type="button" className="tf-button tf-button--outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <Skeleton label={t('loading')} />
      )}
    </>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className="tf-center__skeleton">
      <LoadingStatus>{label}</LoadingStatus>
      <div className="tf-center__kpis" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="tf-center__kpi tf-center__kpi--placeholder" />
        ))}
      </div>
      <div className="tf-center__panel tf-center__panel--placeholder" aria-hidden="true" />
    </div>
  );
}
