import { PRODUCTS, type Product } from '@tripfront/domain/booking/products';
import type { Ref } from 'react';
import { useMarkupTranslation } from '../hooks/use-markup-translation.ts';

/** A product picker of the markup settings (a rule's product, the preview's), in the agency's words. */
export function ProductSelect({
  id,
  label,
  value,
  onChange,
  ref,
}: {
  id: string;
  label: string;
  value: Product;
  onChange: (product: Product) => void;
  ref?: Ref<HTMLSelectElement>;
}) {
  const { t } = useMarkupTranslation();
  return (
    <div className="tf-form__field">
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} value={value} onChange={(e) => onChange(e.target.value as Product)}>
        {PRODUCTS.map((p) => (
          <option key={p} value={p}>
            {t(`products.${p}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
