import type { Ref } from 'react';
import type { Options } from '../hooks/use-place-names.tsx';
import { useMarkupTranslation } from '../hooks/use-markup-translation.ts';
import type { RuleDraft } from '../model/markup-draft.ts';
import { FieldError } from './field-error.tsx';
import { FixedAmounts } from './fixed-amounts.tsx';
import { ProductSelect } from './product-select.tsx';

interface RuleEditorProps {
  rule: RuleDraft;
  index: number;
  countryOptions: Options;
  currencyOptions: Options;
  countryName: (code: string) => string;
  preferredCurrency: string;
  errorOf: (path: string) => string | undefined;
  onChange: (rule: RuleDraft) => void;
  onRemove: () => void;
  /** The product select: the page focuses it when the rule is added. */
  productRef?: Ref<HTMLSelectElement>;
}

/** One rule: product, destination (or every country), and a percentage or fixed amounts. */
export function MarkupRuleEditor({
  rule,
  index,
  countryOptions,
  currencyOptions,
  countryName,
  preferredCurrency,
  errorOf,
  onChange,
  onRemove,
  productRef,
}: RuleEditorProps) {
  const { t } = useMarkupTranslation();
  const id = `markup-rule-${rule.key}`;
  const path = `rules.${index}`;
  const n = index + 1;
  const place = rule.country === '' ? t('rules.everywhere') : countryName(rule.country);
  const countryError = errorOf(`${path}.country`);
  const percentError = errorOf(`${path}.basisPoints`);
  const set = (change: Partial<RuleDraft>) => onChange({ ...rule, ...change });

  return (
    <li className="tf-markup__rule">
      <fieldset className="tf-markup__rule-fields">
        <legend>{t('rules.rule', { n, product: t(`products.${rule.product}`), place })}</legend>
        <div className="tf-markup__grid">
          <ProductSelect ref={productRef} id={`${id}-product`} label={t('rules.product')} value={rule.product} onChange={(product) => set({ product })} />
          <div className="tf-form__field">
            <label htmlFor={`${id}-country`}>{t('rules.country')}</label>
            <select
              id={`${id}-country`}
              value={rule.country}
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? `${id}-country-error` : undefined}
              onChange={(e) => set({ country: e.target.value })}
            >
              <option value="">{t('rules.everywhere')}</option>
              {countryOptions}
            </select>
            <FieldError id={`${id}-country-error`} message={countryError} />
          </div>
        </div>
        <fieldset className="tf-markup__kind">
          <legend>{t('rules.kind')}</legend>
          {(['percent', 'fixed'] as const).map((kind) => (
            <label key={kind} className="tf-form__check">
              <input type="radio" name={`${id}-kind`} value={kind} checked={rule.kind === kind} onChange={() => set({ kind })} />
              {t(`rules.${kind}`)}
            </label>
          ))}
        </fieldset>
        {rule.kind === 'percent' ? (
          <div className="tf-form__field tf-markup__percent">
            <label htmlFor={`${id}-percent`}>{t('rules.percentLabel')}</label>
            <input
              id={`${id}-percent`}
              type="text"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              value={rule.percent}
              aria-invalid={percentError ? true : undefined}
              aria-describedby={percentError ? `${id}-percent-error` : undefined}
              onChange={(e) => set({ percent: e.target.value })}
            />
            <FieldError id={`${id}-percent-error`} message={percentError} />
          </div>
        ) : (
          <FixedAmounts
            id={id}
            path={path}
            amounts={rule.amounts}
            currencyOptions={currencyOptions}
            preferredCurrency={preferredCurrency}
            errorOf={errorOf}
            onChange={(amounts) => set({ amounts })}
          />
        )}
        <button type="button" className="tf-button tf-button--ghost tf-markup__remove" onClick={onRemove}>
          {t('rules.remove', { n })}
        </button>
      </fieldset>
    </li>
  );
}
