export { DestinationPage as Component } from '../../features/content/components/destination-page.tsx';
