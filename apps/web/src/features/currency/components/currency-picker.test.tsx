import { screen, within } from '@testing-library/react';
import { CURRENCY_OPTIONS } from '@tripfront/domain/currency/countries';
import { SELECTED_CURRENCY_STORAGE_KEY } from '@tripfront/domain/currency/rules';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser.ts';
import { makeAgency } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CURRENCY_EVENT, CurrencyProvider, useSelectedCurrency } from '../currency-context.tsx';
import { CurrencyPicker } from './currency-picker.tsx';

function Current() {
  const { selectedCurrency } = useSelectedCurrency();
  return <output aria-label="current">{`${selectedCurrency.code}/${selectedCurrency.currency}`}</output>;
}

function renderPicker(options: { pinned?: string[]; path?: string; defaultCountry?: string; enabledCurrencies?: string[] | null } = {}) {
  return renderApp(
    <CurrencyProvider agencyDefaultCountry={options.defaultCountry ?? 'US'} enabledCurrencies={options.enabledCurrencies ?? null}>
      <Current />
      <CurrencyPicker pinned={options.pinned ?? ['USD']} />
    </CurrencyProvider>,
    { path: options.path ?? '/faqs', agency: makeAgency() },
  );
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('CurrencyPicker', () => {
  it('lists pinned currencies first, with flags', async () => {
    const { user } = renderPicker({ pinned: ['USD', 'MXN'] });
    await user.click(screen.getByRole('button', { name: /Currency: USD/ }));
    // The panel loads on the first open, beside the start-up bundle.
    expect(await screen.findByRole('dialog', { name: 'Choose a currency' })).toBeInTheDocument();
    // The full country list loads on its own, beside the start-up bundle.
    await screen.findAllByRole('option');
    const names = optionNames();
    expect(names[0]).toContain('United States (USD)');
    expect(names[1]).toContain('Mexico (MXN)');
    expect(names[2]).toContain('United Arab Emirates (AED)');
    const flag = within(screen.getAllByRole('option')[0]!).getByRole('presentation', { hidden: true });
    expect(flag).toHaveAttribute('src', '/flags/us.svg');
  });

  it('filters by name and currency code, ignoring case', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: /Currency/ }));
    const search = await screen.findByRole('combobox', { name: 'Search currency' });
    await user.type(search, 'sek');
    expect(optionNames()).toEqual(['Sweden (SEK)kr']);
    await user.clear(search);
    await user.type(search, 'SWITZER');
    expect(optionNames().every((name) => name?.includes('Switzerland'))).toBe(true);
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(screen.getByText('No currency matches your search.')).toBeInTheDocument();
  });

  it('is usable by keyboard, stores the choice and broadcasts it', async () => {
    const listener = vi.fn();
    window.addEventListener(CURRENCY_EVENT, listener);
    const { user } = renderPicker();
    const button = screen.getByRole('button', { name: /Currency: USD/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const search = await screen.findByRole('combobox', { name: 'Search currency' });
    expect(search).toHaveFocus();
    await user.type(search, 'eur');
    await user.keyboard('{ArrowDown}');
    const active = search.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toContain('(EUR)');
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(screen.getByLabelText('current').textContent).toMatch(/\/EUR$/);
    expect(localStorage.getItem(SELECTED_CURRENCY_STORAGE_KEY)).toBe('EUR');
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ detail: expect.objectContaining({ currency: 'EUR' }) }));
    window.removeEventListener(CURRENCY_EVENT, listener);
  });

  it('says the day of the exchange rates prices are converted with', async () => {
    mockApi({ 'GET /api/multi-currency/exchange': { body: { rates: { USD: 1, EUR: 0.853242320819 }, base: 'USD', date: '2026-11-27', source: 'ECB' } } });
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: /Currency: USD/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a currency' });
    expect(await within(dialog).findByText('Prices converted at the exchange rates of Nov 27, 2026')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user } = renderPicker();
    const button = screen.getByRole('button', { name: /Currency/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: 'Search currency' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('reloads the flight checkout with currency renamed to curr', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    const { user } = renderPicker({ path: '/booknow/flights/checkout?currency=USD&id=7' });
    await user.click(screen.getByRole('button', { name: /Currency/ }));
    await user.type(await screen.findByRole('combobox'), 'GBP');
    await user.keyboard('{Enter}');
    expect(replace).toHaveBeenCalledWith('/booknow/flights/checkout?curr=USD&id=7');
  });
});

describe('CurrencyProvider selection', () => {
  it("starts from the agency's default country", () => {
    renderPicker({ defaultCountry: 'SE' });
    expect(screen.getByLabelText('current')).toHaveTextContent('SE/SEK');
  });

  it('uses the stored choice away from the home page', () => {
    localStorage.setItem(SELECTED_CURRENCY_STORAGE_KEY, 'JPY');
    renderPicker({ path: '/faqs' });
    expect(screen.getByLabelText('current')).toHaveTextContent('JP/JPY');
  });

  it('clears the stored choice on the home page', () => {
    localStorage.setItem(SELECTED_CURRENCY_STORAGE_KEY, 'JPY');
    renderPicker({ path: '/' });
    expect(screen.getByLabelText('current')).toHaveTextContent('US/USD');
    expect(localStorage.getItem(SELECTED_CURRENCY_STORAGE_KEY)).toBeNull();
  });

  it('selects the currency and country from the query', () => {
    renderPicker({ path: '/faqs?currency=usd&code=EC' });
    expect(screen.getByLabelText('current')).toHaveTextContent('EC/USD');
    expect(localStorage.getItem(SELECTED_CURRENCY_STORAGE_KEY)).toBe('USD');
  });
});

describe('geolocation and enabled currencies (spec §4, issue #46)', () => {
  const sweden = { data: { country: 'Sweden', countryCode: 'SE', located: true } };
  const euroAndDollar = CURRENCY_OPTIONS.filter((o) => o.currency === 'EUR' || o.currency === 'USD');

  it('gives a first visit from Sweden Swedish crowns', async () => {
    mockApi({ 'GET /api/user/geolocation': { body: sweden } });
    renderPicker({ path: '/' });
    expect(await screen.findByText('SE/SEK')).toBeInTheDocument();
  });

  it("gives a visitor no database places (the default United States) the agency's default country's currency", async () => {
    mockApi({ 'GET /api/user/geolocation': { body: { data: { country: 'United States', countryCode: 'US', located: false } } } });
    renderPicker({ path: '/', defaultCountry: 'SE' });
    await vi.waitFor(() => expect(fetchCalls.some((c) => c.url.pathname === '/api/user/geolocation')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText('current')).toHaveTextContent('SE/SEK');
  });

  it('does not ask where the visitor is when a stored choice applies', async () => {
    localStorage.setItem(SELECTED_CURRENCY_STORAGE_KEY, 'JPY');
    mockApi({ 'GET /api/user/geolocation': { body: sweden } });
    renderPicker({ path: '/faqs' });
    expect(screen.getByLabelText('current')).toHaveTextContent('JP/JPY');
    expect(fetchCalls.some((c) => c.url.pathname === '/api/user/geolocation')).toBe(false);
  });

  it('offers only the enabled EUR and USD, and passes over a geolocated currency the agency does not enable', async () => {
    mockApi({
      'GET /api/user/geolocation': { body: sweden },
      'GET /api/admin/country/enableCurrencies': { body: { data: euroAndDollar } },
    });
    const { user } = renderPicker({ path: '/', enabledCurrencies: ['EUR', 'USD'], pinned: ['USD'] });
    await vi.waitFor(() => expect(fetchCalls.some((c) => c.url.pathname === '/api/user/geolocation')).toBe(true));
    expect(screen.getByLabelText('current')).toHaveTextContent('US/USD');
    await user.click(screen.getByRole('button', { name: /Currency/ }));
    await screen.findAllByRole('option');
    const currencies = new Set(optionNames().map((name) => /\((\w{3})\)/.exec(name ?? '')?.[1]));
    expect(currencies).toEqual(new Set(['EUR', 'USD']));
    expect(optionNames()).toHaveLength(euroAndDollar.length);
    expect(fetchCalls.some((c) => c.url.pathname === '/api/admin/country/enableCurrencies')).toBe(true);
  });

  it("keeps the visitor's own choice when the geolocation answers after it", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({ 'GET /api/user/geolocation': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderPicker({ path: '/' });
    await user.click(screen.getByRole('button', { name: /Currency/ }));
    await user.type(await screen.findByRole('combobox'), 'JPY');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('current')).toHaveTextContent('JP/JPY');
    answer({ body: sweden });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText('current')).toHaveTextContent('JP/JPY');
  });
});
