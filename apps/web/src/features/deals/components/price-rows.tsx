import type { PriceRows as Rows } from '@tripfront/domain/deals/deal-display';
import type { PriceNote } from '../deal-cards.ts';
import { useDealsTranslation, type DealsT } from '../hooks/use-deals-translation.ts';
import { usePriceFormat } from '../hooks/use-price-format.ts';

function noteText(t: DealsT, note: PriceNote): string {
  switch (note.kind) {
    case 'stay':
      return `${t('card.nights', { count: note.nights })} · ${t('card.adults', { count: note.adults })}`;
    case 'rental':
      return t('card.days', { count: note.days });
    case 'perAdult':
      return t('card.perAdult');
  }
}

/**
 * The price block of a card, rows as priceRowsFor decides (spec §5, §6): Retail Price struck
 * through, Wholesale Rate and Agency Markup, the traveller price, then Saved or
 * 'Log In to save up to'.
 */
export function PriceRows({ rows, note }: { rows: Rows; note: PriceNote }) {
  const { t } = useDealsTranslation();
  const format = usePriceFormat();
  const money = (amount: number) => format(amount, rows.currency);

  return (
    <div className="tf-deal-price">
      {rows.showPrices && rows.total !== null && (
        <dl className="tf-deal-price__rows">
          {rows.retail !== null && (
            <div className="tf-deal-price__row" data-row="retail">
              <dt>{t('price.retail')}</dt>
              <dd>
                <s>{money(rows.retail)}</s>
              </dd>
            </div>
          )}
          {rows.wholesale !== null && (
            <div className="tf-deal-price__row" data-row="wholesale">
              <dt>{t('price.wholesale')}</dt>
              <dd>{money(rows.wholesale)}</dd>
            </div>
          )}
          {rows.markup !== null && (
            <div className="tf-deal-price__row" data-row="markup">
              <dt>{t('price.markup')}</dt>
              <dd>{money(rows.markup)}</dd>
            </div>
          )}
          <div className="tf-deal-price__row tf-deal-price__row--total" data-row="total">
            <dt>{t('price.total')}</dt>
            <dd>
              <span className="tf-deal-price__total">{money(rows.total)}</span>
              <span className="tf-deal-price__note">{noteText(t, note)}</span>
            </dd>
          </div>
        </dl>
      )}
      {rows.saved && (
        <p className="tf-deal-price__saved" data-row="saved">
          {rows.saved.text === 'saved' ? t('price.saved', { amount: money(rows.saved.amount) }) : t('price.logInToSave', { amount: money(rows.saved.amount) })}
        </p>
      )}
    </div>
  );
}
