import type { DueAtProperty as Due } from '@tripfront/domain/booking/price';
import { LTR_SLOT, LtrSlot } from '../../../components/ui/ltr.tsx';
import { useMoney } from '../../booking/index.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';

/**
 * "+ €24 taxes and fees due at the property", under a hotel price when the supplier says some are
 * paid to the property itself: in the property's own currency, apart from the total paid now (which
 * never includes it). Nothing when none is due.
 */
export function DueAtProperty({
  due,
  className,
  inline = false,
}: {
  due: Due | undefined;
  className: string;
  /** A span, inside a paragraph. */ inline?: boolean;
}) {
  const { t } = useHotelsTranslation();
  const money = useMoney();
  if (!due) return null;
  const Line = inline ? 'span' : 'p';
  return (
    <Line className={className}>
      <LtrSlot text={t('common.dueAtProperty', { amount: LTR_SLOT })} value={money(due)} />
    </Line>
  );
}
