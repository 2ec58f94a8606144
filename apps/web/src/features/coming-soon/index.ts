export { ComingSoonPage } from './components/coming-soon-page.tsx';
