import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import type { FlightShown } from '../held-flight.ts';
import { FareFacts, SliceView } from './itinerary.tsx';

/**
 * Airline, fare, each slice, bags and conditions, the party, the ticketing time limit and `terms`,
 * the server's words for the hold's or booking's cancellation terms (decision 0097), as given.
 */
export function FlightSummary({ flight, terms }: { flight: FlightShown; terms: string }) {
  const { t, i18n } = useFlightsTranslation();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
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
      <FareFacts baggage={flight.baggage} conditions={flight.conditions} />
      <p className="tf-flight-terms">{terms}</p>
      {p && (
        <p>
          {[
            t('passengers.count.adult', { count: p.adults }),
            p.children > 0 && t('passengers.count.child', { count: p.children }),
            p.infants > 0 && t('passengers.count.infant', { count: p.infants }),
          ]
            .filter(Boolean)
            .join(', ')}
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
