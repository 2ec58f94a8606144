export { useCurrentUser, currentUserQueryOptions } from './api/get-current-user.ts';
export { useLogin } from './api/login.ts';
export { useGuestSession } from './api/guest-session.ts';
export { AuthButtons } from './components/auth-buttons.tsx';
export { ProfileMenu } from './components/profile-menu.tsx';
export { useLoginHref } from './hooks/use-login-href.ts';
export { useRememberCheckout } from './hooks/use-remember-checkout.ts';
