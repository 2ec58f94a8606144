import { PERIOD_PRESETS, periodIssue, SERVICE_KEYS, type PeriodPreset, type ProductFilter } from '@tripfront/domain/command-center/figures';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCenterTranslation } from '../hooks/use-command-center-translation.ts';

export type PeriodChoice = PeriodPreset | 'custom';

interface FiltersProps {
  period: PeriodChoice;
  from: string;
  to: string;
  product: ProductFilter;
  onPeriod: (period: PeriodChoice) => void;
  onCustom: (from: string, to: string) => void;
  onProduct: (product: ProductFilter) => void;
}

/** The period (presets or custom dates) and product the figures are for. */
export function Filters({ period, from, to, product, onPeriod, onCustom, onProduct }: FiltersProps) {
  const { t } = useCenterTranslation();
  // Product names are the app's own (translation.json services.*), as in the menus.
  const { t: tApp } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState({ from, to });
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = draft.from === '' || draft.to === '' || periodIssue(draft.from, draft.to) !== null;
    setError(bad);
    if (!bad) onCustom(draft.from, draft.to);
  };
  return (
    <form className="tf-center__filters" aria-label={t('filters.label')} onSubmit={submit} noValidate>
      <div className="tf-form__field">
        <label htmlFor={`${id}-period`}>{t('filters.period')}</label>
        <select id={`${id}-period`} value={period} onChange={(e) => onPeriod(e.target.value as PeriodChoice)}>
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`periods.${p}`)}
            </option>
          ))}
          <option value="custom">{t('periods.custom')}</option>
        </select>
      </div>
      {period === 'custom' && (
        <>
          <div className="tf-form__field">
            <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
            <input
              id={`${id}-from`}

              type="date"
              value={draft.from}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            />
          </div>
          <div className="tf-form__field">
            <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
            <input
              id={`${id}-to`}

              type="date"
              value={draft.to}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            />
          </div>
          <button type="submit" className="tf-button tf-center__apply">
            {t('filters.apply')}
          </button>
          {error && (
            <p id={`${id}-error`} className="tf-form__error tf-center__filters-error" role="alert">
              {t('filters.invalid')}
            </p>
          )}
        </>
      )}
      <div className="tf-form__field">
        <label htmlFor={`${id}-product`}>{t('filters.product')}</label>
        <select id={`${id}-product`} value={product} onChange={(e) => onProduct(e.target.value as ProductFilter)}>
          <option value="all">{t('products.all')}</option>
          {SERVICE_KEYS.map((s) => (
            <option key={s} value={s}>
              {tApp(`services.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
