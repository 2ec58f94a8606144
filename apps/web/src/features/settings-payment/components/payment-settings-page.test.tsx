import i18next from 'i18next';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import settingsEn from '../../../../public/locales/en/settings.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SETTINGS_NS } from '../../settings/index.ts';
import { PaymentSettingsPage } from './payment-settings-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
});

const NO_LEGAL = { name: '', registrationNumber: '', taxNumber: '' };
type Legal = typeof NO_LEGAL;
const settings = (payment: { currentGateway: 'sandbox' | 'stripe'; publishableKey?: string; secretKeyHint?: string | null; legal?: Legal }, version = 3) => ({
  data: {
    version,
    updatedAt: '2030-01-01T10:00:00.000Z',
    payment: {
      currentGateway: payment.currentGateway,
      stripe: { publishableKey: payment.publishableKey ?? '', secretKeyHint: payment.secretKeyHint ?? null, webhookSecretHint: null },
      legal: payment.legal ?? NO_LEGAL,
    },
  },
});
const puts = () => fetchCalls.filter((c) => c.method === 'PUT' && c.url.pathname === '/api/agency/settings/payment');

describe('payment settings', () => {
  it('shows the gateway, the publishable key and only a hint of the stored secret key', async () => {
    mockApi({
      'GET /api/agency/settings': { body: settings({ currentGateway: 'stripe', publishableKey: 'pk_test_51Sunrise', secretKeyHint: 'sk_test_…4242' }) },
    });
    renderApp(<PaymentSettingsPage />, { user: makeAgent() });
    expect(await screen.findByRole('radio', { name: /Stripe/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Sandbox/ })).not.toBeChecked();
    expect(screen.getByLabelText('Publishable key')).toHaveValue('pk_test_51Sunrise');
    const secret = screen.getByLabelText('Secret key');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAccessibleDescription(/Stored key: .*sk_test_…4242.*\. Leave empty to keep it\./);
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  });

  it("sends the webhook endpoint's signing secret when one is typed, and says where Stripe should send its events", async () => {
    mockApi({
      'GET /api/agency/settings': { body: settings({ currentGateway: 'stripe', publishableKey: 'pk_test_51Sunrise', secretKeyHint: 'sk_test_…4242' }) },
      'PUT /api/agency/settings/payment': {
        body: settings({ currentGateway: 'stripe', publishableKey: 'pk_test_51Sunrise', secretKeyHint: 'sk_test_…4242' }, 4),
      },
    });
    const { user } = renderApp(<PaymentSettingsPage />, { user: makeAgent() });
    const webhook = await screen.findByLabelText('Webhook signing secret');
    expect(webhook).toHaveAttribute('type', 'password');
    expect(webhook).toHaveAccessibleDescription(/No webhook signing secret is stored yet.*\/api\/payments\/stripe\/webhook.*charge\.dispute\.created/);
    await user.type(webhook, 'whsec_51Endpoint0001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      version: 3,
      settings: { currentGateway: 'stripe', stripe: { publishableKey: 'pk_test_51Sunrise', webhookSecret: 'whsec_51Endpoint0001' }, legal: NO_LEGAL },
    });
  });

  it('moves to Stripe keeping the stored secret: the secret is left out of the save', async () => {
    mockApi({
      'GET /api/agency/settings': { body: settings({ currentGateway: 'sandbox', secretKeyHint: 'sk_test_…4242' }) },
      'PUT /api/agency/settings/payment': {
        body: settings({ currentGateway: 'stripe', publishableKey: 'pk_test_51Sunrise', secretKeyHint: 'sk_test_…4242' }, 4),
      },
    });
    const { user } = renderApp(<PaymentSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('radio', { name: /Stripe/ }));
    await user.type(screen.getByLabelText('Publishable key'), 'pk_test_51Sunrise');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ version: 3, settings: { currentGateway: 'stripe', stripe: { publishableKey: 'pk_test_51Sunrise' }, legal: NO_LEGAL } });
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
  });

  it('sends a new secret key once, and the field is empty again after saving', async () => {
    mockApi({
      'GET /api/agency/settings': { body: settings({ currentGateway: 'stripe', publishableKey: 'pk_test_51Sunrise', secretKeyHint: 'sk_test_…4242' }) },
      'PUT /api/agency/settings/payment': {
        body: settings({ currentGateway: 'stripe', publishableKey: 'pk_test_51Sunrise', secretKeyHint: 'sk_test_…9999' }, 4),
      },
    });
    const { user } = renderApp(<PaymentSettingsPage />, { user: makeAgent() });
    await user.type(await screen.findByLabelText('Secret key'), 'sk_test_51NewKey9999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Secret key')).toHaveAccessibleDescription(/sk_test_…9999/));
    expect(screen.getByLabelText('Secret key')).toHaveValue('');
    expect((puts()[0]!.body as { settings: { stripe: unknown } }).settings.stripe).toEqual({
      publishableKey: 'pk_test_51Sunrise',
      secretKey: 'sk_test_51NewKey9999',
    });
  });

  it('says what Stripe still needs, in the field, and sends nothing', async () => {
    mockApi({ 'GET /api/agency/settings': { body: settings({ currentGateway: 'sandbox' }) } });
    const { user } = renderApp(<PaymentSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('radio', { name: /Stripe/ }));
    await user.type(screen.getByLabelText('Secret key'), 'pk_test_51Swapped');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Stripe needs the publishable key (pk_…).')).toBeInTheDocument();
    expect(screen.getByLabelText('Secret key')).toHaveAccessibleDescription(/This is not a Stripe secret key/);
    expect(screen.getByLabelText('Publishable key')).toHaveFocus();
    expect(puts()).toHaveLength(0);
  });

  it("shows another admin's newer save as a conflict with Reload, and the API's field message on its field", async () => {
    let answer = 0;
    mockApi({
      'GET /api/agency/settings': { body: settings({ currentGateway: 'stripe', publishableKey: 'pk_test_51Sunrise', secretKeyHint: 'sk_test_…4242' }) },
      'PUT /api/agency/settings/payment': () =>
        ++answer === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                message: 'settings.stripe.secretKey: The publishable and secret keys must both be test keys or both live keys.',
                field: 'settings.stripe.secretKey',
              },
            }
          : { status: 409, body: { statusCode: 409, code: 'VERSION_CONFLICT', message: 'Adam Admin saved these settings at 10:02, after you opened them.' } },
    });
    const { user } = renderApp(<PaymentSettingsPage />, { user: makeAgent() });
    await user.type(await screen.findByLabelText('Secret key'), 'sk_live_51Mixed000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Secret key')).toHaveAccessibleDescription(/must both be test keys or both live keys/));
    await user.clear(screen.getByLabelText('Secret key'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Adam Admin saved these settings at 10:02');
    expect(screen.getByRole('button', { name: 'Reload settings' })).toBeInTheDocument();
  });

  it('edits the legal details receipts carry: labelled fields with hints, sent trimmed; the API’s refusal shows on its field', async () => {
    const stored = { name: 'Sunrise Travel Ltd', registrationNumber: '', taxNumber: '' };
    let answer = 0;
    mockApi({
      'GET /api/agency/settings': { body: settings({ currentGateway: 'sandbox', legal: stored }) },
      'PUT /api/agency/settings/payment': () =>
        ++answer === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                message: 'settings.legal.registrationNumber: Too big: expected string to have <=100 characters',
                field: 'settings.legal.registrationNumber',
              },
            }
          : { body: settings({ currentGateway: 'sandbox', legal: { ...stored, registrationNumber: '01234567', taxNumber: 'GB123456789' } }, 4) },
    });
    const { user } = renderApp(<PaymentSettingsPage />, { user: makeAgent() });
    expect(await screen.findByRole('group', { name: 'Legal details on receipts' })).toBeInTheDocument();
    const name = screen.getByLabelText('Legal name');
    expect(name).toHaveValue('Sunrise Travel Ltd');
    expect(name).toHaveAccessibleDescription("Your company's registered name, if it differs from the agency name.");
    const tax = screen.getByLabelText('Tax or VAT number');
    expect(tax).toHaveAccessibleDescription(/with its country prefix/);
    expect(tax).toHaveAttribute('maxlength', '50');
    await user.type(screen.getByLabelText('Company registration number'), ' 01234567 ');
    await user.type(tax, 'GB123456789');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Company registration number')).toHaveAccessibleDescription(/expected string to have <=100 characters/));
    expect(screen.getByLabelText('Company registration number')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toEqual({
      version: 3,
      settings: {
        currentGateway: 'sandbox',
        stripe: { publishableKey: '' },
        legal: { name: 'Sunrise Travel Ltd', registrationNumber: '01234567', taxNumber: 'GB123456789' },
      },
    });
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Legal name'), '<b>');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use plain text on one line, without < or >.')).toBeInTheDocument();
    expect(puts()).toHaveLength(2);
  });

  it('is refused to a sales agent without asking the API', () => {
    renderApp(<PaymentSettingsPage />, { user: makeAgent({ userType: 'SalesAgent' }) });
    expect(screen.getByText('Only the agency owner or an admin can change these settings.')).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.url.pathname.startsWith('/api/agency/settings'))).toBe(false);
  });
});
