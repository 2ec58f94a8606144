import type { PriceBreakdown as Price } from '@tripfront/domain/booking/hotel-api';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { useMoney } from '../hooks/use-money.ts';

/** Base, taxes and fees, total; markup and wholesale only when the API sends them (agents, spec §5/§6). */
export function PriceBreakdown({ price }: { price: Price }) {
  const { t } = useHotelsTranslation();
  const money = useMoney();
  return (
    <dl className="tf-hotels-breakdown">
      {price.wholesale && (
        <div>
          <dt>{t('price.wholesale')}</dt>
          <dd>{money(price.wholesale)}</dd>
        </div>
      )}
      {price.markup && (
        <div>
          <dt>{t('price.markup')}</dt>
          <dd>{money(price.markup)}</dd>
        </div>
      )}
      <div>
        <dt>{t('price.base')}</dt>
        <dd>{money(price.base)}</dd>
      </div>
      <div>
        <dt>{t('price.taxes')}</dt>
        <dd>{money(price.taxesAndFees)}</dd>
      </div>
      <div className="tf-hotels-breakdown__total">
        <dt>{t('price.total')}</dt>
        <dd>{money(price.total)}</dd>
      </div>
    </dl>
  );
}
