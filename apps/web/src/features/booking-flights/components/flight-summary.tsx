import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useListFormat } from '../../../lib/use-list-format.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import type { FlightShown } from '../held-flight.ts';
import { FareFacts, SliceView } from './itinerary.tsx';

/**
 * Airline, fare, each slice, bags and conditions, the party and the ticketing time limit. `terms`,
 * the hold's or booking's cancellation policy, gives the refund line its words: the server's
 * sentence as given (decision 0097), in place of the fare's own refundable condition.
 */
export function FlightSummary({ flight, terms }: { flight: FlightShown; terms: { refundable: boolean; description: string } }) {
  const { t } = useFlightsTranslation();
  const dates = useDisplayDate();
  const when = (iso: string) => dates.dateTime(iso);
  const list = useListFormat();
  const p = flight.passengers;
  return (
    <div className="tf-flight-summary">
      <h2>
        {flight.owner.name} · {flight.fareBrand}
      </h2>
      <p className="tf-flight-muted">{t(`cabins.${flight.cabin}`)}</p>
      {flight.recordLocator && <p className="tf-flight-locator">{t('summary.recordLocator', { locator: flight.recordLocator })}</p>}
      {flight.slices.map((slice, i) => (
        <SliceView key={i} slice={slice} />
      ))}
      <FareFacts baggage={flight.baggage} conditions={flight.conditions} terms={terms} />
      {p && (
        <p>
          {list.units(
            [
              t('passengers.count.adult', { count: p.adults }),
              p.children > 0 ? t('passengers.count.child', { count: p.children }) : '',
              p.infants > 0 ? t('passengers.count.infant', { count: p.infants }) : '',
            ].filter(Boolean),
          )}
        </p>
      )}
      {flight.ticketingDeadline && !flight.recordLocator && (
        <p className="tf-flight-deadline" role="note">
          {t('summary.ticketingDeadline', { time: when(flight.ticketingDeadline) })}
        </p>
      )}
    </div>
  );
}
