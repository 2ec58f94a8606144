import type { CurrencyOption } from '@tripfront/domain/currency/currency-option';
import { filterCurrencies, pinCurrencies } from '@tripfront/domain/currency/picker-order';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedCurrency } from '../currency-context.tsx';
import { Flag } from './currency-picker.tsx';

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

export interface CurrencyPanelProps {
  /** The ids the picker's button refers to; the panel's own ids derive from it. */
  baseId: string;
  pinned: readonly string[];
  /** The picker's root: a press outside it closes the panel. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Closes the panel, returning focus to the picker's button when asked. */
  onClose: (returnFocus: boolean) => void;
  /** What was typed between the open and the panel's arrival: the search starts with it. */
  initialQuery?: string;
}

/**
 * The currency picker's open panel, loaded on the picker's first open: a search box (combobox)
 * over a listbox of options. Pinned currencies come first; the search matches name and currency
 * code (spec §5). Keyboard: arrows move, Enter picks, Escape closes and returns focus to the button.
 * It mounts on open and unmounts on close, so the search and the active option start afresh each time.
 */
export function CurrencyPanel({ baseId, pinned, rootRef, onClose, initialQuery = '' }: CurrencyPanelProps) {
  const { t, i18n } = useTranslation();
  const { selectedCurrency, options, selectCurrency, ratesDate } = useSelectedCurrency();
  const ordered = useMemo(() => pinCurrencies(options, pinned), [options, pinned]);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(() =>
    initialQuery
      ? 0
      : Math.max(
          ordered.findIndex((o) => optionKey(o) === optionKey(selectedCurrency)),
          0,
        ),
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = `${baseId}-panel`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const results = useMemo(() => filterCurrencies(ordered, query), [ordered, query]);
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));

  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    // After what was typed before the panel came.
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [rootRef, onClose]);

  useEffect(() => {
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, baseId]);

  const pick = (option: CurrencyOption | undefined) => {
    if (!option) return;
    selectCurrency(option);
    onClose(true);
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
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        break;
    }
  };

  return (
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
  );
}
