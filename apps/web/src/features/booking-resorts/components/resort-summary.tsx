import type { HeldResort } from '@tripfront/domain/booking/resort-api';
import { LTR_SLOT, LtrSlot } from '../../../components/ui/ltr.tsx';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useResortsTranslation } from '../hooks/use-resorts-translation.ts';

/**
 * What is held or booked: the resort, room, dates, nights, guests, the resort's own reference and
 * `terms`, the server's words for the hold's or booking's cancellation terms (decision 0097), as given.
 */
export function ResortSummary({ resort, terms }: { resort: HeldResort; terms: string }) {
  const dates = useDisplayDate();
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
      <p>{t('checkout.dates', { checkIn: dates.date(resort.checkIn), checkOut: dates.date(resort.checkOut) })}</p>
      <p className="tf-resort-muted">
        <LtrSlot text={t('checkout.reference', { reference: LTR_SLOT })} value={resort.referenceNumber} />
      </p>
      <p>
        <strong>{t('checkout.cancellation')}</strong>: {terms}
      </p>
    </div>
  );
}
