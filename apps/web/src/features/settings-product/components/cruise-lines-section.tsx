import type { Control, UseFormRegister } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { SettingsSection } from '../../settings/index.ts';
import { useCruiseLines } from '../api/get-cruise-lines.ts';
import { useProductTranslation } from '../hooks/use-product-translation.ts';

export interface CruiseLinesValues {
  cruise: { all: boolean; lines: string[] };
}

/**
 * The cruise lines the agency sells (issue #19, decision 0052): every line, or the ones ticked. The
 * search form, the search and the sailing pages offer only these (the API enforces it).
 */
export function CruiseLinesSection<V extends CruiseLinesValues>({ control, register }: { control: Control<V>; register: UseFormRegister<V> }) {
  const { t } = useProductTranslation();
  const c = control as unknown as Control<CruiseLinesValues>;
  const r = register as unknown as UseFormRegister<CruiseLinesValues>;
  const all = useWatch({ control: c, name: 'cruise.all' });
  const chosen = useWatch({ control: c, name: 'cruise.lines' });
  const lines = useCruiseLines(!all);
  return (
    <SettingsSection id="product-cruise-lines" title={t('cruise.title')} description={t('cruise.hint')}>
      <label className="tf-product__check">
        <input type="checkbox" {...r('cruise.all')} />
        <span>{t('cruise.all')}</span>
      </label>
      {!all && (
        <ul className="tf-product__lines" aria-label={t('cruise.title')}>
          {(lines.data ?? []).map((line) => (
            <li key={line.id}>
              <label className="tf-product__check">
                <input type="checkbox" value={line.id} {...r('cruise.lines')} />
                <span>{line.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {!all && (chosen?.length ?? 0) === 0 && (
        <p className="tf-form__alert" role="alert">
          {t('cruise.noneChosen')}
        </p>
      )}
    </SettingsSection>
  );
}
