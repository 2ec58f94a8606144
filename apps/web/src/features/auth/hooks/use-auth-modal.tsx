import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Which auth dialog is open (spec §4 "Auth modal flags"): log in, sign up, or none. */
export type AuthModalView = 'login' | 'signup';

export interface AuthModalControls {
  view: AuthModalView | null;
  open: (view: AuthModalView) => void;
  /** Stable across renders. */
  close: () => void;
  /** Closes after a sign-in in the dialog: the Log In link that opened it is gone, so focus goes to the account menu. */
  signedIn: () => void;
  /** How many sign-ins the dialog has seen; the account menu takes focus when it grows. */
  signIns: number;
}

const AuthModalContext = createContext<AuthModalControls | null>(null);

/**
 * Holds the auth dialog's state for the shell. The dialog itself (with the account forms) is
 * rendered by the account feature; openers (header, save-price prompt, deal cards) only ask for a view.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthModalView | null>(null);
  const [signIns, setSignIns] = useState(0);
  const close = useCallback(() => setView(null), []);
  const signedIn = useCallback(() => {
    setView(null);
    setSignIns((count) => count + 1);
  }, []);
  const controls = useMemo<AuthModalControls>(() => ({ view, open: setView, close, signedIn, signIns }), [view, close, signedIn, signIns]);
  return <AuthModalContext.Provider value={controls}>{children}</AuthModalContext.Provider>;
}

/** The auth dialog's controls, or null outside a provider (openers then fall back to the pages). */
export function useAuthModal(): AuthModalControls | null {
  return useContext(AuthModalContext);
}
