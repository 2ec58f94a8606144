/**
 * Currency feature (spec §4 "Currency selection"). Other features read the selection with
 * `useSelectedCurrency()`; non-React code can listen to the `tf:currency` window event.
 */
export { CurrencyProvider, useSelectedCurrency, CURRENCY_EVENT, type SelectedCurrencyState } from './currency-context.tsx';
export { CurrencyPicker } from './components/currency-picker.tsx';
export { exchangeRatesQueryOptions } from './api/get-exchange-rates.ts';
export { geoLocationQueryOptions } from './api/get-geolocation.ts';
