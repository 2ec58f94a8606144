import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser.ts';
import { makeAgency, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { currentUserQueryOptions } from '../api/get-current-user.ts';
import { LogoutPage } from './logout-page.tsx';

describe('LogoutPage', () => {
  it('posts the logout, clears storage and the session entries, then leaves after 100 ms', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockApi({ 'POST /api/user/logout': { body: {} } });
    localStorage.setItem('selectedCurrency', 'EUR');
    sessionStorage.setItem('deepLink', '/x');
    sessionStorage.setItem('routeType', 'hotel');
    sessionStorage.setItem('savePriceModal', 'false');
    document.cookie = 'hideHeader=true; path=/';
    const view = renderApp(<LogoutPage />, { user: makeUser(), agency: makeAgency({ returnUrl: 'https://agency.example/' }) });
    expect(screen.getByRole('status')).toHaveTextContent('Logging you out…');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://agency.example/'));
    expect(fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/user/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('deepLink')).toBeNull();
    expect(sessionStorage.getItem('routeType')).toBeNull();
    expect(sessionStorage.getItem('savePriceModal')).toBe('false');
    expect(document.cookie).not.toContain('hideHeader=true');
    expect(view.queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeNull();
  });

  it("goes to '/' without a return URL, even when the logout call fails", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockApi({ 'POST /api/user/logout': { status: 500, body: { statusCode: 500, message: 'Something went wrong.' } } });
    renderApp(<LogoutPage />, { agency: makeAgency({ returnUrl: '' }) });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });
});
