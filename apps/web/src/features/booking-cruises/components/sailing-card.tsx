import type { SailingSummary } from '@tripfront/domain/booking/cruise-api';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { Link } from 'react-router';
import { useMoney, CardSkeleton } from '../../booking/index.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';

/** One sailing in the results: its picture, line and ship, dates and ports, and the party's price in the cheapest cabin left. */
export function SailingCard({ sailing: s, href, guests }: { sailing: SailingSummary; href: string; guests: number }) {
  const dates = useDisplayDate();
  const { t } = useCruiseTranslation();
  const money = useMoney();
  const titleId = `sailing-${s.sailingId}`;
  return (
    <article className="tf-cruise-card" aria-labelledby={titleId}>
      <img className="tf-cruise-card__image" src={s.imageUrl} alt="" loading="lazy" />
      <div className="tf-cruise-card__body">
        <p className="tf-cruise-muted">
          {s.line.name} · {s.ship}
        </p>
        <h2 className="tf-cruise-card__title" id={titleId} dir="auto">
          {s.title}
        </h2>
        <p>
          {t('results.departs', { date: dates.date(s.departDate), port: s.departurePort })} · {t('common.nights', { count: s.nights })}
        </p>
        {s.ports.length > 0 && (
          <p className="tf-cruise-muted tf-cruise-card__ports" dir="auto">
            {t('results.calls', { ports: s.ports.join(' · ') })}
          </p>
        )}
      </div>
      <div className="tf-cruise-card__price">
        {s.price && s.fromCategory ? (
          <>
            <p className="tf-cruise-card__amount">{t('results.from', { price: money(s.price.total) })}</p>
            <p className="tf-cruise-muted">{t('results.forParty', { guests: t('common.guests', { count: guests }), cabin: t(`cabins.${s.fromCategory}`) })}</p>
            {s.price.markup && <p className="tf-cruise-muted">{t('details.markup', { price: money(s.price.markup) })}</p>}
          </>
        ) : (
          <p className="tf-cruise-scarce">{t('results.soldOut')}</p>
        )}
        <Link className="tf-button tf-button--primary" to={href} aria-label={`${t('results.view')}: ${s.title}, ${s.line.name}`}>
          {t('results.view')}
        </Link>
      </div>
    </article>
  );
}

export const SailingCardSkeleton = () => (
  <CardSkeleton card="tf-cruise-card tf-cruise-card--skeleton" image="tf-cruise-card__image" body="tf-cruise-card__body" />
);
