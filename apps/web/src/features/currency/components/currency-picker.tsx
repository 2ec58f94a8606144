import type { CurrencyOption } from '@tripfront/domain/currency/currency-option';
import { filterCurrencies, pinCurrencies } from '@tripfront/domain/currency/rules';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { useSelectedCurrency } from '../currency-context.tsx';
import './currency-picker.css';

/** Shipped with the flag set; the domain's UNKNOWN_FLAG_IMAGE lives beside a zod schema we keep out of the start-up bundle. */
const UNKNOWN_FLAG = '/flags/unknown.svg';

/** The rates' day in the interface language ('27 Nov 2026'); the day as sent when it is not a date. */
function ratesDay(date: string, locale: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
  } catch {
    return date;
  }
}

const optionKey = (option: CurrencyOption) => `${option.code}-${option.currency}`;

function Flag({ option }: { option: CurrencyOption }) {
  return <FallbackImage className="tf-currency__flag" src={option.image} fallbackSrc={UNKNOWN_FLAG} alt="" width={24} height={18} loading="lazy" />;
}

/** The keys that move the active option, from the active index and the last index (a page is 8 options). */
const ACTIVE_MOVES: Partial<Record<string, (active: number, last: number) => number>> = {
  ArrowDown: (active, last) => Math.min(active + 1, last),
  ArrowUp: (active) => Math.max(active - 1, 0),
  PageDown: (active, last) => Math.min(active + 8, last),
  PageUp: (active) => Math.max(active - 8, 0),
};

interface CurrencyOptionsProps {
  listId: string;
  optionId: (index: number) => string;
  results: readonly CurrencyOption[];
  activeIndex: number;
  selected: CurrencyOption;
  onHover: (index: number) => void;
  onPick: (option: CurrencyOption) => void;
}

/** The listbox of the search's results; the pointer moves the active option and a click picks it. */
function CurrencyOptions({ listId, optionId, results, activeIndex, selected, onHover, onPick }: CurrencyOptionsProps) {
  const { t } = useTranslation();
  return (
    <ul id={listId} className="tf-currency__list" role="listbox" aria-label={t('currency.listLabel')}>
      {results.map((option, index) => (
        <li
          key={optionKey(option)}
          id={optionId(index)}
          role="option"
          aria-selected={optionKey(option) === optionKey(selected)}
          className={`tf-currency__option${index === activeIndex ? ' is-active' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== activeIndex && onHover(index)}
          onClick={() => onPick(option)}
        >
          <Flag option={option} />
          <span className="tf-currency__name">{t('currency.option', { name: option.name, currency: option.currency })}</span>
          <span className="tf-currency__option-symbol" aria-hidden="true">
            {option.symbol}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Currency picker: a button opening a popover with a search box (combobox) over a listbox of
 * options. Pinned currencies come first; the search matches name and currency code (spec §5).
 * Keyboard: arrows move, Enter picks, Escape closes and returns focus to the button.
 */
export function CurrencyPicker({ pinned }: { pinned: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const { selectedCurrency, options, selectCurrency, ratesDate } = useSelectedCurrency();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const ordered = useMemo(() => pinCurrencies(options, pinned), [options, pinned]);
  const results = useMemo(() => filterCurrencies(ordered, query), [ordered, query]);
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (returnFocus) buttonRef.current?.focus();
  };

  const openPicker = () => {
    const current = ordered.findIndex((o) => optionKey(o) === optionKey(selectedCurrency));
    setActive(Math.max(current, 0));
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        setQuery('');
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, baseId]);

  const pick = (option: CurrencyOption | undefined) => {
    if (!option) return;
    selectCurrency(option);
    close(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = ACTIVE_MOVES[event.key];
    if (move) {
      event.preventDefault();
      setActive(move(activeIndex, results.length - 1));
      return;
    }
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        pick(results[activeIndex]);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

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
        onClick={() => (open ? close(false) : openPicker())}
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
        <div id={panelId} className="tf-currency__panel" role="dialog" aria-label={t('currency.dialogLabel')}>
          <label className="tf-currency__search-label" htmlFor={`${baseId}-search`}>
            {t('currency.search')}
          </label>
          <input
            ref={inputRef}
            id={`${baseId}-search`}
            className="tf-currency__search"
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('currency.searchPlaceholder')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <CurrencyOptions
            listId={listId}
            optionId={optionId}
            results={results}
            activeIndex={activeIndex}
            selected={selectedCurrency}
            onHover={setActive}
            onPick={pick}
          />
          {results.length === 0 && (
            <p className="tf-currency__empty" role="status">
              {t('currency.noResults')}
            </p>
          )}
          {ratesDate && <p className="tf-currency__rates-date">{t('currency.ratesOf', { date: ratesDay(ratesDate, i18n.language) })}</p>}
        </div>
      )}
    </div>
  );
}
