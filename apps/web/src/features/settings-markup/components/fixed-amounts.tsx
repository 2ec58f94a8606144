import { CURRENCY_CODES } from '@tripfront/domain/currency/codes';
import { fixedMarkupSource } from '@tripfront/domain/pricing';
import type { Options } from '../hooks/use-place-names.tsx';
import { useMarkupTranslation } from '../hooks/use-markup-translation.ts';
import { newAmount, type AmountDraft } from '../model/markup-draft.ts';
import { FieldError } from './field-error.tsx';

interface FixedAmountsProps {
  /** Id prefix of this rule's fields ('rule-3'). */
  id: string;
  /** Error path prefix ('rules.2'). */
  path: string;
  amounts: AmountDraft[];
  currencyOptions: Options;
  /** The currency a new row starts with when it is not listed yet. */
  preferredCurrency: string;
  errorOf: (path: string) => string | undefined;
  onChange: (amounts: AmountDraft[]) => void;
}

/** A fixed markup's amounts, one per currency, and which one other currencies convert from. */
export function FixedAmounts({ id, path, amounts, currencyOptions, preferredCurrency, errorOf, onChange }: FixedAmountsProps) {
  const { t } = useMarkupTranslation();
  const listed = new Set(amounts.map((a) => a.currency));
  const source = fixedMarkupSource(Object.fromEntries(amounts.map((a) => [a.currency, 0])));
  const nextCurrency = listed.has(preferredCurrency) ? (CURRENCY_CODES.find((c) => !listed.has(c)) ?? preferredCurrency) : preferredCurrency;
  const update = (key: string, change: Partial<AmountDraft>) => onChange(amounts.map((a) => (a.key === key ? { ...a, ...change } : a)));

  return (
    <div className="tf-markup__amounts">
      {amounts.map((a) => {
        const error = errorOf(`${path}.amounts.${a.currency}`);
        const fieldId = `${id}-amount-${a.key}`;
        return (
          <div key={a.key} className="tf-markup__amount">
            <div className="tf-form__field">
              <label htmlFor={`${fieldId}-currency`}>{t('rules.currency')}</label>
              <select id={`${fieldId}-currency`} value={a.currency} onChange={(e) => update(a.key, { currency: e.target.value })}>
                {currencyOptions}
              </select>
            </div>
            <div className="tf-form__field">
              <label htmlFor={fieldId}>{t('rules.amount', { currency: a.currency })}</label>
              <input
                id={fieldId}
                type="text"
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                value={a.amount}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                onChange={(e) => update(a.key, { amount: e.target.value })}
              />
              <FieldError id={`${fieldId}-error`} message={error} />
            </div>
            {amounts.length > 1 && (
              <button type="button" className="tf-button tf-button--ghost tf-markup__remove" onClick={() => onChange(amounts.filter((x) => x.key !== a.key))}>
                {t('rules.removeCurrency', { currency: a.currency })}
              </button>
            )}
          </div>
        );
      })}
      <FieldError id={`${id}-amounts-error`} message={errorOf(`${path}.amounts`)} />
      {source && <p className="tf-form__hint">{t('rules.fixedHint', { currency: source })}</p>}
      <button type="button" className="tf-button tf-button--outline" onClick={() => onChange([...amounts, newAmount(nextCurrency)])}>
        {t('rules.addCurrency')}
      </button>
    </div>
  );
}
