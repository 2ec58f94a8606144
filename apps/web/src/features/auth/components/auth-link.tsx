import { isExternalHref, isServerHref } from '@tripfront/domain/navigation/routes';
import { opensAuthModal } from '@tripfront/domain/navigation/redirects';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuthModal, type AuthModalView } from '../hooks/use-auth-modal.tsx';

interface AuthLinkProps {
  /** The dialog a plain click opens. */
  view: AuthModalView;
  /** The page the link goes to otherwise (a new tab, before the app runs, on the account pages). */
  to: string;
  className?: string;
  /** Runs on every click, before the dialog opens or the link is followed. */
  onClick?: () => void;
  children: ReactNode;
}

/**
 * Log In / Sign Up as a real link to its page, which a plain click turns into the sign-in dialog
 * over the current page (decision 0116). Modified clicks, off-site hrefs (SSO agencies without
 * direct login) and the account pages themselves keep the link's navigation.
 */
export function AuthLink({ view, to, className, onClick, children }: AuthLinkProps) {
  const modal = useAuthModal();
  const { pathname } = useLocation();
  // Another site, or the server's sign-in start (it redirects to the provider): a full page load.
  if (isExternalHref(to) || isServerHref(to)) {
    return (
      <a className={className} href={to} onClick={onClick}>
        {children}
      </a>
    );
  }
  const inDialog = modal !== null && opensAuthModal(to, pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (!inDialog || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    modal.open(view);
  };
  return (
    <Link className={className} to={to} onClick={handleClick} aria-haspopup={inDialog ? 'dialog' : undefined}>
      {children}
    </Link>
  );
}
