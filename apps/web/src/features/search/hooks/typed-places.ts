import { createContext, useContext } from 'react';

/**
 * The query of a page whose place fields hold texts a visitor typed but never picked: a search the
 * browser sent itself, which the server sent back to its form (decision 0061) with
 * `?destination=Xyzzy…`. A place field with no value starts with its text, so nothing typed is lost.
 */
export const TypedPlaces = createContext<URLSearchParams | null>(null);

/** The text typed into the place field `name`, or ''. */
export function useTypedPlace(name: string | undefined): string {
  const params = useContext(TypedPlaces);
  return name ? (params?.get(name)?.trim().slice(0, 300) ?? '') : '';
}
