import { BOOKING_ENGINES, SOCIAL_MEDIA } from '@tripfront/domain/business-info';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toggleEngine, type BusinessInfoFormValues } from '../form-schema.ts';
import { useBusinessInfoTranslation, type BusinessInfoKey } from '../hooks/use-business-info-translation.ts';

/** The asterisk beside a required field's label (hidden from screen readers, which read aria-required). */
export function RequiredMark() {
  return (
    <span className="tf-bi__required" aria-hidden="true">
      *
    </span>
  );
}

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}

/** A required drop-down with a "Choose" placeholder: headquarters, volume, usage, how they heard. */
export function SelectField({ id, label, registration, options }: SelectFieldProps) {
  const { t } = useBusinessInfoTranslation();
  return (
    <div className="tf-bi__field">
      <label htmlFor={id}>
        {label} <RequiredMark />
      </label>
      <select id={id} aria-required="true" {...registration}>
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The booking engines, with "All" first: ticking it ticks every engine, unticking it clears them. */
export function EnginesField({
  engines,
  onChange,
}: {
  engines: BusinessInfoFormValues['engines'];
  onChange: (engines: BusinessInfoFormValues['engines']) => void;
}) {
  const { t } = useBusinessInfoTranslation();
  return (
    <fieldset className="tf-bi__field tf-bi__engines">
      <legend>
        {t('engines')} <RequiredMark />
      </legend>
      {(['All', ...BOOKING_ENGINES] as const).map((engine) => (
        <label key={engine} className="tf-bi__check">
          <input
            type="checkbox"
            checked={engine === 'All' ? engines.length === BOOKING_ENGINES.length : engines.includes(engine)}
            onChange={() => onChange(toggleEngine(engines, engine))}
          />
          {t(`engine.${engine}`)}
        </label>
      ))}
    </fieldset>
  );
}

interface HearByDetailFieldProps {
  id: string;
  labelKey: BusinessInfoKey;
  /** A free text (peer referral, other) or a choice among social networks or support managers. */
  detail: 'social' | 'manager' | 'text';
  managers: readonly string[];
  registration: UseFormRegisterReturn;
}

/** The follow-up to "How did you hear about us": which network, which manager, or who/what in words. */
export function HearByDetailField({ id, labelKey, detail, managers, registration }: HearByDetailFieldProps) {
  const { t } = useBusinessInfoTranslation();
  return (
    <div className="tf-bi__field">
      <label htmlFor={id}>
        {t(labelKey)} <RequiredMark />
      </label>
      {detail === 'text' ? (
        <input id={id} type="text" maxLength={200} aria-required="true" {...registration} />
      ) : (
        <select id={id} aria-required="true" {...registration}>
          <option value="">{t('choose')}</option>
          {(detail === 'social' ? SOCIAL_MEDIA : managers).map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
