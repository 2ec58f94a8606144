export { SideNav } from './components/side-nav.tsx';
