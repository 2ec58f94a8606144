import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import settingsEn from '../../../../public/locales/en/settings.json';
import themeEn from '../../../../public/locales/en/settings-theme.json';
import { SETTINGS_NS } from '../../settings/index.ts';
import { makeAgency, makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { THEME_NS } from '../hooks/use-theme-translation.ts';
import { ThemeSettingsPage } from './theme-settings-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
  i18next.addResourceBundle('en', THEME_NS, themeEn, true, true);
});

const settings = (version: number, primaryColor: string, logoPlacement: 'start' | 'center' = 'start') => ({
  version,
  updatedAt: '2026-11-24T09:00:00.000Z',
  theme: { primaryColor, logoPlacement },
});
const preview = () => screen.getByRole('region', { name: 'Preview of the storefront' });

describe('ThemeSettingsPage', { timeout: 20_000 }, () => {
  it('previews a new colour and placement before saving, warns about a light colour, and saves with the version', async () => {
    mockApi({ 'GET /api/agency/settings': { body: { data: settings(3, '#0b7285') } } });
    const { user } = renderApp(<ThemeSettingsPage />, { user: makeAgent() });
    const hex = await screen.findByLabelText('Colour code');
    expect(hex).toHaveValue('#0b7285');
    expect(screen.getByText(/Contrast is good/)).toBeInTheDocument();
    expect(screen.getByText('Text on this colour is white, chosen from its brightness.')).toBeInTheDocument();

    await user.clear(hex);
    await user.type(hex, '#ffe066');
    // Spec §9: a bright colour takes black text; on white it is too faint for links (WCAG AA).
    expect(screen.getByText('Text on this colour is black, chosen from its brightness.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/On a white page this colour has a contrast of only 1\.\d:1/);
    expect(preview().style.getPropertyValue('--tf-primary')).toBe('#ffe066');
    expect(preview().style.getPropertyValue('--tf-primary-fg')).toBe('#000000');
    // The page itself keeps the agency's current colours until the save.
    expect(document.documentElement.style.getPropertyValue('--tf-primary')).not.toBe('#ffe066');

    await user.click(screen.getByRole('radio', { name: 'Centred' }));
    expect(preview().querySelector('[data-logo-placement]')).toHaveAttribute('data-logo-placement', 'center');

    mockApi({ 'PUT /api/agency/settings/theme': { body: { data: settings(4, '#ffe066', 'center') } } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('All changes saved.');
    expect(fetchCalls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 3, settings: { primaryColor: '#ffe066', logoPlacement: 'center' } });
  });

  it('refuses a colour code that is not one, and keeps the last whole colour in the preview', async () => {
    mockApi({ 'GET /api/agency/settings': { body: { data: settings(3, '#0b7285') } } });
    const { user } = renderApp(<ThemeSettingsPage />, { user: makeAgent({ userType: 'Admin' }) });
    const hex = await screen.findByLabelText('Colour code');
    await user.clear(hex);
    await user.type(hex, '#12');
    expect(await screen.findByText('Please enter a colour like #e8590c.')).toBeInTheDocument();
    expect(preview().style.getPropertyValue('--tf-primary')).toBe('#0b7285');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(fetchCalls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows the conflict when another admin saved first', async () => {
    mockApi({
      'GET /api/agency/settings': { body: { data: settings(3, '#0b7285') } },
      'PUT /api/agency/settings/theme': { status: 409, body: { message: 'Alex Admin saved these settings at 10:02.', code: 'VERSION_CONFLICT' } },
    });
    const { user } = renderApp(<ThemeSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('radio', { name: 'Centred' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Alex Admin saved these settings at 10:02.');
    expect(within(alert).getByRole('button', { name: 'Reload settings' })).toBeInTheDocument();
  });

  it('shows a sales agent the current theme and its preview, read-only, without asking for the settings', async () => {
    renderApp(<ThemeSettingsPage />, { user: makeAgent({ userType: 'SalesAgent' }), agency: makeAgency({ primaryColor: '#e8590c', logoPlacement: 'center' }) });
    expect(screen.getByText('Only the agency owner or an admin can change the theme. This is the current one.')).toBeInTheDocument();
    expect(screen.getByText('#e8590c')).toBeInTheDocument();
    expect(screen.getByText('Centred')).toBeInTheDocument();
    expect(preview().style.getPropertyValue('--tf-primary')).toBe('#e8590c');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Colour code')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchCalls.filter((c) => c.url.pathname === '/api/agency/settings')).toHaveLength(0));
  });
});
