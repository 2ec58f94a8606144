import { normalizeText } from '../search/normalize.ts';
import { haversineKm } from '../world/geo.ts';

/** What two suppliers' listings of one property share: its name and where it is. */
export interface Listed {
  name: string;
  latitude: number;
  longitude: number;
}

/** Two listings this close (km) with the same name are one property (decision 0105). */
export const SAME_PROPERTY_WITHIN_KM = 0.15;

const apart = (a: Listed, b: Listed) => haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);

/** 'Hôtel Lumière — Montmartre' and 'Hotel Lumiere Montmartre' are one name. */
const nameKey = (name: string) => normalizeText(name);

/** Whether two listings are of one property: the same name, at most 150 m apart. */
export function sameProperty(a: Listed, b: Listed): boolean {
  return nameKey(a.name) === nameKey(b.name) && apart(a, b) <= SAME_PROPERTY_WITHIN_KM;
}

/**
 * Several suppliers' results as one list: each property once, with the cheaper of its listings
 * (`cheaper(a, b)` says whether a costs less than b), in the order each was first found. Listings
 * of one supplier are never merged with each other (it knows its own properties apart).
 */
export function mergeListings<T extends Listed>(lists: ReadonlyArray<readonly T[]>, cheaper: (a: T, b: T) => boolean): T[] {
  const merged: T[] = [];
  // Listings by normalized name: a property's twins share it, so each is compared with few others.
  const byName = new Map<string, { index: number; lists: Set<number> }[]>();
  lists.forEach((list, listIndex) => {
    for (const item of list) {
      const key = nameKey(item.name);
      const same = byName.get(key)?.find((m) => !m.lists.has(listIndex) && apart(merged[m.index]!, item) <= SAME_PROPERTY_WITHIN_KM);
      if (same) {
        same.lists.add(listIndex);
        if (cheaper(item, merged[same.index]!)) merged[same.index] = item;
        continue;
      }
      const entry = { index: merged.length, lists: new Set([listIndex]) };
      merged.push(item);
      byName.set(key, [...(byName.get(key) ?? []), entry]);
    }
  });
  return merged;
}
