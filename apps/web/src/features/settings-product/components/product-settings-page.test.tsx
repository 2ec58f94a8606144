import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it } from 'vitest';
import productAr from '../../../../public/locales/ar/settings-product.json';
import productEn from '../../../../public/locales/en/settings-product.json';
import settingsEn from '../../../../public/locales/en/settings.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SETTINGS_NS } from '../../settings/index.ts';
import { PRODUCT_NS } from '../hooks/use-product-translation.ts';
import { ProductSettingsPage } from './product-settings-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
  i18next.addResourceBundle('en', PRODUCT_NS, productEn, true, true);
});

const seedMenu = [
  { id: 1, title: 'Hotels', active: true },
  { id: 5, title: 'Air Travel', active: true },
  { id: 6, title: 'Resorts', active: true },
  { id: 2, title: 'Car Rentals', active: true },
  { id: 3, title: 'Activities', active: true },
  { id: 4, title: 'Cruise', active: true },
];

function settings(version = 4, bookingMenuItemOptions = seedMenu) {
  return {
    version,
    updatedAt: '2026-11-24T09:00:00.000Z',
    website: { agency: { enableHotelsV2: false, enableFlightsV2: false } },
    product: { bookingMenuItemOptions },
  };
}

function renderPage() {
  return renderApp(
    <>
      <ProductSettingsPage />
      <ToastContainer />
    </>,
    { user: makeAgent(), path: '/settings/product' },
  );
}

const order = () => screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label')?.replace(' active', ''));
const previewTabs = () =>
  within(screen.getByRole('list', { name: 'Home page tabs' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Product settings', { timeout: 20_000 }, () => {
  it('lists the products in the stored order with a preview of the home tabs and Book Now', async () => {
    mockApi({
      'GET /api/agency/settings': {
        body: {
          data: settings(4, [
            { id: 3, title: 'Activities', active: true },
            { id: 1, title: 'Hotels', active: false },
            { id: 2, title: 'Car Rentals', active: true },
          ]),
        },
      },
    });
    renderPage();
    expect(await screen.findByRole('switch', { name: 'Activities active' })).toBeChecked();
    // Services the agency never listed come last, switched off.
    expect(order()).toEqual(['Activities', 'Hotels', 'Car Rentals', 'Air Travel', 'Resorts', 'Cruise']);
    expect(screen.getByRole('switch', { name: 'Hotels active' })).not.toBeChecked();
    expect(previewTabs()).toEqual(['Activities', 'Car Rentals']);
    expect(screen.getByTestId('book-now-preview')).toHaveTextContent('Activities /booknow/activities');
    expect(screen.getByText('No home page tab')).toBeInTheDocument();
  });

  it('reorders with the keyboard, announces the move, and saves the order and flags with the version read', async () => {
    mockApi({
      'GET /api/agency/settings': { body: { data: settings(4) } },
      'PUT /api/agency/settings/product': ({ body }) => ({
        body: { data: settings(5, (body as { settings: { bookingMenuItemOptions: typeof seedMenu } }).settings.bookingMenuItemOptions) },
      }),
    });
    const { user } = renderPage();
    const up = await screen.findByRole('button', { name: 'Move Activities up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Activities moved to position 4 of 6.');
    // The focus stays with the moved product, so Enter again keeps moving it.
    expect(screen.getByRole('button', { name: 'Move Activities up' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Activities moved to position 1 of 6.');
    // At the top, Move up is off and the focus moves to its twin.
    expect(screen.getByRole('button', { name: 'Move Activities up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Activities down' })).toHaveFocus();
    expect(order()).toEqual(['Activities', 'Hotels', 'Air Travel', 'Resorts', 'Car Rentals', 'Cruise']);

    await user.click(screen.getByRole('switch', { name: 'Car Rentals active' }));
    expect(previewTabs()).toEqual(['Activities', 'Hotels', 'Air Travel', 'Cruise']);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 4,
      settings: {
        bookingMenuItemOptions: [
          { id: 3, title: 'Activities', active: true },
          { id: 1, title: 'Hotels', active: true },
          { id: 5, title: 'Air Travel', active: true },
          { id: 6, title: 'Resorts', active: true },
          { id: 2, title: 'Car Rentals', active: false },
          { id: 4, title: 'Cruise', active: true },
        ],
        enabledCruiseLines: null,
        enabledCountries: null,
        enabledCurrencies: null,
      },
    });
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(order()[0]).toBe('Activities');
  });

  it('chooses the cruise lines the agency sells (issue #19), never none', async () => {
    mockApi({
      'GET /api/agency/settings': { body: { data: settings(4) } },
      'GET /api/cruise/ship-lines': {
        body: {
          data: [
            { id: 'carnival', name: 'Carnival Cruise Line', ships: ['Mardi Gras'] },
            { id: 'disney', name: 'Disney Cruise Line', ships: ['Disney Wish'] },
          ],
        },
      },
      'PUT /api/agency/settings/product': { body: { data: settings(5) } },
    });
    const { user } = renderPage();
    const every = await screen.findByRole('checkbox', { name: 'Sell every cruise line' });
    expect(every).toBeChecked();
    await user.click(every);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one cruise line, or sell every line.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(fetchCalls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(await screen.findByRole('checkbox', { name: 'Disney Cruise Line' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect((fetchCalls.find((c) => c.method === 'PUT')?.body as { settings: { enabledCruiseLines: unknown } }).settings.enabledCruiseLines).toEqual(['disney']);
  });

  it('enables only some currencies and countries (issue #46), keeping the default country’s currency', async () => {
    mockApi({
      'GET /api/agency/settings': { body: { data: settings(4) } },
      'PUT /api/agency/settings/product': { body: { data: settings(5) } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Offer every currency' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one currency, or offer every currency.');
    await user.type(screen.getByRole('searchbox', { name: 'Find a currency' }), 'eur');
    await user.click(screen.getByRole('checkbox', { name: 'Euro (EUR)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Keep USD enabled: it is the currency of your default country');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(fetchCalls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    // A search hides other rows without forgetting what is ticked.
    await user.clear(screen.getByRole('searchbox', { name: 'Find a currency' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a currency' }), 'usd');
    await user.click(screen.getByRole('checkbox', { name: 'US Dollar (USD)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Offer every country' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sweden' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    const sent = (fetchCalls.find((c) => c.method === 'PUT')?.body as { settings: Record<string, unknown> }).settings;
    expect(sent).toMatchObject({ enabledCurrencies: ['EUR', 'USD'], enabledCountries: ['SE'] });
  });

  it('refuses to save with every product switched off', async () => {
    mockApi({
      'GET /api/agency/settings': {
        body: {
          data: settings(4, [
            { id: 1, title: 'Hotels', active: true },
            { id: 2, title: 'Car Rentals', active: false },
          ]),
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Hotels active' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Keep at least one product active: the home page and Book Now need one.');
    expect(screen.getByText('Nothing: no product is active.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(fetchCalls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows a conflict with Reload, which brings the other save and a fresh form', async () => {
    let reads = 0;
    mockApi({
      'GET /api/agency/settings': () => {
        reads += 1;
        return {
          body: {
            data:
              reads === 1
                ? settings(4)
                : settings(
                    6,
                    seedMenu.map((i) => ({ ...i, active: i.id !== 4 })),
                  ),
          },
        };
      },
      'PUT /api/agency/settings/product': {
        status: 409,
        body: {
          message: 'Olivia Owner saved these settings at 10:02, after you opened them. Reload to see their changes, then make yours again.',
          code: 'VERSION_CONFLICT',
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Hotels active' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Olivia Owner saved these settings at 10:02');
    // What was changed is still on screen until the agent reloads.
    expect(screen.getByRole('switch', { name: 'Hotels active' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reload settings' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hotels active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Cruise active' })).not.toBeChecked();
  });

  it("shows the API's message when it refuses the list", async () => {
    mockApi({
      'GET /api/agency/settings': { body: { data: settings(4) } },
      'PUT /api/agency/settings/product': {
        status: 400,
        body: { message: 'settings.bookingMenuItemOptions: Each product can be listed once.', field: 'settings.bookingMenuItemOptions' },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Cruise active' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each product can be listed once.');
    expect(screen.getByRole('switch', { name: 'Cruise active' })).not.toBeChecked();
  });

  describe('a product outside the plan (409 PLAN_LIMIT)', () => {
    const refusal = {
      status: 409,
      body: {
        message: 'Your plan includes Hotels, Car Rentals only. Turn off Air Travel, or change plan on the Subscription page.',
        code: 'PLAN_LIMIT',
        field: 'settings.bookingMenuItemOptions',
        plan: { included: ['hotels', 'cars'], outside: ['flights'] },
      },
    };

    it('names what the plan includes and what to turn off, in the page’s words', async () => {
      mockApi({ 'GET /api/agency/settings': { body: { data: settings(4) } }, 'PUT /api/agency/settings/product': refusal });
      const { user } = renderPage();
      await user.click(await screen.findByRole('switch', { name: 'Cruise active' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your plan includes Hotels and Car Rentals only. Turn off Air Travel, or change plan on the Subscription page.',
      );
    });

    it('words it in Arabic on an Arabic page, not in the server’s English', async () => {
      i18next.addResourceBundle('ar', PRODUCT_NS, productAr, true, true);
      await i18next.changeLanguage('ar');
      mockApi({ 'GET /api/agency/settings': { body: { data: settings(4) } }, 'PUT /api/agency/settings/product': refusal });
      const { user } = renderPage();
      await user.click((await screen.findAllByRole('switch'))[0]!);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(/^تشمل خطتك .+ فقط\. أوقف .+، أو غيّر الخطة من صفحة الاشتراك\.$/);
      expect(alert.textContent).not.toContain('Your plan');
    });
  });
});
