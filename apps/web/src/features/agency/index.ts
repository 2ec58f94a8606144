export { useAgency, agencyQueryOptions } from './api/get-agency.ts';
export { useAgencyNavigations } from './api/get-navigations.ts';
export { useAgencyLanguages } from './api/get-languages.ts';
export { AgencyLogo } from './components/agency-logo.tsx';
export { useBookingLinks } from './hooks/use-booking-links.ts';
