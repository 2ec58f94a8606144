import type { PlaceSuggestion } from '@tripfront/domain/inventory';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { SuggestionsQuery } from '../api/suggestions.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useTypedPlace } from '../hooks/typed-places.ts';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { FieldError } from './field-error.tsx';

/** Typing pauses this long before the list is asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_MIN_CHARS = 2;

export interface PlaceComboboxProps<V> {
  label: string;
  value: V | null;
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  /** The suggestions of a text (one of the api/ query options). */
  suggestions: SuggestionsQuery;
  /** The form value a picked suggestion stands for, and the text a value shows. */
  toValue: (suggestion: PlaceSuggestion) => V;
  valueLabel: (value: V) => string;
  /** A form issue message (see FieldError). */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  /** False when the finder is one field of a bigger form: Enter without a suggestion chosen does not submit it. */
  enterSubmits?: boolean;
}

/**
 * Destination auto-suggest: the ARIA 1.2 combobox pattern (an input that owns a listbox popup,
 * the active option named by aria-activedescendant). Up/Down move, Enter picks, Escape closes and
 * then clears. Typing is debounced; a newer text makes the older request stale, and React Query
 * aborts it. A failed request shows 'Failed to fetch suggestions' and an empty list (spec §8).
 */
export function PlaceCombobox<V>(props: PlaceComboboxProps<V>) {
  const { label, value, onChange, onBlur, suggestions, toValue, valueLabel, error, inputRef, name, enterSubmits = true } = props;
  const { t } = useSearchTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const typed = useTypedPlace(name);
  const [text, setText] = useState(() => (value === null ? typed : valueLabel(value)));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A value set from outside (a prefilled form, a swap) shows its label.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== null) setText(valueLabel(value));
  }

  const wanted = text.trim();
  const debounced = useDebouncedValue(wanted, SUGGEST_DEBOUNCE_MS);
  const searching = open && value === null && debounced.length >= SUGGEST_MIN_CHARS;
  const query = useQuery({ ...suggestions(debounced), enabled: searching });
  const settled = searching && debounced === wanted;
  const items = settled && query.data ? query.data.items : [];
  const failure = settled ? (query.isError ? t('place.failed') : (query.data?.error ?? null)) : null;
  const loading = searching && (debounced !== wanted || query.isFetching) && !failure;
  const showList = open && items.length > 0 && !loading;

  let status = '';
  if (open && value === null && wanted.length >= SUGGEST_MIN_CHARS) {
    if (loading) status = t('place.loading');
    else if (failure) status = failure;
    else if (settled && query.isSuccess && items.length === 0) status = t('place.empty', { text: wanted });
    else if (items.length > 0) status = t('place.count', { count: items.length });
  }

  const pick = (suggestion: PlaceSuggestion) => {
    const picked = toValue(suggestion);
    setText(valueLabel(picked));
    setShown(picked);
    onChange(picked);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current < 0 ? (step > 0 ? 0 : items.length - 1) : (current + step + items.length) % items.length));
        return;
      }
      case 'Enter': {
        const chosen = showList ? items[active] : undefined;
        if (chosen || !enterSubmits) event.preventDefault();
        if (chosen) pick(chosen);
        return;
      }
      case 'Escape':
        if (open && (showList || status !== '')) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          if (value !== null) onChange(null);
        }
        return;
      default:
        return;
    }
  };

  const activeId = showList && active >= 0 && active < items.length ? `${id}-option-${active}` : undefined;
  const describedBy = [error ? errorId : null, status ? statusId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="tf-field tf-combobox">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="tf-combobox__control">
        <svg className="tf-combobox__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
        </svg>
        <input
          id={`${id}-input`}
          ref={inputRef}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('place.placeholder')}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value !== null) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={label} className="tf-combobox__list" hidden={!showList}>
          {items.map((item, index) => (
            <li
              key={item.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="tf-combobox__option"
              // Keeps focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
              onMouseMove={() => setActive(index)}
            >
              <span className="tf-combobox__label">{item.label}</span>
              <span className="tf-combobox__kind">{t(`place.kind.${item.kind}`)}</span>
            </li>
          ))}
        </ul>
        <p
          id={statusId}
          className={`tf-combobox__status${status && !showList ? '' : ' tf-sr-only'}${failure ? ' tf-combobox__status--error' : ''}`}
          aria-live="polite"
        >
          {status}
        </p>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type PlaceControllerProps<T extends FieldValues, V> = Omit<PlaceComboboxProps<V>, 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'name'> & {
  control: Control<T>;
  name: FieldPathByValue<T, V | null>;
};

/** A PlaceCombobox bound to one react-hook-form field, with its error and focus target. */
export function PlaceController<T extends FieldValues, V>({ control, name, ...combobox }: PlaceControllerProps<T, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PlaceCombobox<V>
          {...combobox}
          name={field.name}
          value={field.value as V | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
