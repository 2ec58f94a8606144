import type { ActivityDetails } from '@tripfront/domain/booking/activity-api';
import { useListFormat } from '../../../lib/use-list-format.ts';
import { PlaceMap } from '../../map/index.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';

/** The tour's own words: picture, title, rating, description, itinerary, inclusions, meeting point and languages. */
export function ActivityFacts({ activity: a, locale }: { activity: ActivityDetails; locale: string }) {
  const { t } = useActivitiesTranslation();
  const list = useListFormat();
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <article className="tf-activity-facts" aria-labelledby="activity-title">
      <img className="tf-activity-facts__image" src={a.imageUrl} alt="" width={400} height={250} />
      <p className="tf-activity-muted">
        {t(`category.${a.category}`)} · {a.duration} · {a.city}
      </p>
      <h1 id="activity-title">{a.title}</h1>
      <p>
        <span className="tf-activity-rating">{t('rating', { rating: a.rating.toFixed(1), count: a.reviewCount })}</span>
        {/* The server's words for the terms (decision 0097). */}
        <span className={a.cancellationHours !== null ? 'tf-activity-free' : 'tf-activity-muted'}> · {a.cancellationTerms}</span>
      </p>
      <p>{a.description}</p>
      <section aria-labelledby="activity-itinerary">
        <h2 id="activity-itinerary">{t('details.itinerary')}</h2>
        <ol className="tf-activity-itinerary">
          {a.itinerary.map((step, i) => (
            <li key={i}>
              {step.title}
              {step.minutes > 0 && <span className="tf-activity-muted"> · {t('details.minutes', { count: step.minutes })}</span>}
            </li>
          ))}
        </ol>
      </section>
      <div className="tf-activity-lists">
        <section aria-labelledby="activity-included">
          <h2 id="activity-included">{t('details.included')}</h2>
          <ul className="tf-activity-included">
            {a.inclusions.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="activity-excluded">
          <h2 id="activity-excluded">{t('details.excluded')}</h2>
          <ul className="tf-activity-excluded">
            {a.exclusions.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="activity-meeting">
        <h2 id="activity-meeting">{t('details.meetingPoint')}</h2>
        <p>
          {a.meetingPoint.name}
          <br />
          {a.meetingPoint.address}
        </p>
        <PlaceMap place={{ id: a.productCode, name: a.meetingPoint.name, latitude: a.meetingPoint.latitude, longitude: a.meetingPoint.longitude }} />
      </section>
      <section aria-labelledby="activity-languages">
        <h2 id="activity-languages">{t('details.languages')}</h2>
        <p>{list.and(a.languages.map(languageName))}</p>
      </section>
    </article>
  );
}
