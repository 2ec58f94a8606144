import type { ServiceKey } from '@tripfront/domain/booking/products';
import { fromSearchQuery, type SearchValuesByService } from '@tripfront/domain/search';
import { plainSearchParams } from '@tripfront/domain/search/plain-search';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';

/** Whether a field holds something else than the server rendered (its default value, check or option). */
function changed(field: Element): boolean {
  if (field instanceof HTMLInputElement)
    return field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  // A select shows its first option when none is marked selected.
  if (field instanceof HTMLSelectElement)
    return (
      field.selectedIndex !==
      Math.max(
        0,
        [...field.options].findIndex((option) => option.defaultSelected),
      )
    );
  return false;
}

/**
 * The filled fields of the form inside the element `containerId`, by their names, once the visitor
 * has changed one of them; else null (a select always holds a value, which is the server's).
 */
function filledFields(containerId: string): URLSearchParams | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(containerId)?.querySelector('form');
  if (!form || ![...form.elements].some(changed)) return null;
  const entered = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') entered.append(key, value);
  return [...entered.keys()].length > 0 ? entered : null;
}

/**
 * What the visitor entered in a server-rendered search form before the app started (a
 * server-rendered page starts its app once it has painted, decision 0059), read while hydrating:
 * hydration resets the inputs to the server's values. Null during hydration, so that it renders
 * the server's markup; right after, what was entered, and the field being typed in gets the focus
 * back once the form has started again from it (decision 0061).
 */
export function useEnteredBeforeStart(containerId: string): URLSearchParams | null {
  const hydrated = useHydrated();
  const [entered] = useState(() => (hydrated ? null : filledFields(containerId)));
  const [restored, setRestored] = useState<{ focused: string } | null>(null);
  useEffect(() => {
    if (!entered || restored) return;
    setRestored({ focused: document.activeElement instanceof HTMLInputElement ? document.activeElement.name : '' });
  }, [entered, restored]);
  useEffect(() => {
    if (!restored?.focused) return;
    const field = document.getElementById(containerId)?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(restored.focused)}"]`);
    field?.focus();
    if (field?.type === 'text') field.setSelectionRange(field.value.length, field.value.length);
  }, [restored, containerId]);
  return restored !== null ? entered : null;
}

/** A service's search as a form's entered fields hold it (fields named as the browser sends them: tripType for trip …). */
export function enteredSearch<S extends ServiceKey>(service: S, entered: URLSearchParams): SearchValuesByService[S] {
  return fromSearchQuery(service, plainSearchParams(service, entered, new Map()));
}
