export { AgencyTermsPage as Component } from '../../features/content/components/terms-page.tsx';
