import type { SupplierAccount } from '@tripfront/domain/supplier-accounts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import suppliersEn from '../../../../public/locales/en/settings-suppliers.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SUPPLIERS_NS } from '../hooks/use-suppliers-translation.ts';
import { SupplierSettingsPage } from './supplier-settings-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SUPPLIERS_NS, suppliersEn, true, true);
});

const URL = '/api/agency/settings/suppliers';

function account(overrides: Partial<SupplierAccount> = {}): SupplierAccount {
  return {
    id: '6f1c1f0e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
    supplier: 'duffel',
    label: 'Our Duffel',
    credentials: 'agency',
    hint: 'duffel_test_…1a2b',
    products: ['flight', 'hotel'],
    check: null,
    archived: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

function answer(accounts: SupplierAccount[], platformAvailable = { duffel: false, liteapi: false }) {
  return { body: { data: { accounts, platformAvailable } } };
}

const renderPage = () => renderApp(<SupplierSettingsPage />, { user: makeAgent(), path: '/settings/suppliers' });
const card = (name: string) => screen.getByRole('listitem', { name });

describe('Supplier accounts page', { timeout: 20_000 }, () => {
  it('lists live accounts with their keys masked, products as switches, and archived ones apart', async () => {
    mockApi({
      [`GET ${URL}`]: answer([
        account(),
        account({ id: 'b2', supplier: 'liteapi', label: 'Platform LiteAPI', credentials: 'platform', hint: '', products: ['hotel'] }),
        account({ id: 'c3', label: 'Old Duffel', hint: 'duffel_live_…9z9z', products: [], archived: true }),
      ]),
    });
    renderPage();
    const duffel = await screen.findByRole('listitem', { name: 'Duffel Our Duffel' });
    expect(within(duffel).getByText('duffel_test_…1a2b')).toBeInTheDocument();
    expect(within(duffel).getByRole('switch', { name: 'Air Travel through Our Duffel' })).toBeChecked();
    expect(within(duffel).getByRole('switch', { name: 'Car Rentals through Our Duffel' })).not.toBeChecked();
    expect(within(duffel).getByText('Not tested yet.')).toBeInTheDocument();
    const lite = card('LiteAPI Platform LiteAPI');
    expect(within(lite).getByText('Platform account')).toBeInTheDocument();
    // LiteAPI sells hotels only, and the platform's account has no key to replace.
    expect(within(lite).getAllByRole('switch')).toHaveLength(1);
    expect(within(lite).queryByRole('button', { name: /Replace the key/ })).not.toBeInTheDocument();
    const archived = screen.getByRole('region', { name: 'Archived accounts' });
    const old = within(archived).getByRole('listitem', { name: 'Duffel Old Duffel Archived' });
    expect(within(old).getByRole('switch', { name: 'Hotels through Old Duffel' })).toBeDisabled();
    expect(within(old).getByRole('button', { name: 'Restore Old Duffel' })).toBeEnabled();
    expect(within(old).queryByRole('button', { name: /Test the connection/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/No supplier accounts yet/)).not.toBeInTheDocument();
  });

  it('adds the agency’s own account: posts the supplier, name, key and products, and lists it masked', async () => {
    const added = account({ id: 'n1', supplier: 'liteapi', label: 'LiteAPI live', hint: '…e1f2', products: ['hotel'] });
    let saved = false;
    mockApi({
      [`GET ${URL}`]: () => answer(saved ? [added] : []),
      [`POST ${URL}`]: () => {
        saved = true;
        return { status: 201, body: { data: added } };
      },
    });
    const { user } = renderPage();
    expect(await screen.findByText('No supplier accounts yet: everything sells the demo inventory.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Supplier'), 'LiteAPI');
    // LiteAPI sells hotels only.
    expect(screen.queryByRole('checkbox', { name: 'Air Travel' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'LiteAPI live');
    const key = screen.getByLabelText('Key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('autocomplete', 'off');
    await user.type(key, 'short');
    await user.click(screen.getByRole('checkbox', { name: 'Hotels' }));
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Please paste the whole key.')).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(key);
    await user.type(key, 'sand_6c0d2f4e-8a1b-4c3d-9e5f-a7b8c9d0e1f2');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(key).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('LiteAPI live added.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({
      supplier: 'liteapi',
      label: 'LiteAPI live',
      credentials: 'agency',
      secret: 'sand_6c0d2f4e-8a1b-4c3d-9e5f-a7b8c9d0e1f2',
      products: ['hotel'],
    });
    const listed = await screen.findByRole('listitem', { name: 'LiteAPI LiteAPI live' });
    expect(within(listed).getByText('…e1f2')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Key')).toHaveValue('');
  });

  it('shows 409 PRODUCT_TAKEN on the products', async () => {
    mockApi({
      [`GET ${URL}`]: answer([account({ products: ['flight'] })]),
      [`POST ${URL}`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'PRODUCT_TAKEN',
          field: 'products',
          message: 'products: flight can be sold through one account at a time: switch it off on the other account first.',
        },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('listitem', { name: 'Duffel Our Duffel' });
    const form = screen.getByRole('form', { name: 'Add an account' });
    await user.type(within(form).getByLabelText('Name'), 'Second Duffel');
    await user.type(within(form).getByLabelText('Key'), 'duffel_test_Zq8sY3kP0aW2xV9nB4cR7tLm1a2b');
    await user.click(within(form).getByRole('checkbox', { name: 'Air Travel' }));
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    const message = await within(form).findByText('flight can be sold through one account at a time: switch it off on the other account first.');
    expect(within(form).getByRole('group', { name: 'Products' })).toHaveAccessibleDescription(expect.stringContaining(message.textContent ?? ''));
  });

  it('tests the connection: busy, then the supplier’s sentence', async () => {
    let settle: (value: { body: unknown }) => void = () => {};
    mockApi({
      [`GET ${URL}`]: answer([account()]),
      [`POST ${URL}/${account().id}/test`]: () =>
        new Promise((resolve) => {
          settle = resolve;
        }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Test the connection of Our Duffel' }));
    expect(screen.getByRole('button', { name: 'Test the connection of Our Duffel' })).toHaveTextContent('Testing…');
    expect(screen.getByRole('button', { name: 'Test the connection of Our Duffel' })).toBeDisabled();
    settle({
      body: { data: account({ check: { at: '2026-11-30T10:15:00.000Z', ok: false, message: 'Duffel refused the key. Check that it was copied whole.' } }) },
    });
    expect(await screen.findByText('Duffel refused the key. Check that it was copied whole.')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test the connection of Our Duffel' })).toHaveTextContent('Test connection');
  });

  it("offers the platform's account only where the operator allows it", async () => {
    mockApi({ [`GET ${URL}`]: answer([], { duffel: false, liteapi: true }) });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Add an account' });
    expect(within(form).queryByRole('radio', { name: /The platform's account/ })).not.toBeInTheDocument();
    expect(within(form).getByText("The platform's account with Duffel is not offered to agencies here: add your own key.")).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Supplier'), 'LiteAPI');
    await user.click(within(form).getByRole('radio', { name: /The platform's account/ }));
    // No key for the platform's account.
    expect(within(form).queryByLabelText('Key')).not.toBeInTheDocument();
  });
});
