import type { HeldResort } from '@tripfront/domain/booking/resort-api';
import { formatDisplayDate } from '@tripfront/domain/dates';
import { useResortsTranslation } from '../hooks/use-resorts-translation.ts';

/**
 * What is held or booked: the resort, room, dates, nights, guests, the resort's own reference and
 * `terms`, the server's words for the hold's or booking's cancellation terms (decision 0097), as given.
 */
export function ResortSummary({ resort, terms }: { resort: HeldResort; terms: string }) {
  const { t } = useResortsTranslation();
  return (
    <div className="tf-resort-summary">
      <img src={resort.imageUrl} alt="" width={400} height={250} />
      <h2>{resort.name}</h2>
      <p className="tf-resort-muted">{resort.subregionName}</p>
      <p>
        {t('checkout.summary', {
          room: resort.roomName,
          nights: t('common.nights', { count: resort.nights }),
          guests: t('common.guests', { count: resort.adults + resort.children }),
        })}
      </p>
      <p>{t('checkout.dates', { checkIn: formatDisplayDate(resort.checkIn), checkOut: formatDisplayDate(resort.checkOut) })}</p>
      <p className="tf-resort-muted">{t('checkout.reference', { reference: resort.referenceNumber })}</p>
      <p>
        <strong>{t('checkout.cancellation')}</strong>: {terms}
      </p>
    </div>
  );
}
