import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAgency, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { currentUserQueryOptions } from '../../auth/index.ts';
import { LoginPage } from './login-page.tsx';

function renderLogin(path = '/login') {
  return renderApp(null, {
    path,
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
  });
}

describe('LoginPage', () => {
  it('validates the fields on submit', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('signs in and goes to the redirect page', async () => {
    const user = makeUser();
    mockApi({ 'POST /api/user/login': { body: { data: user } } });
    const view = renderLogin('/login?redirect=%2Ffaqs');
    await view.user.type(screen.getByLabelText('Email'), 'traveller@sunrise-travel.example');
    await view.user.type(screen.getByLabelText('Password'), 'Traveller#2026');
    await view.user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/faqs'));
    expect(fetchCalls.find((c) => c.url.pathname === '/api/user/login')?.body).toEqual({
      email: 'traveller@sunrise-travel.example',
      password: 'Traveller#2026',
    });
    expect(view.queryClient.getQueryData(currentUserQueryOptions().queryKey)).toEqual(user);
  });

  it('ignores an off-site redirect', async () => {
    mockApi({ 'POST /api/user/login': { body: { data: makeUser() } } });
    const view = renderLogin('/login?redirect=https%3A%2F%2Fevil.example');
    await view.user.type(screen.getByLabelText('Email'), 'a@b.example');
    await view.user.type(screen.getByLabelText('Password'), 'x');
    await view.user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it("shows the server's message for wrong credentials and stays", async () => {
    const onUnauthorized = vi.fn();
    const { setUnauthorizedHandler } = await import('../../../lib/api-client.ts');
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /api/user/login': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Email or password is incorrect.' } } });
    const view = renderLogin();
    await view.user.type(screen.getByLabelText('Email'), 'a@b.example');
    await view.user.type(screen.getByLabelText('Password'), 'wrong');
    await view.user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect(view.router.state.location.pathname).toBe('/login');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hides the Sign Up link when the agency hides signup', () => {
    renderApp(<LoginPage />, { agency: makeAgency({ isHideSignupOption: true }) });
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});
