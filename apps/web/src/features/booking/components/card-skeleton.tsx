/**
 * A result card while the results load: the product's card classes, an optional picture and shimmering
 * text lines ('short' ones are narrower). Styles: .tf-results-shimmer and .tf-results-line (results.css).
 */
export function CardSkeleton({
  card,
  image,
  body,
  line = '',
  lines = ['', '', 'short'],
}: {
  /** The card's classes ('tf-hotel-card tf-hotel-card--skeleton'). */
  card: string;
  /** The picture's class, when the card has one. */
  image?: string;
  /** The body's class. */
  body: string;
  /** The product's own class for every line (its spacing). */
  line?: string;
  lines?: readonly ('' | 'short')[];
}) {
  const lineClass = ['tf-results-shimmer tf-results-line', line].filter(Boolean).join(' ');
  return (
    <div className={card} aria-hidden="true">
      {image && <div className={`${image} tf-results-shimmer`} />}
      <div className={body}>
        {lines.map((kind, i) => (
          <div key={i} className={kind === 'short' ? `${lineClass} tf-results-line--short` : lineClass} />
        ))}
      </div>
    </div>
  );
}
