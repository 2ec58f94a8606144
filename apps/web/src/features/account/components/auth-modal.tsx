import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useAuthModal } from '../../auth/index.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { LoginForm } from './login-form.tsx';
import { SignupFlow, useSignupTarget } from './signup-form.tsx';
import './account.css';
import './auth-modal.css';

/** Query roots that do not depend on who is signed in: not fetched again after a sign-in. */
const SAME_FOR_EVERYONE = new Set(['user', 'agency']);

/**
 * The sign-in and sign-up dialogs (spec §4 "Auth modal flags"), over whatever page the visitor is
 * on: the same forms, checks and messages as /login and /signup (decision 0116). Signing in keeps
 * the page: the session cookie is set, the current user is known, and what was fetched as a visitor
 * is fetched again. A link inside that leaves the page (a new password, a guest booking) closes it.
 */
export function AuthModal() {
  const modal = useAuthModal();
  const { pathname } = useLocation();
  const view = modal?.view ?? null;
  const close = modal?.close;
  const bodyRef = useRef<HTMLDivElement>(null);
  const { ready } = useAccountTranslation();

  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownOn.current) close?.();
  }, [pathname, close]);

  // Focus the first field when the dialog opens, switches form, or its texts arrive.
  useEffect(() => {
    if (view === null) return;
    bodyRef.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
  }, [view, ready]);

  if (!modal || view === null) return null;
  return view === 'login' ? (
    <LoginDialog bodyRef={bodyRef} onClose={modal.close} onSignedIn={modal.signedIn} />
  ) : (
    <SignupDialog bodyRef={bodyRef} onClose={modal.close} />
  );
}

interface DialogBodyProps {
  bodyRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

function LoginDialog({ bodyRef, onClose, onSignedIn }: DialogBodyProps & { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  return (
    <Dialog open title={t('login.title')} onClose={onClose} className="tf-auth-dialog">
      <div ref={bodyRef} className="tf-auth-dialog__body">
        <p className="tf-login__intro">{t('login.intro')}</p>
        <LoginForm
          idPrefix="login-dialog"
          redirect={`${pathname}${search}`}
          onSignedIn={() => {
            onSignedIn();
            void queryClient.invalidateQueries({ predicate: (query) => !SAME_FOR_EVERYONE.has(String(query.queryKey[0])) });
          }}
        />
      </div>
    </Dialog>
  );
}

function SignupDialog({ bodyRef, onClose }: DialogBodyProps) {
  const { t } = useTranslation();
  const { ready } = useAccountTranslation();
  const { pathname, search } = useLocation();
  // The emailed link comes back to this page, as /signup?redirect=<this page> would.
  const target = useSignupTarget(`${pathname}${search}`, ROUTES.account.signup);
  if (!ready) {
    return (
      <Dialog open title={t('header.signUp')} onClose={onClose} className="tf-auth-dialog">
        <LoadingStatus>…</LoadingStatus>
      </Dialog>
    );
  }
  return (
    <SignupFlow
      target={target}
      idPrefix="signup-dialog"
      frame={({ title, intro, children }) => (
        <Dialog open title={title} onClose={onClose} className="tf-auth-dialog">
          <div ref={bodyRef} className="tf-auth-dialog__body tf-account">
            {intro && <p className="tf-account__intro">{intro}</p>}
            {children}
          </div>
        </Dialog>
      )}
    />
  );
}
