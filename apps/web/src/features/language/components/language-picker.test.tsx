import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { LanguagePicker } from './language-picker.tsx';

const languages = [
  { name: 'English', code: 'en', value: 'en' },
  { name: 'Svenska', code: 'sv', value: 'sv' },
  { name: 'العربية', code: 'ar', value: 'ar' },
] as const;

describe('LanguagePicker', () => {
  it("lists the agency's languages and switches the interface language", async () => {
    const { user } = renderApp(<LanguagePicker languages={[...languages]} signedIn={false} />, { path: '/faqs' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['English', 'Svenska', 'العربية']);
    await user.selectOptions(select, 'sv');
    await waitFor(() => expect(i18next.language).toBe('sv'));
    expect(fetchCalls.some((c) => c.url.pathname.startsWith('/api/user/changeLanguage'))).toBe(false);
  });

  it('tells the server when signed in', async () => {
    mockApi({ 'GET /api/user/changeLanguage/ar': { body: {} } });
    const { user } = renderApp(<LanguagePicker languages={[...languages]} signedIn />, { path: '/faqs' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() => expect(fetchCalls.some((c) => c.url.pathname === '/api/user/changeLanguage/ar')).toBe(true));
  });

  it('reloads hotel search pages and sends car results back to the cars page', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const first = renderApp(<LanguagePicker languages={[...languages]} signedIn={false} />, { path: '/booknow/hotels/search' });
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sv');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    const second = renderApp(<LanguagePicker languages={[...languages]} signedIn={false} />, { path: '/booknow/cars/search' });
    await second.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/booknow/cars'));
  });
});
