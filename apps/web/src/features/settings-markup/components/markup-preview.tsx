import type { Product } from '@tripfront/domain/booking/products';
import { formatPrice, toMajor } from '@tripfront/domain/money';
import type { MarkupSettings } from '@tripfront/domain/settings';
import { useId, useState } from 'react';
import type { Options } from '../hooks/use-place-names.tsx';
import { useMarkupTranslation } from '../hooks/use-markup-translation.ts';
import { minorOf } from '../model/markup-draft.ts';
import { previewMarkup } from '../model/preview.ts';
import { ProductSelect } from './product-select.tsx';

interface MarkupPreviewProps {
  /** The settings as typed so far, or null while a field is mistyped. */
  settings: MarkupSettings | null;
  countryOptions: Options;
  currencyOptions: Options;
  countryName: (code: string) => string;
  initialCurrency: string;
  /** USD-based rates, or null when they could not be loaded. */
  rates: Readonly<Record<string, number>> | null;
  locale: string;
  forceEnglish: boolean;
}

/** The default rule's percentage as shown (a fixed-amount rule shows 0 %). */
const percentOf = (rule: NonNullable<ReturnType<typeof previewMarkup>>['rule']) => (rule.kind === 'percent' ? rule.basisPoints / 100 : 0);

/**
 * Wholesale, markup and retail of a sample price for a chosen product, country and currency, worked
 * out as the storefront will once the settings are saved (the domain's own rule, previewMarkup).
 */
export function MarkupPreview({ settings, countryOptions, currencyOptions, countryName, initialCurrency, rates, locale, forceEnglish }: MarkupPreviewProps) {
  const { t } = useMarkupTranslation();
  const id = useId();
  const [product, setProduct] = useState<Product>('hotel');
  const [country, setCountry] = useState('');
  const [currency, setCurrency] = useState(initialCurrency);
  const [sample, setSample] = useState('100');

  const sampleMinor = minorOf(sample, currency);
  const preview = settings && sampleMinor !== null ? previewMarkup(settings, { product, country: country || null }, sampleMinor, currency, rates ?? {}) : null;
  const percentFormat = new Intl.NumberFormat(forceEnglish ? 'en' : locale, { maximumFractionDigits: 2 });
  const money = (minor: number) => formatPrice(toMajor(minor, currency), currency, { locale, forceEnglish });

  const rulePlace = preview?.rule.country ? countryName(preview.rule.country) : t('rules.everywhere');

  let message: string | null = null;
  if (!settings) message = t('preview.invalid');
  else if (sampleMinor === null) message = t('preview.sampleInvalid');
  else if (!preview) message = t('preview.noRates', { currency });

  return (
    <div className="tf-markup__preview">
      <div className="tf-markup__grid">
        <ProductSelect id={`${id}-product`} label={t('preview.product')} value={product} onChange={setProduct} />
        <div className="tf-form__field">
          <label htmlFor={`${id}-country`}>{t('preview.country')}</label>
          <select id={`${id}-country`} value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">{t('preview.anyCountry')}</option>
            {countryOptions}
          </select>
        </div>
        <div className="tf-form__field">
          <label htmlFor={`${id}-currency`}>{t('preview.currency')}</label>
          <select id={`${id}-currency`} value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {currencyOptions}
          </select>
        </div>
        <div className="tf-form__field">
          <label htmlFor={`${id}-sample`}>{t('preview.sample')}</label>
          <input
            id={`${id}-sample`}
            type="text"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={sample}
            aria-invalid={sampleMinor === null ? true : undefined}
            onChange={(e) => setSample(e.target.value)}
          />
        </div>
      </div>
      <div aria-live="polite" className="tf-markup__result">
        {preview ? (
          <>
            <dl className="tf-markup__rows">
              <div>
                <dt>{t('preview.wholesale')}</dt>
                <dd>{money(preview.wholesale)}</dd>
              </div>
              <div>
                <dt>{t('preview.markup')}</dt>
                <dd>{money(preview.markup)}</dd>
              </div>
              <div className="tf-markup__total">
                <dt>{t('preview.retail')}</dt>
                <dd>{money(preview.retail)}</dd>
              </div>
            </dl>
            <p className="tf-form__hint">
              {preview.byDefault
                ? t('preview.usesDefault', { percent: percentFormat.format(percentOf(preview.rule)) })
                : t('preview.usesRule', { product: t(`products.${preview.rule.product}`), place: rulePlace })}
            </p>
          </>
        ) : (
          <p className="tf-form__hint">{message}</p>
        )}
      </div>
    </div>
  );
}
