import i18next from 'i18next';
import { PROFILE_NS } from './hooks/use-profile-translation.ts';

// The signed-in user's profile (name, photo, language, password): one page for travellers
// (/mytrip/profile) and agents (/settings/profile). Nothing here loads before the page opens.

/** The profile page and its texts, for the traveller area's and the settings' routes. */
export const loadProfilePage = async () => {
  const [m] = await Promise.all([import('./components/profile-page.tsx'), i18next.loadNamespaces(PROFILE_NS)]);
  return m.ProfilePage;
};

/** The account's saved travellers (decision 0102), for the checkouts' "Choose a saved traveller". */
export { saveTraveller, savedTravellersQueryOptions, useSavedTravellers } from './api/saved-travellers.ts';
