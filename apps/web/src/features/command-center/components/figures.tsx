import type { DashboardFigures } from '@tripfront/domain/command-center/api';
import { toMajor } from '@tripfront/domain/money';
import { lazy, Suspense, useId, useMemo, useState, Component, type ReactNode } from 'react';
import { useCenterTranslation } from '../hooks/use-command-center-translation.ts';
import { useBucketLabel, useCenterMoney, useCount } from './use-center-money.ts';

const SalesChart = lazy(() => import('./sales-chart.tsx'));

/** The figures of a period: key figures, sales over time (chart or table), top destinations and agents. */
export function Figures({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useCenterTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const money = useCenterMoney(figures.currency);
  const count = useCount();
  const percent = (ratio: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
  const region = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);
  const { conversion } = figures;
  const kpis: Array<{ key: string; label: string; value: string; detail?: string }> = [
    { key: 'bookings', label: t('kpi.bookings'), value: count(figures.bookings) },
    { key: 'sales', label: t('kpi.grossSales'), value: money(figures.grossSalesMinor) },
    ...(figures.markupEarnedMinor === undefined ? [] : [{ key: 'markup', label: t('kpi.markup'), value: money(figures.markupEarnedMinor) }]),
    { key: 'cancellations', label: t('kpi.cancellations'), value: count(figures.cancellations) },
    {
      key: 'conversion',
      label: t('kpi.conversion'),
      value: conversion.ratio === null ? '—' : percent(conversion.ratio),
      detail:
        conversion.ratio === null
          ? t('kpi.noSearches')
          : t('kpi.conversionDetail', { bookings: count(conversion.bookings), searches: count(conversion.searches) }),
    },
    { key: 'average', label: t('kpi.average'), value: money(figures.averageBookingMinor) },
    {
      key: 'dealLinks',
      label: t('kpi.dealLinkClicks'),
      value: count(figures.dealLinks.clicks),
      detail: t('kpi.dealLinkDetail', { bookings: count(figures.dealLinks.bookings), signups: count(figures.dealLinks.signups) }),
    },
    ...(figures.proposals === undefined
      ? []
      : [
          {
            key: 'proposals',
            label: t('kpi.proposalsSent'),
            value: count(figures.proposals.sent),
            // Booked: of the proposals sent in the period, the share with an offer booked.
            detail: t('kpi.proposalsDetail', {
              approved: count(figures.proposals.approved),
              conversion: figures.proposals.conversion === null ? '—' : percent(figures.proposals.conversion),
            }),
          },
        ]),
  ];
  return (
    <>
      <section aria-label={t('kpi.label')}>
        <dl className="tf-center__kpis">
          {kpis.map((k) => (
            <div key={k.key} className="tf-center__kpi" data-kpi={k.key}>
              <dt>{k.label}</dt>
              <dd>
                <bdi>{k.value}</bdi>
                {k.detail && <span className="tf-center__kpi-detail">{k.detail}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <SalesOverTime figures={figures} />
      <div className="tf-center__tops">
        <TopTable
          title={t('top.destinations')}
          column={t('top.destination')}
          rows={figures.topDestinations.map((d) => ({
            ...d,
            key: d.countryCode ?? '',
            name: d.countryCode ? (region?.of(d.countryCode) ?? d.name) : t('top.unknownCountry'),
            code: d.countryCode,
          }))}
          currency={figures.currency}
        />
        <TopTable
          title={t('top.agents')}
          column={t('top.agent')}
          rows={figures.topAgents.map((a) => ({ ...a, key: a.agentId ?? 'direct', name: a.agentId ? a.name : t('top.direct'), code: null }))}
          currency={figures.currency}
        />
      </div>
    </>
  );
}

function SalesOverTime({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useCenterTranslation();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const money = useCenterMoney(figures.currency);
  const count = useCount();
  const label = useBucketLabel(figures.bucket);
  const labels = useMemo(() => figures.series.map((p) => label(p.start)), [figures.series, label]);
  const sales = useMemo(() => figures.series.map((p) => toMajor(p.salesMinor, figures.currency)), [figures.series, figures.currency]);
  const axisMoney = useMemo(() => {
    const f = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { notation: 'compact', maximumFractionDigits: 1 });
    return (major: number) => f.format(major);
  }, [i18n.resolvedLanguage]);
  const totalBookings = figures.series.reduce((n, p) => n + p.bookings, 0);
  const totalSales = figures.series.reduce((n, p) => n + p.salesMinor, 0);
  return (
    <section className="tf-center__panel" aria-labelledby={headingId}>
      <div className="tf-center__panel-head">
        <h2 id={headingId}>{t('chart.title')}</h2>
        <button type="button" className="tf-button tf-button--outline" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {t('chart.showTable')}
        </button>
      </div>
      {asTable ? (
        <div className="tf-center__scroll" tabIndex={0} role="region" aria-labelledby={`${headingId}-caption`}>
          <table className="tf-center__table">
            <caption id={`${headingId}-caption`}>{t('chart.caption', { bucket: t(`chart.buckets.${figures.bucket}`), currency: figures.currency })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.period')}</th>
                <th scope="col">{t('chart.bookings')}</th>
                <th scope="col">{t('chart.sales')}</th>
              </tr>
            </thead>
            <tbody>
              {figures.series.map((p, i) => (
                <tr key={p.start}>
                  <th scope="row">{labels[i]}</th>
                  <td>{count(p.bookings)}</td>
                  <td>
                    <bdi>{money(p.salesMinor)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('chart.total')}</th>
                <td>{count(totalBookings)}</td>
                <td>
                  <bdi>{money(totalSales)}</bdi>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <ChartBoundary fallback={<p className="tf-settings__hint">{t('chart.failed')}</p>}>
          <Suspense
            fallback={
              <div className="tf-center__chart tf-center__chart--loading" role="status">
                {t('chart.loading')}
              </div>
            }
          >
            <SalesChart labels={labels} sales={sales} formatMoney={axisMoney} seriesLabel={t('chart.sales')} rtl={i18n.dir() === 'rtl'} />
          </Suspense>
        </ChartBoundary>
      )}
    </section>
  );
}

/** A chart that cannot load or draw (an old browser, a lost chunk) leaves the table, not a broken page. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface TopRow {
  key: string;
  name: string;
  code: string | null;
  bookings: number;
  salesMinor: number;
}

function TopTable({ title, column, rows, currency }: { title: string; column: string; rows: TopRow[]; currency: string }) {
  const { t } = useCenterTranslation();
  const money = useCenterMoney(currency);
  const count = useCount();
  const id = useId();
  return (
    <section className="tf-center__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="tf-settings__hint">{t('top.none')}</p>
      ) : (
        <table className="tf-center__table">
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">{t('top.bookings')}</th>
              <th scope="col">{t('top.sales')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">
                  <bdi>{r.name}</bdi>
                </th>
                <td>{count(r.bookings)}</td>
                <td>
                  <bdi>{money(r.salesMinor)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
