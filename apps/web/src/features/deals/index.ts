/**
 * Deals feature: the home page's Product Deals (spec §2, §4–§6). Only the small loader is in the
 * home chunk; tabs, carousel and cards load lazily.
 */
export { ProductDeals } from './components/product-deals-loader.tsx';
/** The name the home page used for the placeholder; same component. */
export { ProductDeals as DealsSlot } from './components/product-deals-loader.tsx';
