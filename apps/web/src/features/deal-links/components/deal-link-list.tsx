import { PRODUCT_SERVICE } from '@tripfront/domain/booking/products';
import { dealLinkLastDay, type DealLink } from '@tripfront/domain/proposals';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchiveDealLink } from '../api/deal-links.ts';
import { useDealLinksTranslation, type DealLinksT } from '../hooks/use-deal-links-translation.ts';
import { CopyButton } from './copy-button.tsx';

interface Formats {
  count: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  day: Intl.DateTimeFormat;
}

/** The links, newest first: each one's URL (copy), what it brought (clicks, sign-ups, bookings), its expiry, and Archive. */
export function DealLinkList({ links, busy }: { links: DealLink[]; busy: boolean }) {
  const { t, i18n } = useDealLinksTranslation();
  const id = useId();
  const archive = useArchiveDealLink();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const formats = useMemo<Formats>(
    () => ({
      count: new Intl.NumberFormat(locale),
      percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const agents = new Set(links.map((l) => l.agent.id)).size > 1;

  return (
    <section className="tf-deal-links__list" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('list.heading')}</h2>
      {archive.isError && (
        <p className="tf-form__alert" role="alert">
          {t('list.archiveFailed')}
        </p>
      )}
      {links.length === 0 ? (
        <p className="tf-deal-links__empty">{t('list.empty')}</p>
      ) : (
        <table className="tf-deal-links__table" aria-busy={busy || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('list.columns.link')}</th>
              {agents && <th scope="col">{t('list.columns.agent')}</th>}
              <th scope="col">{t('list.columns.clicks')}</th>
              <th scope="col">{t('list.columns.signups')}</th>
              <th scope="col">{t('list.columns.bookings')}</th>
              <th scope="col">{t('list.columns.expires')}</th>
              <th scope="col">
                <span className="tf-sr-only">{t('list.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <Row
                key={link.id}
                link={link}
                t={t}
                formats={formats}
                showAgent={agents}
                archiving={archive.isPending}
                onArchive={() => archive.mutate(link.id)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Row({
  link,
  t,
  formats,
  showAgent,
  archiving,
  onArchive,
}: {
  link: DealLink;
  t: DealLinksT;
  formats: Formats;
  showAgent: boolean;
  archiving: boolean;
  onArchive: () => void;
}) {
  const { t: tApp } = useTranslation();
  const status = link.archived ? t('list.archived') : link.expired ? t('list.expired') : null;
  return (
    <tr className={status ? 'tf-deal-links__row--dead' : undefined}>
      <td data-label={t('list.columns.link')}>
        <strong className="tf-deal-links__title">{link.title}</strong>
        <span className="tf-deal-links__meta">
          {tApp(`services.${PRODUCT_SERVICE[link.product]}`)}
          {link.agentMarkupBasisPoints > 0 && ` · ${t('list.markup', { percent: formats.percent.format(link.agentMarkupBasisPoints / 10_000) })}`}
        </span>
        <span className="tf-deal-links__link">
          <bdi dir="ltr" className="tf-deal-links__url">
            {link.url}
          </bdi>
          {!status && <CopyButton url={link.url} title={link.title} />}
        </span>
      </td>
      {showAgent && <td data-label={t('list.columns.agent')}>{link.agent.name}</td>}
      <td data-label={t('list.columns.clicks')}>{formats.count.format(link.clicks)}</td>
      <td data-label={t('list.columns.signups')}>{formats.count.format(link.signups)}</td>
      <td data-label={t('list.columns.bookings')}>{formats.count.format(link.bookings)}</td>
      <td data-label={t('list.columns.expires')}>
        {status ??
          (link.expiresAt ? (
            <time dateTime={dealLinkLastDay(link.expiresAt)}>{formats.day.format(new Date(`${dealLinkLastDay(link.expiresAt)}T00:00:00Z`))}</time>
          ) : (
            t('list.never')
          ))}
      </td>
      <td>
        {!link.archived && (
          <button
            type="button"
            className="tf-button tf-button--outline"
            disabled={archiving}
            aria-label={t('list.archiveLabel', { title: link.title })}
            onClick={onArchive}
          >
            {t('list.archive')}
          </button>
        )}
      </td>
    </tr>
  );
}
