export { LogoutPage as Component } from '../../features/auth/components/logout-page.tsx';
