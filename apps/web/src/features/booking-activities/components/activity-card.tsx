import type { ActivitySummary } from '@tripfront/domain/booking/activity-api';
import { Link } from 'react-router';
import { AddToProposal, useMoney, CardSkeleton } from '../../booking/index.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';

/** One tour in the results: picture, title, category, duration, rating, cancellation terms and the adult price. */
export function ActivityCard({ activity: a, href }: { activity: ActivitySummary; href: string }) {
  const { t } = useActivitiesTranslation();
  const money = useMoney();
  const titleId = `activity-${a.productCode}`;
  return (
    <article className="tf-activity-card" aria-labelledby={titleId}>
      <img className="tf-activity-card__image" src={a.imageUrl} alt="" loading="lazy" width={400} height={250} />
      <div className="tf-activity-card__body">
        <p className="tf-activity-muted">
          {t(`category.${a.category}`)} · {a.duration}
        </p>
        <h2 className="tf-activity-card__title" id={titleId}>
          {a.title}
        </h2>
        <p>
          <span className="tf-activity-rating">{t('rating', { rating: a.rating.toFixed(1), count: a.reviewCount })}</span>
        </p>
        {/* The server's words, as the details page shows them before a slot is chosen (decision 0097). */}
        <p className={a.isFreeCancellation ? 'tf-activity-free' : 'tf-activity-muted'} dir="auto">
          {a.cancellationTerms}
        </p>
      </div>
      <div className="tf-activity-card__price">
        <p className="tf-activity-muted">{t('results.from')}</p>
        <p className="tf-activity-card__amount">{money(a.price.total)}</p>
        <p className="tf-activity-muted">{t('results.perAdult')}</p>
        <div className="tf-offer-actions">
          <Link className="tf-button tf-button--primary" to={href} aria-label={t('results.selectActivity', { title: a.title })}>
            {t('results.select')}
          </Link>
          {/* The earliest slot for one adult, the price shown (decision 0123); agents who make proposals only. */}
          {a.offerId && <AddToProposal product="activity" offerId={a.offerId} currency={a.price.total.currency} label={a.title} />}
        </div>
      </div>
    </article>
  );
}

export const ActivityCardSkeleton = () => (
  <CardSkeleton card="tf-activity-card tf-activity-card--skeleton" body="tf-activity-card__body" line="tf-activity-line" lines={['', '']} />
);
