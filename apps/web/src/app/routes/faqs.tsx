export { FaqPage as Component } from '../../features/faq/components/faq-page.tsx';
