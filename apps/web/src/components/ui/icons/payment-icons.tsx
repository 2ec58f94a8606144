export type PaymentBrand = 'discover' | 'visa' | 'amex' | 'mastercard' | 'bitcoin';

/**
 * Card-shaped 48×30 brand marks, shipped with the app (public/img/payments), so nothing loads from
 * elsewhere. Pictures rather than inline SVG: the footer is on every page, and its marks would
 * otherwise be start-up JavaScript; below the fold, they load lazily.
 */
export function PaymentIcon({ brand, label }: { brand: PaymentBrand; label: string }) {
  return <img className="tf-payment-icon" src={`/img/payments/${brand}.svg`} width={48} height={30} alt={label} loading="lazy" decoding="async" />;
}
