import i18next from 'i18next';
import { SUPPLIERS_NS } from './hooks/use-suppliers-translation.ts';

// Supplier accounts (/settings/suppliers, issue #41): the agency's Duffel and LiteAPI accounts.

/** The page and its texts, for settingsRoutes({ pages: { suppliers } }). */
export const loadSupplierSettingsPage = async () => {
  const [m] = await Promise.all([import('./components/supplier-settings-page.tsx'), i18next.loadNamespaces(SUPPLIERS_NS)]);
  return m.SupplierSettingsPage;
};
