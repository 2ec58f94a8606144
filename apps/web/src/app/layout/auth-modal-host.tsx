import { lazy, Suspense } from 'react';
import { useAuthModal } from '../../features/auth/index.ts';

// The forms load on first open, as the /login and /signup pages do: a visitor who never signs in
// never downloads them.
const AuthModal = lazy(() => import('../../features/account/components/auth-modal.tsx').then((module) => ({ default: module.AuthModal })));

/** Renders the sign-in dialog while one is asked for (AuthModalProvider above holds which). */
export function AuthModalHost() {
  const modal = useAuthModal();
  if (modal?.view == null) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
