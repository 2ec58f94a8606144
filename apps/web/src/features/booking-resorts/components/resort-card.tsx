import type { ResortAvailabilityItem } from '@tripfront/domain/booking/resort-api';
import { Link } from 'react-router';
import { useMoney, CardSkeleton } from '../../booking/index.ts';
import { useResortsTranslation } from '../hooks/use-resorts-translation.ts';

/** The cheapest room the party can hold (what "from … per night" shows). */
export const cheapestRoom = (r: ResortAvailabilityItem) =>
  r.rooms
    .filter((x) => x.offerId)
    .reduce<ResortAvailabilityItem['rooms'][number] | null>((m, x) => (m === null || x.price.total.amount < m.price.total.amount ? x : m), null);

/** One resort of the results: picture, stars, area, themes, the lowest nightly price, and its rooms. */
export function ResortCard({ resort, href }: { resort: ResortAvailabilityItem; href: string }) {
  const { t } = useResortsTranslation();
  const money = useMoney();
  const from = cheapestRoom(resort);
  return (
    <article className="tf-card tf-resort-card" aria-labelledby={`resort-${resort.resortId}`}>
      <img className="tf-resort-card__image" src={resort.imageUrl} alt="" width={400} height={250} loading="lazy" />
      <div className="tf-resort-card__body">
        <h2 id={`resort-${resort.resortId}`} className="tf-resort-card__name">
          {resort.name}
        </h2>
        <p className="tf-resort-muted">
          <span aria-label={t('common.stars', { count: resort.stars })}>{'★'.repeat(resort.stars)}</span> · {resort.subregionName}
        </p>
        <ul className="tf-resort-themes" aria-label={t('details.themes')}>
          {resort.themes.map((theme) => (
            <li key={theme}>{t(`theme.${theme}`)}</li>
          ))}
        </ul>
      </div>
      <div className="tf-resort-card__price">
        {from && (
          <>
            <p className="tf-resort-card__from">{t('results.from', { price: money(from.price.perNight) })}</p>
            <p className="tf-resort-muted">{t('results.total', { price: money(from.price.total) })}</p>
          </>
        )}
        <Link className="tf-button tf-button--primary" to={href} aria-describedby={`resort-${resort.resortId}`}>
          {t('results.viewRooms')}
        </Link>
      </div>
    </article>
  );
}

export const ResortCardSkeleton = () => <CardSkeleton card="tf-card tf-resort-card" image="tf-resort-card__image" body="tf-resort-card__body" />;
