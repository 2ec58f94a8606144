import type { PlaceSuggestion } from '@tripfront/domain/inventory';
import type { queryOptions } from '@tanstack/react-query';

/** What an auto-suggest list shows: the places, or none and the server's reason (spec §8). */
export interface SuggestionList {
  items: PlaceSuggestion[];
  /** The server's error field; a failed request rejects instead and the list shows 'Failed to fetch suggestions'. */
  error: string | null;
}

/** Query options for the suggestions of a text; the combobox asks for the debounced text. */
export type SuggestionsKey = readonly ['search', 'suggestions', string, string];
export type SuggestionsQuery = (text: string) => ReturnType<typeof queryOptions<SuggestionList, Error, SuggestionList, SuggestionsKey>>;

/** Suggestions change rarely: a minute spares the server when people retype. */
export const SUGGESTIONS_STALE_TIME_MS = 60_000;

export const suggestionsKey = (endpoint: string, text: string): SuggestionsKey => ['search', 'suggestions', endpoint, text.toLowerCase()];

/** Main API answers: `{ data: { [field]: [...], allData }, error? }`. */
export function fromMainApi(answer: { data?: Record<string, unknown>; error?: string }, field: string): SuggestionList {
  const items = answer.data?.[field];
  return { items: Array.isArray(items) ? (items as PlaceSuggestion[]) : [], error: answer.error || null };
}

/** Partner (hotel, flight, resort) API answers: `{ data: [...], error? }`. */
export function fromPartnerApi(answer: { data?: unknown; error?: string }): SuggestionList {
  return { items: Array.isArray(answer.data) ? (answer.data as PlaceSuggestion[]) : [], error: answer.error || null };
}

/** The auto-suggest body of spec §7. */
export const suggestBody = (text: string) => ({ text, isManageLocation: false });
