import type { CurrencyOption } from '@tripfront/domain/currency/currency-option';
import { enabledEntries } from '@tripfront/domain/currency/enabled-entries';
import {
  chooseCurrency,
  findCurrencyOption,
  isHomePath,
  renameCurrencyParamForFlightCheckout,
  SELECTED_CURRENCY_STORAGE_KEY,
} from '@tripfront/domain/currency/rules';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browser } from '../../lib/browser.ts';
import { startedFromServer } from '../../lib/hydration.ts';
import { storage } from '../../lib/storage.ts';
import { useEnabledCurrencies } from './api/get-enabled-currencies.ts';
import { useExchangeRates } from './api/get-exchange-rates.ts';
import { useGeoLocation } from './api/get-geolocation.ts';
import { loadCurrencyOptions, loadedCurrencyOptions, standInOptions, withSymbol } from './builtin-options.ts';

/** Window event other parts of the page (and embedded remotes) listen to (spec §4 "broadcast"). */
export const CURRENCY_EVENT = 'tf:currency';

export interface SelectedCurrencyState {
  /** The chosen option (country, currency code, symbol, flag). */
  selectedCurrency: CurrencyOption;
  /** Options of the picker. */
  options: readonly CurrencyOption[];
  /** Choose a currency: stored, shown and broadcast; on the flight checkout the page reloads in it instead. */
  selectCurrency: (option: CurrencyOption) => void;
  /** USD-based rates, null until loaded or when loading failed. */
  exchangeRates: Record<string, number> | null;
  /** YYYY-MM-DD: the day of those rates (shown where prices are converted), null until loaded. */
  ratesDate: string | null;
  ratesLoading: boolean;
  /** 'Failed to fetch exchange rates' (translated) when loading failed. */
  ratesError: string | null;
}

const CurrencyContext = createContext<SelectedCurrencyState | null>(null);

interface CurrencyProviderProps {
  children: ReactNode;
  agencyDefaultCountry: string;
  /** Country of the user's geolocation; by default asked of GET /api/user/geolocation when the chain reaches it. */
  geoCountryCode?: string | null;
  /**
   * The agency's enabled currencies (its product settings; null: every built-in one). The picker
   * then offers GET /api/admin/country/enableCurrencies, and the choice stays among them.
   */
  enabledCurrencies?: readonly string[] | null;
  /** The picker's options; the built-in list (loaded on demand) by default. */
  options?: readonly CurrencyOption[];
}

/** Whether the chain of spec §4 may reach the geolocation: no 'currency' parameter, and no stored choice that applies. */
function chainReachesGeolocation(pathname: string, search: string): boolean {
  if (new URLSearchParams(search).has('currency')) return false;
  return isHomePath(pathname) || !storage.get('local', SELECTED_CURRENCY_STORAGE_KEY);
}

function choose(
  pathname: string,
  search: string,
  agencyDefaultCountry: string,
  geoCountryCode: string | null,
  options: readonly CurrencyOption[],
  withStored = true,
) {
  const params = new URLSearchParams(search);
  return chooseCurrency({
    pathname,
    stored: withStored ? storage.get('local', SELECTED_CURRENCY_STORAGE_KEY) : null,
    queryCurrency: params.get('currency'),
    queryCode: params.get('code'),
    geoCountryCode,
    agencyDefaultCountry,
    options,
  });
}

/** Currency selection of spec §4, shared with the rest of the app through `useSelectedCurrency()`. */
export function CurrencyProvider({
  children,
  agencyDefaultCountry,
  geoCountryCode: givenGeo,
  enabledCurrencies = null,
  options: given,
}: CurrencyProviderProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [builtIn, setBuiltIn] = useState(loadedCurrencyOptions);
  const [needsGeo] = useState(() => givenGeo === undefined && chainReachesGeolocation(pathname, search));
  const geo = useGeoLocation(needsGeo);
  // An unplaced visitor (the default United States) goes on to the agency's default country.
  const geoCountryCode = givenGeo === undefined ? (geo?.located ? geo.countryCode : null) : givenGeo;
  const restricted = enabledCurrencies !== null;
  const fetched = useEnabledCurrencies(restricted && given === undefined);
  // Until the built-in list arrives: the same rules over stand-ins (same currency, maybe another
  // symbol), kept to the agency's enabled currencies, which its answer lists once it arrives.
  const listed = useMemo(
    () => (builtIn && restricted ? enabledEntries(builtIn, enabledCurrencies, (o) => o.currency) : builtIn),
    [builtIn, restricted, enabledCurrencies],
  );
  const options = useMemo(
    () => given ?? fetched ?? listed ?? (restricted ? enabledEntries(standInOptions(), enabledCurrencies, (o) => o.currency) : standInOptions()),
    [given, fetched, listed, restricted, enabledCurrencies],
  );
  // A choice the visitor made on this page is theirs: answers arriving later do not replace it.
  const chosen = useRef(false);
  // A server-rendered page starts with the server's choice (it cannot see the stored one); the
  // stored choice follows right after hydration.
  const [selectedCurrency, setSelectedCurrency] = useState(() =>
    withSymbol(choose(pathname, search, agencyDefaultCountry, startedFromServer() ? null : geoCountryCode, options, !startedFromServer()).option),
  );
  const rates = useExchangeRates();

  useEffect(() => {
    if (!startedFromServer()) return;
    const stored = choose(pathname, search, agencyDefaultCountry, geoCountryCode, options).option;
    setSelectedCurrency((current) => (current.currency === stored.currency && current.code === stored.code ? current : withSymbol(stored)));
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (given || builtIn) return;
    let active = true;
    void loadCurrencyOptions().then((list) => {
      if (!active) return;
      setBuiltIn(list);
      // The stand-in gives way to the real entry of the same currency (and country when it has one).
      setSelectedCurrency((current) => findCurrencyOption(list, current.currency, current.code) ?? current);
    });
    return () => {
      active = false;
    };
  }, [given, builtIn]);

  // The geolocation or the agency's enabled currencies arrived (or changed): the chain again, unless
  // the visitor chose meanwhile. Once the built-in list is in, the same currency keeps its entry.
  useEffect(() => {
    if (chosen.current) return;
    const next = choose(pathname, search, agencyDefaultCountry, geoCountryCode, options).option;
    setSelectedCurrency((current) => (current.currency === next.currency && current.code === next.code ? current : withSymbol(next)));
    // Only when the answers change; the address has effects of its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [geoCountryCode, options]);

  // On the home page the stored choice is cleared; a 'currency' query parameter selects a currency.
  useEffect(() => {
    const choice = choose(pathname, search, agencyDefaultCountry, geoCountryCode, options);
    if (choice.clearStored) storage.remove('local', SELECTED_CURRENCY_STORAGE_KEY);
    if (new URLSearchParams(search).has('currency')) {
      setSelectedCurrency(withSymbol(choice.option));
      if (!choice.clearStored) storage.set('local', SELECTED_CURRENCY_STORAGE_KEY, choice.option.currency);
    }
  }, [pathname, search, agencyDefaultCountry, geoCountryCode, options]);

  useEffect(() => {
    window.dispatchEvent(new CustomEvent<CurrencyOption>(CURRENCY_EVENT, { detail: selectedCurrency }));
  }, [selectedCurrency]);

  const selectCurrency = useCallback(
    (option: CurrencyOption) => {
      chosen.current = true;
      storage.set('local', SELECTED_CURRENCY_STORAGE_KEY, option.currency);
      if (pathname.toLowerCase() === ROUTES.flights.checkout.toLowerCase()) {
        // The reloaded page shows the new currency. This one is not re-rendered in it first, which
        // would re-price and hold the seats again just as the page goes (and keep them held).
        browser.replace(`${pathname}${renameCurrencyParamForFlightCheckout(search)}`);
        return;
      }
      setSelectedCurrency(option);
    },
    [pathname, search],
  );

  const value = useMemo<SelectedCurrencyState>(
    () => ({
      selectedCurrency,
      // The picker waits for the real entries (names, symbols, flags), never showing stand-ins.
      options: given ?? fetched ?? listed ?? [],
      selectCurrency,
      exchangeRates: rates.data?.rates ?? null,
      ratesDate: rates.data?.date ?? null,
      ratesLoading: rates.isPending,
      ratesError: rates.isError ? t('currency.ratesFailed') : null,
    }),
    [selectedCurrency, given, fetched, listed, selectCurrency, rates.data, rates.isPending, rates.isError, t],
  );

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

/** The selected currency and exchange rates; for deals, prices and the picker. */
export function useSelectedCurrency(): SelectedCurrencyState {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useSelectedCurrency must be used inside <CurrencyProvider>');
  return value;
}
