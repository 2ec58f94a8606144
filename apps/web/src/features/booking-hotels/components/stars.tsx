import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';

/** Star rating: drawn stars, read as "4 stars". */
export function Stars({ count }: { count: number }) {
  const { t } = useHotelsTranslation();
  // 0: the supplier gives the property no rating; nothing is drawn.
  if (count < 1) return null;
  return (
    <span className="tf-hotels-stars" role="img" aria-label={t('common.stars', { count })}>
      {'★'.repeat(count)}
    </span>
  );
}
