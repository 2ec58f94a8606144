import i18next from 'i18next';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import settingsEn from '../../../../public/locales/en/settings.json';
import { ApiError } from '../../../lib/api-client.ts';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard.tsx';
import { SETTINGS_NS } from '../hooks/use-settings-translation.ts';
import { saveFailure } from './settings-errors.ts';
import { SettingsPage } from './settings-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
});

const page = <SettingsPage title="Markup settings">{(settings) => <p>Version {settings.version}</p>}</SettingsPage>;

describe('SettingsPage', () => {
  it('loads the settings for the owner and shows the page with them', async () => {
    mockApi({ 'GET /api/agency/settings': { body: { data: { version: 7 } } } });
    renderApp(page, { user: makeAgent() });
    expect(screen.getByRole('heading', { name: 'Markup settings' })).toBeInTheDocument();
    expect(await screen.findByText('Version 7')).toBeInTheDocument();
  });

  it('tells a sales agent only the owner or an admin can change them, without asking the API', () => {
    renderApp(page, { user: makeAgent({ userType: 'SalesAgent' }) });
    expect(screen.getByText('Only the agency owner or an admin can change these settings.')).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.url.pathname === '/api/agency/settings')).toHaveLength(0);
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    mockApi({ 'GET /api/agency/settings': { status: 500, body: { message: 'Something went wrong.' } } });
    renderApp(page, { user: makeAgent({ userType: 'Admin' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells an admin whose read permission for the page is off, when the API refuses it', async () => {
    mockApi({ 'GET /api/agency/settings': { status: 403, body: { message: 'Your access to this part of the back office is turned off.' } } });
    renderApp(page, { user: makeAgent({ userType: 'Admin' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your access to this page is turned off. Ask the agency owner or an admin to turn it on.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('is not offered to travellers', () => {
    renderApp(page, { user: makeUser() });
    expect(screen.getByText('Only the agency owner or an admin can change these settings.')).toBeInTheDocument();
  });
});

describe('saveFailure', () => {
  it('reads a stale version as a conflict, a field error as the form field, anything else as a message', () => {
    expect(saveFailure(new ApiError(409, 'Olivia saved these settings at 10:02…', undefined, { code: 'VERSION_CONFLICT' }))).toEqual({
      kind: 'conflict',
      message: 'Olivia saved these settings at 10:02…',
    });
    expect(saveFailure(new ApiError(400, 'settings.primaryColor: must be a colour like #e8590c', 'settings.primaryColor'))).toEqual({
      kind: 'field',
      field: 'primaryColor',
      message: 'must be a colour like #e8590c',
    });
    expect(saveFailure(new ApiError(403, 'Only the agency owner or an admin can do this.'))).toEqual({
      kind: 'other',
      message: 'Only the agency owner or an admin can do this.',
    });
    expect(saveFailure(new ApiError(500, 'Something went wrong.'))).toEqual({ kind: 'other', message: null });
  });
});

function DirtyForm() {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <div>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <a href="/elsewhere" onClick={(e) => e.preventDefault()}>
        plain
      </a>
      {guard}
    </div>
  );
}

describe('useUnsavedChangesGuard', () => {
  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const { router, user } = renderApp(null, {
      user: makeAgent(),
      path: '/settings/agency',
      routes: [
        { path: '/settings/agency', element: <DirtyForm /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    void router.navigate('/elsewhere');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/settings/agency');
    void router.navigate('/elsewhere');
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});
