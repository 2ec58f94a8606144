import type { PassengerPrice } from '@tripfront/domain/booking/flight-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { useMoney } from '../../booking/index.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';

/** Per passenger type: count, fare, taxes and fees (markup for agents when the API sends it), and the total. */
export function PriceByPassenger({ rows, total }: { rows: readonly PassengerPrice[]; total: BookingMoney }) {
  const { t } = useFlightsTranslation();
  const money = useMoney();
  const markup = rows.some((r) => r.markup);
  return (
    <table className="tf-flight-prices">
      <caption className="tf-sr-only">{t('details.priceTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('details.passengerType')}</th>
          <th scope="col">{t('details.base')}</th>
          <th scope="col">{t('details.taxes')}</th>
          {markup && <th scope="col">{t('details.markup')}</th>}
          <th scope="col">{t('details.subtotal')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.type}>
            <th scope="row">{t(`passengers.count.${r.type}`, { count: r.count })}</th>
            <td>{money(r.base)}</td>
            <td>{money(r.taxesAndFees)}</td>
            {markup && <td>{r.markup ? money(r.markup) : '—'}</td>}
            <td>{money({ amount: r.total.amount * r.count, currency: r.total.currency })}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={markup ? 4 : 3}>
            {t('details.total')}
          </th>
          <td className="tf-flight-prices__total">{money(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
