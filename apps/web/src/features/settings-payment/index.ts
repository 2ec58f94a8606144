// Payment settings (/settings/payment, issue #15): the agency's gateway and its own Stripe keys.
// The app's router loads the page lazily: SETTINGS_PAGES.payment → () => import(...).then((m) => m.PaymentSettingsPage).
export { PaymentSettingsPage } from './components/payment-settings-page.tsx';
