export { useAgency, agencyQueryOptions } from './api/get-agency.ts';
export { useAgencyNavigations, navigationsQueryOptions } from './api/get-navigations.ts';
export { useAgencyLanguages, languagesQueryOptions } from './api/get-languages.ts';
export { AgencyLogo } from './components/agency-logo.tsx';
export { useBookingLinks } from './hooks/use-booking-links.ts';
export { useAgencyBranding } from './hooks/use-agency-branding.ts';
export { themeVariables } from './apply-theme.ts';
export { AgencyContactList } from './components/agency-contact-list.tsx';
export { useEnabledCountries } from './hooks/use-enabled-countries.ts';
