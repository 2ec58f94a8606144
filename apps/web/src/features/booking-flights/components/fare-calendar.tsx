import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useMoney } from '../../booking/index.ts';
import { useFareCalendar } from '../api/get-fare-calendar.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';

/**
 * The same trip three days earlier to three days later, each day's lowest total; choosing a day
 * searches it. Quiet when the calendar cannot be had (the results do not depend on it).
 */
export function FareCalendar({ trip, onShift }: { trip: string; onShift: (days: number) => void }) {
  const dates = useDisplayDate();
  const { t } = useFlightsTranslation();
  const money = useMoney();
  const calendar = useFareCalendar(trip);
  if (calendar.isError) return null;
  const days = calendar.data?.days ?? [];
  const lowest = Math.min(...days.flatMap((d) => (d.lowest ? [d.lowest.amount] : [])));
  return (
    <nav className="tf-flight-calendar" aria-label={t('calendar.label')} aria-busy={calendar.isPending}>
      <ol>
        {calendar.isPending
          ? Array.from({ length: 7 }, (_, i) => (
              <li key={i}>
                {/* A day's two lines, empty: as tall as the day that replaces it, so the results below do not move. */}
                <span className="tf-flight-calendar__day tf-results-shimmer">
                  <span className="tf-flight-calendar__date">&nbsp;</span>
                  <span className="tf-flight-calendar__price">&nbsp;</span>
                </span>
              </li>
            ))
          : days.map((d) => (
              <li key={d.shift}>
                <button
                  type="button"
                  className={`tf-flight-calendar__day${d.shift === 0 ? ' tf-flight-calendar__day--current' : ''}${d.lowest?.amount === lowest ? ' tf-flight-calendar__day--lowest' : ''}`}
                  aria-current={d.shift === 0 ? 'date' : undefined}
                  disabled={d.shift === 0 || d.lowest === null}
                  onClick={() => onShift(d.shift)}
                >
                  <span className="tf-flight-calendar__date">{dates.date(d.departureDate)}</span>
                  <span className="tf-flight-calendar__price">{d.lowest ? money(d.lowest) : t('calendar.none')}</span>
                </button>
              </li>
            ))}
      </ol>
    </nav>
  );
}
