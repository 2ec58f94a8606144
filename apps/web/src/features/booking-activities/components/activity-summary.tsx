import { PARTICIPANT_TYPES, type HeldActivity } from '@tripfront/domain/booking/activity-api';
import { useTranslation } from 'react-i18next';
import { useListFormat } from '../../../lib/use-list-format.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';

/**
 * What is booked: the tour, its day and time, the meeting point, the party and `terms`, the
 * server's words for the hold's or booking's cancellation terms (decision 0097), shown as given.
 */
export function ActivitySummary({ activity: a, terms }: { activity: HeldActivity; terms: string }) {
  const { t } = useActivitiesTranslation();
  const { i18n } = useTranslation();
  const list = useListFormat();
  const day = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${a.date}T00:00:00Z`));
  const party = list.units(
    PARTICIPANT_TYPES.filter((type) => a.participants[type] > 0).map((type) => t(`partyCount.${type}`, { count: a.participants[type] })),
  );
  return (
    <section className="tf-activity-summary" aria-labelledby="activity-summary-title">
      <h2 id="activity-summary-title">{a.title}</h2>
      <dl>
        <div>
          <dt>{t('summary.when')}</dt>
          <dd>
            {day}, {a.time}
          </dd>
        </div>
        <div>
          <dt>{t('summary.duration')}</dt>
          <dd>{a.duration}</dd>
        </div>
        <div>
          <dt>{t('summary.meetingPoint')}</dt>
          <dd>
            {a.meetingPoint.name}, {a.meetingPoint.address}
          </dd>
        </div>
        <div>
          <dt>{t('summary.participants')}</dt>
          <dd>{party}</dd>
        </div>
        <div>
          <dt>{t('summary.cancellation')}</dt>
          <dd>{terms}</dd>
        </div>
      </dl>
    </section>
  );
}
