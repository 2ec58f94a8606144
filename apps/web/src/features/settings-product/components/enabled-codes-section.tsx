import type { Control, UseFormRegister } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useId, useState } from 'react';
import { SettingsSection } from '../../settings/index.ts';
import { useProductTranslation } from '../hooks/use-product-translation.ts';

export interface EnabledCodesValues {
  countries: { all: boolean; codes: string[] };
  currencies: { all: boolean; codes: string[] };
}

interface Props<V extends EnabledCodesValues> {
  kind: keyof EnabledCodesValues;
  control: Control<V>;
  register: UseFormRegister<V>;
  /** The codes an agency may enable, with what the list shows for each, in the order shown. */
  entries: ReadonlyArray<{ code: string; label: string }>;
  /** A code that must stay ticked (the default country's currency); the API refuses a list without it too. */
  required?: string | null;
}

/**
 * The countries or currencies the agency enables (decision 0147): every built-in one, or the ones
 * ticked. Rows a search hides stay in the form, only out of sight, so ticked ones are kept.
 */
export function EnabledCodesSection<V extends EnabledCodesValues>({ kind, control, register, entries, required = null }: Props<V>) {
  const { t } = useProductTranslation();
  const c = control as unknown as Control<EnabledCodesValues>;
  const r = register as unknown as UseFormRegister<EnabledCodesValues>;
  const all = useWatch({ control: c, name: `${kind}.all` });
  const chosen = useWatch({ control: c, name: `${kind}.codes` });
  const [query, setQuery] = useState('');
  const filterId = useId();
  const needle = query.trim().toLowerCase();
  const missingRequired = !all && required !== null && (chosen?.length ?? 0) > 0 && !chosen?.includes(required);
  return (
    <SettingsSection id={`product-${kind}`} title={t(`${kind}.title`)} description={t(`${kind}.hint`)}>
      <label className="tf-product__check">
        <input type="checkbox" {...r(`${kind}.all`)} />
        <span>{t(`${kind}.all`)}</span>
      </label>
      {!all && (
        <>
          <div className="tf-form__field">
            <label htmlFor={filterId}>{t(`${kind}.filter`)}</label>
            <input id={filterId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          </div>
          <ul className="tf-product__lines" aria-label={t(`${kind}.title`)}>
            {entries.map((entry) => (
              <li key={entry.code} hidden={needle !== '' && !`${entry.label} ${entry.code}`.toLowerCase().includes(needle)}>
                <label className="tf-product__check">
                  <input type="checkbox" value={entry.code} {...r(`${kind}.codes`)} />
                  <span>{entry.label}</span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      {!all && (chosen?.length ?? 0) === 0 && (
        <p className="tf-form__alert" role="alert">
          {t(`${kind}.noneChosen`)}
        </p>
      )}
      {missingRequired && (
        <p className="tf-form__alert" role="alert">
          {t('currencies.defaultKept', { currency: required })}
        </p>
      )}
    </SettingsSection>
  );
}
