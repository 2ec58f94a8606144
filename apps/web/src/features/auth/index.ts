export { useCurrentUser, currentUserQueryOptions } from './api/get-current-user.ts';
export { useLogin } from './api/login.ts';
export { useGuestSession } from './api/guest-session.ts';
export { AuthButtons } from './components/auth-buttons.tsx';
export { AuthLink } from './components/auth-link.tsx';
export { ProfileMenu } from './components/profile-menu.tsx';
export { AuthModalProvider, useAuthModal, type AuthModalView } from './hooks/use-auth-modal.tsx';
export { useLoginHref } from './hooks/use-login-href.ts';
export { useRememberCheckout } from './hooks/use-remember-checkout.ts';
