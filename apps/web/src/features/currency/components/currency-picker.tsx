import type { CurrencyOption } from '@tripfront/domain/currency/currency-option';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { useSelectedCurrency } from '../currency-context.tsx';
import './currency-picker.css';

/** Shipped with the flag set; the domain's UNKNOWN_FLAG_IMAGE lives beside a zod schema we keep out of the start-up bundle. */
const UNKNOWN_FLAG = '/flags/unknown.svg';

/** A currency's flag; the open panel's options show it too. */
export function Flag({ option }: { option: CurrencyOption }) {
  return <FallbackImage className="tf-currency__flag" src={option.image} fallbackSrc={UNKNOWN_FLAG} alt="" width={24} height={18} loading="lazy" />;
}

// The open panel (search, options, keyboard handling) is kept out of the start-up bundle: it loads on
// the picker's first open, and already when the pointer, a finger or the focus reaches the button.
const loadPanel = () => import('./currency-panel.tsx');
const CurrencyPanel = lazy(() => loadPanel().then((module) => ({ default: module.CurrencyPanel })));
const warmPanel = () => {
  loadPanel().catch(() => {
    // The open retries the download and, failing again, reports it.
  });
};

/**
 * Currency picker: a button opening a popover with a search box (combobox) over a listbox of
 * options. Pinned currencies come first; the search matches name and currency code (spec §5).
 * Keyboard: arrows move, Enter picks, Escape closes and returns focus to the button.
 */
export function CurrencyPicker({ pinned }: { pinned: readonly string[] }) {
  const { t } = useTranslation();
  const { selectedCurrency } = useSelectedCurrency();
  const [open, setOpen] = useState(false);
  // Keys typed on the button while the panel is on its way (its first open): the search starts with them.
  const [typed, setTyped] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <div className="tf-currency" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tf-currency__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('currency.buttonLabel', { currency: `${selectedCurrency.currency} ${selectedCurrency.symbol}` })}
        onPointerEnter={warmPanel}
        onFocus={warmPanel}
        onTouchStart={warmPanel}
        onClick={() => {
          if (open) close(false);
          else {
            setTyped('');
            setOpen(true);
          }
        }}
        onKeyDown={(event) => {
          // Until the panel has come and taken the focus, what is typed is kept for its search (a space too: "New Zealand").
          if (!open || event.ctrlKey || event.metaKey || event.altKey) return;
          if (event.key === 'Escape') close(true);
          else if (event.key === 'Backspace') setTyped(typed.slice(0, -1));
          else if (event.key.length === 1) {
            event.preventDefault();
            setTyped(typed + event.key);
          }
        }}
      >
        <Flag option={selectedCurrency} />
        <span aria-hidden="true">
          {selectedCurrency.currency} <span className="tf-currency__symbol">{selectedCurrency.symbol}</span>
        </span>
        <svg className="tf-currency__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CurrencyPanel baseId={baseId} pinned={pinned} rootRef={rootRef} onClose={close} initialQuery={typed} />
        </Suspense>
      )}
    </div>
  );
}
