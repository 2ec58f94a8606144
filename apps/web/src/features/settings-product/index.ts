import i18next from 'i18next';
import { PRODUCT_NS } from './hooks/use-product-translation.ts';

// Product settings (/settings/product, issue #15): the booking menu's order and active flags.

/** The page and its texts, for settingsRoutes({ pages: { product } }). */
export const loadProductSettingsPage = async () => {
  const [m] = await Promise.all([import('./components/product-settings-page.tsx'), i18next.loadNamespaces(PRODUCT_NS)]);
  return m.ProductSettingsPage;
};
