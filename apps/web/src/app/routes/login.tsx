export { LoginPage as Component } from '../../features/account/components/login-page.tsx';
