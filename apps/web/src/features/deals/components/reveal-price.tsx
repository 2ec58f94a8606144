import { SAVE_PRICE_MODAL_DISMISSED, SAVE_PRICE_MODAL_KEY } from '@tripfront/domain/navigation/shell';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { storage } from '../../../lib/storage.ts';
import { SignInPrompt } from '../../modals/index.ts';

const RevealPriceContext = createContext<() => void>(() => {});

/**
 * One sign-in dialog for a carousel's cards: a visitor's Reveal Price (spec §6, the agency not
 * allowing the non-login flow) opens it, since prices show once signed in; Log In comes back here.
 * Having seen it, the visitor is not offered the home page's timed one again this session.
 */
export function RevealPriceProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const reveal = useCallback(() => {
    storage.set('session', SAVE_PRICE_MODAL_KEY, SAVE_PRICE_MODAL_DISMISSED);
    setOpen(true);
  }, []);
  return (
    <RevealPriceContext.Provider value={reveal}>
      {children}
      <SignInPrompt open={open} onClose={() => setOpen(false)} />
    </RevealPriceContext.Provider>
  );
}

/** Opens the sign-in dialog of the nearest RevealPriceProvider. */
export function useRevealPrice(): () => void {
  return useContext(RevealPriceContext);
}
