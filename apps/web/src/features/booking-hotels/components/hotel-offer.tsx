import type { HotelDetails } from '@tripfront/domain/booking/hotel-api';
import { lowestBookableRate } from '@tripfront/domain/booking/hotel-offer';
import { DetailsOffer, useMoney } from '../../booking/index.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { DueAtProperty } from './due-at-property.tsx';

/** The price the hotel starts from for this stay, and Reserve, which leads to the rooms and rates. */
export function HotelOffer({ hotel, roomsId, placement }: { hotel: HotelDetails; roomsId: string; placement: 'head' | 'bar' }) {
  const { t } = useHotelsTranslation();
  const money = useMoney();
  const lowest = lowestBookableRate(hotel.rooms);
  if (!lowest) return null;
  return (
    <DetailsOffer
      lead={t('details.from')}
      price={money(lowest.rate.price.total)}
      note={t('results.priceFor', { nights: t('common.nights', { count: hotel.stay.nights }), rooms: t('common.rooms', { count: hotel.stay.rooms }) })}
      extra={<DueAtProperty due={lowest.rate.dueAtProperty} className="tf-details-offer__note" inline />}
      action={t('details.reserve')}
      targetId={roomsId}
      placement={placement}
    />
  );
}
