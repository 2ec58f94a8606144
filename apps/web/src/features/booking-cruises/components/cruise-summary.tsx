import type { CruiseGuest, HeldCruise } from '@tripfront/domain/booking/cruise-api';
import { cruisePolicyPath } from '@tripfront/domain/booking/cruise-policies';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { Link } from 'react-router';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';

/**
 * The held or booked cabin: sailing, ship, dates, cabin and party, the refunds still open under the
 * line's policy (`terms`: the server's words, decision 0097, shown as given) and a link to the policy.
 */
export function CruiseSummary({ cruise: c, guestNames, terms }: { cruise: HeldCruise; guestNames?: CruiseGuest[]; terms: string }) {
  const dates = useDisplayDate();
  const { t } = useCruiseTranslation();
  const count = c.guests.adult + c.guests.child + c.guests.infant;
  return (
    <div className="tf-cruise-summary">
      <img className="tf-cruise-summary__image" src={c.imageUrl} alt="" />
      <h2 dir="auto">{c.title}</h2>
      <p className="tf-cruise-muted">
        {c.line.name} · {c.ship}
      </p>
      <p>
        {t('summary.dates', { from: dates.date(c.departDate), to: dates.date(c.returnDate) })} · {t('common.nights', { count: c.nights })}
      </p>
      <p>{c.departurePort}</p>
      <p>
        <strong>{t('summary.cabin', { cabin: t(`cabins.${c.category}`), guests: t('common.guests', { count }) })}</strong>
      </p>
      {guestNames && guestNames.length > 0 && (
        <section aria-labelledby="cruise-guests">
          <h3 id="cruise-guests">{t('summary.guests')}</h3>
          <ul>
            {guestNames.map((g, i) => (
              <li key={i}>
                {g.firstName} {g.lastName} · {t(`guestTypes.${g.type}`)} · {g.age}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="cruise-refunds">
        <h3 id="cruise-refunds">{t('summary.refunds')}</h3>
        <p className="tf-cruise-refunds">{terms}</p>
        <Link to={cruisePolicyPath(c.line.cancellationPolicy)}>{t('summary.policyLink')}</Link>
      </section>
    </div>
  );
}
