import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import accountEn from '../../../../public/locales/en/account.json';
import { makeAgency } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { ACCOUNT_NS } from '../hooks/use-account-translation.ts';
import { ExpiredPage } from './expired-page.tsx';
import { NewPasswordPage } from './new-password-page.tsx';
import { SignupPage } from './signup-page.tsx';
import { SocialPage } from './social-page.tsx';
import { VerifyPage } from './verify-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', ACCOUNT_NS, accountEn, true, true);
});

const TOKEN = 'a'.repeat(43);
const routes = (element: React.ReactNode, path: string) => [
  { path, element },
  { path: '/expired', element: <ExpiredPage /> },
  { path: '*', element: <p>landed</p> },
];

describe('SignupPage', () => {
  it('checks every field before sending, keeps what was typed, and reports a mismatch on the confirmation', async () => {
    const view = renderApp(null, { path: '/signup', routes: routes(<SignupPage />, '/signup') });
    await view.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('First name'), 'Nia');
    await view.user.type(screen.getByLabelText('Email'), 'nia@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'short');
    await view.user.type(screen.getByLabelText('Confirm password'), 'different');
    await view.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Nia');
    expect(fetchCalls.filter((c) => c.url.pathname === '/api/user/signup')).toHaveLength(0);
  });

  it("sends the stored checkout URL (younger than 30 minutes) as the link's redirect, and shows the server's common-password refusal on the field", async () => {
    sessionStorage.setItem('checkoutRedirectUrl', '/booknow/hotels/checkout?id=3');
    sessionStorage.setItem('checkoutRedirectAt', String(Date.now() - 60_000));
    sessionStorage.setItem('checkoutRedirect', 'true');
    mockApi({ 'POST /api/user/signup': { status: 400, body: { statusCode: 400, message: 'password: This password is too common.', field: 'password' } } });
    const view = renderApp(null, { path: '/signup', routes: routes(<SignupPage />, '/signup') });
    await view.user.type(screen.getByLabelText('First name'), 'Nia');
    await view.user.type(screen.getByLabelText('Email'), 'nia@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'password1234');
    await view.user.type(screen.getByLabelText('Confirm password'), 'password1234');
    await view.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('This password is too common. Please choose a less guessable one.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.url.pathname === '/api/user/signup')?.body).toEqual({
      firstName: 'Nia',
      lastName: '',
      email: 'nia@example.com',
      password: 'password1234',
      redirect: '/booknow/hotels/checkout?id=3',
    });

    mockApi({ 'POST /api/user/signup': { status: 201, body: { message: 'ok' } } });
    await view.user.clear(screen.getByLabelText('Password'));
    await view.user.type(screen.getByLabelText('Password'), 'Quiet-River-Stone-8');
    await view.user.clear(screen.getByLabelText('Confirm password'));
    await view.user.type(screen.getByLabelText('Confirm password'), 'Quiet-River-Stone-8');
    await view.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a confirmation link to nia@example.com.');
    expect(sessionStorage.getItem('checkoutRedirect')).toBeNull();
  });

  it('says under Sign Up that creating the account accepts the Terms of use, linked to their page', async () => {
    const view = renderApp(null, {
      path: '/signup',
      routes: [{ path: '/user-terms-and-conditions', element: <p>the users' terms</p> }, ...routes(<SignupPage />, '/signup')],
    });
    const link = await screen.findByRole('link', { name: 'Terms of use' });
    expect(link.closest('p')?.textContent).toBe('By creating an account, you agree to our Terms of use.');
    // Under the button that creates the account.
    expect(screen.getByRole('button', { name: 'Sign Up' }).compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link).toHaveAttribute('href', '/user-terms-and-conditions');
    await view.user.click(link);
    expect(await screen.findByText("the users' terms")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/user-terms-and-conditions');
  });

  it('is not offered where the agency hides sign up', () => {
    renderApp(<SignupPage />, { agency: makeAgency({ isHideSignupOption: true }) });
    expect(screen.getByRole('heading', { name: 'Sign up is not available' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});

describe('VerifyPage', () => {
  it('confirms once and offers Log In that keeps the redirect', async () => {
    mockApi({ 'POST /api/user/verify': { body: { message: 'ok' } } });
    renderApp(null, { path: `/verify?token=${TOKEN}&redirect=%2Ffaqs`, routes: routes(<VerifyPage />, '/verify') });
    expect(await screen.findByRole('heading', { name: 'Your email address is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Ffaqs');
    expect(fetchCalls.filter((c) => c.url.pathname === '/api/user/verify')).toHaveLength(1);
  });

  it('sends a used or expired link to /expired, with "confirm my email" chosen', async () => {
    mockApi({ 'POST /api/user/verify': { status: 400, body: { statusCode: 400, message: 'This link is not valid or has expired.', field: 'token' } } });
    const view = renderApp(null, { path: `/verify?token=${TOKEN}`, routes: routes(<VerifyPage />, '/verify') });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm my email address')).toBeChecked();
    mockApi({ 'POST /api/user/resend-verification': { body: { message: 'ok' } } });
    await view.user.type(screen.getByLabelText('Email'), 'nia@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we sent it a new link');
  });
});

describe('NewPasswordPage', () => {
  it('sets the new password and offers Log In', async () => {
    mockApi({ 'POST /api/user/reset-password': { body: { message: 'ok' } } });
    const view = renderApp(null, { path: `/newPassword?token=${TOKEN}`, routes: routes(<NewPasswordPage />, '/newPassword') });
    await view.user.type(screen.getByLabelText('New password'), 'Brand-New-Secret-1');
    await view.user.type(screen.getByLabelText('Confirm password'), 'Brand-New-Secret-1');
    await view.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password was changed' })).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.url.pathname === '/api/user/reset-password')?.body).toEqual({ token: TOKEN, password: 'Brand-New-Secret-1' });
  });

  it('goes to /expired without a usable token, with "reset my password" chosen', async () => {
    renderApp(null, { path: '/newPassword?token=nope', routes: routes(<NewPasswordPage />, '/newPassword') });
    expect(await screen.findByLabelText('Reset my password')).toBeChecked();
  });
});

describe('SocialPage', () => {
  it('says that no social network sign-in is offered and lists the ways that exist', async () => {
    renderApp(<SocialPage />, {
      agency: makeAgency({
        agencyName: 'Gateway Partners',
        isHideSignupOption: true,
        sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false, hasProvider: false, socialProviders: [] },
      }),
    });
    expect(screen.getByText('Gateway Partners does not offer sign-in with social network accounts.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Sign in with your agency account', 'Log in with email and password']),
    );
  });
});
