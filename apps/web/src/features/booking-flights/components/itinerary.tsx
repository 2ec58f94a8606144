import type { FareConditions, FlightSlice } from '@tripfront/domain/booking/flight-api';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { directionOf } from '../../language/index.ts';
import { calendarDaysBetween, routeArrow } from '../flight-format.ts';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useListFormat } from '../../../lib/use-list-format.ts';
import { useMoney } from '../../booking/index.ts';
import { useFlightsTranslation, type FlightsT } from '../hooks/use-flights-translation.ts';

const clock = (localDateTime: string) => localDateTime.slice(11, 16);

/** '7 h 05 min' in the interface language. */
export function duration(t: FlightsT, minutes: number): string {
  return t('common.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/** One slice in a line: times, airports, duration, stops; the segments and layovers below when `full`. */
export function SliceView({ slice, full = false }: { slice: FlightSlice; full?: boolean }) {
  const dates = useDisplayDate();
  const { t } = useFlightsTranslation();
  const list = useListFormat();
  const direction = directionOf(dates.language);
  const stops = slice.segments.length - 1;
  const dayShift = calendarDaysBetween(slice.departAt, slice.arriveAt);
  const carriers = list.units([...new Map(slice.segments.map((s) => [s.marketingCarrier.iata, s.marketingCarrier.name])).values()]);
  const operatedBy = [...new Set(slice.segments.filter((s) => s.operatingCarrier.iata !== s.marketingCarrier.iata).map((s) => s.operatingCarrier.name))];
  return (
    <div className="tf-flight-slice">
      <div className="tf-flight-slice__line">
        <p className="tf-flight-slice__end">
          <span className="tf-flight-slice__time">{clock(slice.departAt)}</span>
          <span className="tf-flight-slice__code">{slice.origin.iata}</span>
        </p>
        <div className="tf-flight-slice__middle">
          <span>{duration(t, slice.durationMinutes)}</span>
          <span className="tf-flight-slice__rule" aria-hidden="true" />
          <span className={stops === 0 ? 'tf-flight-badge' : undefined}>
            {stops === 0 ? t('common.nonStop') : t('common.stops', { count: stops, airports: list.units(slice.layovers.map((l) => l.airport.iata)) })}
          </span>
        </div>
        <p className="tf-flight-slice__end">
          {/* The time and its "+1" read left to right as one ("10:30+1"), in Arabic too. */}
          <Ltr className="tf-flight-slice__time">
            {clock(slice.arriveAt)}
            {dayShift > 0 && (
              <sup className="tf-flight-slice__plus" title={t('common.arrivesLater', { count: dayShift })}>
                +{dayShift}
              </sup>
            )}
          </Ltr>
          <span className="tf-flight-slice__code">{slice.destination.iata}</span>
        </p>
      </div>
      <p className="tf-flight-muted">
        {dates.date(slice.departAt.slice(0, 10))} · {carriers}
        {operatedBy.length > 0 && ` · ${t('common.operatedBy', { carrier: list.and(operatedBy) })}`}
      </p>
      {full && (
        <ol className="tf-flight-segments">
          {slice.segments.map((s, i) => (
            <li key={`${s.flightNumber}-${s.departAt}`}>
              {/* Each end isolated, the arrow pointing the way the line reads (← in Arabic). */}
              <p>
                <strong>
                  <bdi>
                    {clock(s.departAt)} {s.origin.name} ({s.origin.iata})
                  </bdi>
                </strong>{' '}
                {routeArrow(direction)}{' '}
                <bdi>
                  {clock(s.arriveAt)} {s.destination.name} ({s.destination.iata})
                </bdi>
              </p>
              <p className="tf-flight-muted">
                {s.marketingCarrier.name} {s.flightNumber}
                {s.aircraft && ` · ${s.aircraft}`} · {duration(t, s.durationMinutes)}
                {s.operatingCarrier.iata !== s.marketingCarrier.iata && ` · ${t('common.operatedBy', { carrier: s.operatingCarrier.name })}`}
              </p>
              {slice.layovers[i] && (
                <p className="tf-flight-layover">
                  {t('common.layover', {
                    duration: duration(t, slice.layovers[i].minutes),
                    airport: `${slice.layovers[i].airport.city} (${slice.layovers[i].airport.iata})`,
                  })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * The fare's bags and conditions. With `terms` (an offer's `cancellationPolicy`), the refund line is
 * the server's sentence as given (decision 0097), the words its hold and booking use; without, the
 * fare's refundable condition.
 */
export function FareFacts({
  baggage,
  conditions,
  terms,
}: {
  baggage: { carryOn: number; checked: number };
  conditions: FareConditions;
  terms?: { refundable: boolean; description: string };
}) {
  const { t } = useFlightsTranslation();
  const money = useMoney();
  const fareRefund = () => {
    if (!conditions.refundable) return t('fare.notRefundable');
    return conditions.refundFee ? t('fare.refundableFee', { price: money(conditions.refundFee) }) : t('fare.refundable');
  };
  return (
    <ul className="tf-flight-facts">
      <li>{t('fare.carryOn', { count: baggage.carryOn })}</li>
      <li className={baggage.checked > 0 ? undefined : 'tf-flight-muted'}>
        {baggage.checked > 0 ? t('fare.checked', { count: baggage.checked }) : t('fare.noChecked')}
      </li>
      <li className={conditions.changeable ? undefined : 'tf-flight-muted'}>
        {conditions.changeable
          ? conditions.changeFee
            ? t('fare.changeableFee', { price: money(conditions.changeFee) })
            : t('fare.changeableFree')
          : t('fare.notChangeable')}
      </li>
      <li className={(terms ?? conditions).refundable ? 'tf-flight-badge' : 'tf-flight-muted'}>{terms ? terms.description : fareRefund()}</li>
    </ul>
  );
}
