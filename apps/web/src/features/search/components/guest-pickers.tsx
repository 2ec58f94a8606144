import { guestBounds, type Bounds, type GuestCounts, type GuestKind, type GuestRules } from '@tripfront/domain/search';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';

/** Joins 'n adults', 'n children' … the way the interface language lists things. */
export function useJoinList(): (items: string[]) => string {
  const { i18n } = useSearchTranslation();
  return useMemo(() => {
    const format = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
    return (items: string[]) => format.format(items);
  }, [i18n.language]);
}

interface StepperProps {
  label: string;
  hint?: string | undefined;
  value: number;
  bounds: Bounds;
  onChange: (value: number) => void;
}

/** − value + with the limits applied: a button at its limit is disabled. */
export function Stepper({ label, hint, value, bounds, onChange }: StepperProps) {
  const { t } = useSearchTranslation();
  const id = useId();
  return (
    <div className="tf-stepper" role="group" aria-labelledby={`${id}-label`}>
      <div className="tf-stepper__text">
        <span id={`${id}-label`} className="tf-stepper__label">
          {label}
        </span>
        {hint && <span className="tf-stepper__hint">{hint}</span>}
      </div>
      <div className="tf-stepper__controls">
        <button
          type="button"
          className="tf-stepper__button"
          aria-label={t('guests.decrease', { what: label })}
          disabled={value <= bounds.min}
          onClick={() => onChange(Math.max(bounds.min, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="tf-stepper__value" aria-live="polite" aria-label={label}>
          {value}
        </output>
        <button
          type="button"
          className="tf-stepper__button"
          aria-label={t('guests.increase', { what: label })}
          disabled={value >= bounds.max}
          onClick={() => onChange(Math.min(bounds.max, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

interface DisclosureProps {
  label: string;
  summary: string;
  children: ReactNode;
}

/**
 * A labelled button that shows and hides a panel (the disclosure pattern). Escape and Done close
 * it and return focus to the button; so does a click elsewhere. On a page the server rendered, the
 * button waits for the app (a tap before it would do nothing), looking as it will (decision 0136).
 */
export function Disclosure({ label, summary, children }: DisclosureProps) {
  const { t } = useSearchTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      className="tf-field tf-disclosure"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close();
        }
      }}
    >
      <span id={`${id}-label`} className="tf-disclosure__label">
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="tf-disclosure__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
      >
        <span id={`${id}-summary`}>{summary}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="tf-disclosure__chevron">
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      <div id={`${id}-panel`} className="tf-disclosure__panel" hidden={!open}>
        {children}
        <button type="button" className="tf-button tf-button--outline tf-disclosure__done" onClick={close}>
          {t('guests.done')}
        </button>
      </div>
    </div>
  );
}

const FLIGHT_HINT: Record<GuestKind, 'guests.hint.adults' | 'guests.hint.children' | 'guests.hint.infants'> = {
  adults: 'guests.hint.adults',
  children: 'guests.hint.children',
  infants: 'guests.hint.infants',
};

interface GuestPickerProps {
  label: string;
  rules: GuestRules;
  value: GuestCounts;
  onChange: (value: GuestCounts) => void;
  /** Show the age bands of spec §3 (flights and cruise). */
  withAgeHints?: boolean;
}

/** Adults, children (and infants) steppers within the service's rules. */
export function GuestPicker({ label, rules, value, onChange, withAgeHints = false }: GuestPickerProps) {
  const { t } = useSearchTranslation();
  const join = useJoinList();
  const bounds = guestBounds(rules, value);
  const summary = join(rules.kinds.map((kind) => t(`guests.${kind}`, { count: value[kind] })));
  return (
    <Disclosure label={label} summary={summary}>
      {rules.kinds.map((kind) => (
        <Stepper
          key={kind}
          label={t(`guests.label.${kind}`)}
          hint={withAgeHints ? t(FLIGHT_HINT[kind]) : undefined}
          value={value[kind]}
          bounds={bounds[kind]}
          onChange={(count) => onChange({ ...value, [kind]: count })}
        />
      ))}
    </Disclosure>
  );
}
