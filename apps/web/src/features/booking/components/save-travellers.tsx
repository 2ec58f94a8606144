import { isGuestUser } from '@tripfront/domain/navigation/roles';
import type { SavedTravellerBody } from '@tripfront/domain/saved-travellers';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../auth/index.ts';
import { saveTraveller, savedTravellersQueryOptions } from '../../profile/index.ts';
import { SaveTravellerCheck } from './saved-traveller-picker.tsx';

const sameNames = (a: Pick<SavedTravellerBody, 'firstName' | 'lastName'>, b: Pick<SavedTravellerBody, 'firstName' | 'lastName'>) =>
  a.firstName.trim().toLowerCase() === b.firstName.trim().toLowerCase() && a.lastName.trim().toLowerCase() === b.lastName.trim().toLowerCase();

export interface SaveTravellers {
  /** "Save this traveller to my profile" for the traveller `key`; nothing for a visitor, nor for a guest (no profile, decision 0104). */
  check: (key: string) => ReactNode;
  /** Saves the ticked ones of these travellers, each once; call when their fields pass the checks at Pay. */
  save: (travellers: ReadonlyArray<readonly [key: string, body: SavedTravellerBody]>) => void;
}

/**
 * Every checkout's "Save this traveller" (decision 0102): the opt-in beside a traveller's fields and
 * the save. A traveller is saved once per checkout (Pay checks the fields again after a declined
 * card), and not when the account already holds someone of the same names; a save that fails (the
 * limit, a lost connection) never stops the booking.
 */
export function useSaveTravellers(): SaveTravellers {
  const user = useCurrentUser();
  // A guest (decision 0104) has no profile to save travellers to.
  const signedIn = user !== null && !isGuestUser(user);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const saved = useRef(new Set<string>());
  const savedBodies = useRef<SavedTravellerBody[]>([]);
  const toggle = (key: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const key = savedTravellersQueryOptions().queryKey;
  return {
    check: (k) => (signedIn ? <SaveTravellerCheck checked={chosen.has(k)} onChange={(on) => toggle(k, on)} /> : null),
    save: (travellers) => {
      if (!signedIn) return;
      const held = queryClient.getQueryData(key) ?? [];
      for (const [k, body] of travellers) {
        if (!chosen.has(k) || saved.current.has(k)) continue;
        saved.current.add(k);
        if ([...held, ...savedBodies.current].some((p) => sameNames(p, body))) continue;
        savedBodies.current.push(body);
        void saveTraveller({ body })
          .then(() => queryClient.invalidateQueries({ queryKey: key }))
          .catch(() => undefined);
      }
    },
  };
}
