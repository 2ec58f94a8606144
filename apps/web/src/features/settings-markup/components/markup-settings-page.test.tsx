import i18next from 'i18next';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import markupEn from '../../../../public/locales/en/settings-markup.json';
import settingsEn from '../../../../public/locales/en/settings.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { SETTINGS_NS } from '../../settings/index.ts';
import { MARKUP_NS } from '../hooks/use-markup-translation.ts';
import { MarkupSettingsPage } from './markup-settings-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
  i18next.addResourceBundle('en', MARKUP_NS, markupEn, true, true);
});

const markup = {
  markupBasisPoints: 1200,
  rules: [{ product: 'hotel', country: null, kind: 'percent', basisPoints: 1000 }],
};
const settings = (version: number, m: unknown = markup) => ({ data: { version, updatedAt: '2026-11-24T10:00:00Z', markup: m } });

function renderPage(answers: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/agency/settings': { body: settings(3) },
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1, EUR: 0.5 }, base: 'USD', date: '2026-11-24' } },
    ...answers,
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <MarkupSettingsPage />
    </CurrencyProvider>,
    { user: makeAgent(), path: '/settings/agency' },
  );
}

const preview = () => within(screen.getByRole('group', { name: 'Preview' }));
const previewRow = (name: string) => preview().getByText(name).nextElementSibling?.textContent;

// Many steps, each re-rendering a form of long country and currency lists: slower than the default 5 s on a busy machine.
describe('Markup Settings', { timeout: 20_000 }, () => {
  it('shows the default markup, the rules and a preview of a sample hotel price at the 10% hotel rule', async () => {
    renderPage();
    expect(await screen.findByLabelText('Default markup (%)')).toHaveValue('12');
    const rule = screen.getByRole('group', { name: 'Rule 1: Hotels, All countries' });
    expect(within(rule).getByLabelText('Markup (%)')).toHaveValue('10');
    expect(await preview().findByText('Wholesale Rate')).toBeInTheDocument();
    expect(previewRow('Wholesale Rate')).toBe('$100');
    expect(previewRow('Agency Markup')).toBe('$10');
    expect(previewRow('Retail price')).toBe('$110');
    expect(preview().getByText('Uses the rule for Hotels, All countries.')).toBeInTheDocument();
  });

  it('previews the default for a product no rule names, and the change as it is typed', async () => {
    const { user } = renderPage();
    await screen.findByLabelText('Default markup (%)');
    await user.selectOptions(preview().getByLabelText('Product'), 'car');
    expect(previewRow('Agency Markup')).toBe('$12');
    expect(preview().getByText('Uses the default markup (12 %).')).toBeInTheDocument();
    const field = screen.getByLabelText('Default markup (%)');
    await user.clear(field);
    await user.type(field, '7.5');
    expect(previewRow('Agency Markup')).toBe('$7.50');
    await user.clear(field);
    await user.type(field, 'x');
    expect(preview().getByText('Correct the highlighted fields to see the preview.')).toBeInTheDocument();
  });

  it('adds a fixed rule for cars in France, previews it in another currency, and saves it with the version it read', async () => {
    const { user } = renderPage({ 'PUT /api/agency/settings/markup': ({ body }) => ({ body: settings(4, (body as { settings: unknown }).settings) }) });
    await screen.findByLabelText('Default markup (%)');
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const added = screen.getByRole('group', { name: 'Rule 2: Flights, All countries' });
    expect(within(added).getByLabelText('Product')).toHaveFocus();
    await user.selectOptions(within(added).getByLabelText('Product'), 'car');
    await user.selectOptions(within(added).getByLabelText('Destination country'), 'FR');
    await user.click(within(added).getByRole('radio', { name: 'Fixed amount' }));
    await user.type(within(added).getByLabelText('Amount in USD'), '25');
    expect(within(added).getByText(/use the USD amount, converted at the day's rate/)).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.selectOptions(preview().getByLabelText('Product'), 'car');
    await user.selectOptions(preview().getByLabelText('Destination'), 'FR');
    await user.selectOptions(preview().getByLabelText('Currency'), 'EUR');
    expect(previewRow('Wholesale Rate')).toBe('€100');
    expect(previewRow('Agency Markup')).toBe('€12.50');
    expect(previewRow('Retail price')).toBe('€112.50');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Markup settings saved.')).toBeInTheDocument();
    const put = fetchCalls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      version: 3,
      settings: {
        markupBasisPoints: 1200,
        rules: [
          { product: 'hotel', country: null, kind: 'percent', basisPoints: 1000 },
          { product: 'car', country: 'FR', kind: 'fixed', amounts: { USD: 2_500 } },
        ],
      },
    });
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  });

  it('names the mistyped field and a second rule for the same product and country, and sends nothing', async () => {
    const { user } = renderPage();
    await screen.findByLabelText('Default markup (%)');
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const added = screen.getByRole('group', { name: 'Rule 2: Flights, All countries' });
    await user.selectOptions(within(added).getByLabelText('Product'), 'hotel');
    await user.clear(within(added).getByLabelText('Markup (%)'));
    await user.type(within(added).getByLabelText('Markup (%)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention before saving.');
    expect(within(added).getByLabelText('Markup (%)')).toHaveAccessibleDescription('Enter a percentage from 0 to 100, with at most two decimals.');
    expect(within(added).getByLabelText('Destination country')).toHaveAccessibleDescription('There is already a hotel rule for every country.');
    expect(fetchCalls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('says when someone else saved first and offers to reload', async () => {
    const conflict = 'Olivia saved these settings at 10:02, after you opened them. Reload to see their changes, then make yours again.';
    const { user } = renderPage({ 'PUT /api/agency/settings/markup': { status: 409, body: { message: conflict, code: 'VERSION_CONFLICT' } } });
    const field = await screen.findByLabelText('Default markup (%)');
    await user.clear(field);
    await user.type(field, '15');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    mockApi({ 'GET /api/agency/settings': { body: settings(5, { markupBasisPoints: 900, rules: [] }) } });
    await user.click(screen.getByRole('button', { name: 'Reload settings' }));
    expect(await screen.findByDisplayValue('9')).toBe(screen.getByLabelText('Default markup (%)'));
    expect(screen.getByText('No rules yet: every price uses the default markup.')).toBeInTheDocument();
  });
});
