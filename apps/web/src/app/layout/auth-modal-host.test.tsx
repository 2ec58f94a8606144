import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import accountEn from '../../../public/locales/en/account.json';
import { LoginPage } from '../../features/account/components/login-page.tsx';
import { SignupPage } from '../../features/account/components/signup-page.tsx';
import { AuthButtons, AuthModalProvider, currentUserQueryOptions, ProfileMenu, useCurrentUser } from '../../features/auth/index.ts';
import { SignInPrompt } from '../../features/modals/index.ts';
import type { PublicAgency } from '@tripfront/domain/agency';
import { makeAgency, makeUser } from '../../test/factories.ts';
import { fetchCalls, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render.tsx';
import { AuthModalHost } from './auth-modal-host.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', 'account', accountEn, true, true);
});

/** Something the page fetched as a visitor, so a test can see it fetched again after signing in. */
function VisitorDeals() {
  const deals = useQuery({ queryKey: ['deals', 'test'], queryFn: () => fetch('/api/test-deals').then((r) => r.json() as Promise<unknown>) });
  return <p>{deals.isSuccess ? 'deals loaded' : 'deals loading'}</p>;
}

function Header() {
  const user = useCurrentUser();
  return <header>{user ? <ProfileMenu user={user} /> : <AuthButtons />}</header>;
}

function Page({ prompt = false }: { prompt?: boolean }) {
  return (
    <AuthModalProvider>
      <Header />
      <main>
        <h1>Frequently asked questions</h1>
        <VisitorDeals />
        {prompt && <SignInPrompt open onClose={() => {}} />}
      </main>
      <AuthModalHost />
    </AuthModalProvider>
  );
}

function renderPage(options: { path?: string; agency?: PublicAgency; prompt?: boolean } = {}) {
  mockApi({ 'GET /api/test-deals': { body: { deals: [] } } });
  const element = <Page prompt={options.prompt ?? false} />;
  return renderApp(null, {
    path: options.path ?? '/faqs?tab=1',
    agency: options.agency,
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '*', element },
    ],
  });
}

const header = () => within(screen.getByRole('banner'));
const here = (view: ReturnType<typeof renderPage>) => `${view.router.state.location.pathname}${view.router.state.location.search}`;

describe('sign-in dialog', () => {
  it("opens from the header's Log In over the page, takes focus, and gives it back on Escape", async () => {
    const view = renderPage();
    const logIn = header().getByRole('link', { name: 'Log In' });
    // Still a real link to the page: a new tab or a browser without the app gets /login.
    expect(logIn).toHaveAttribute('href', '/login?redirect=%2Ffaqs%3Ftab%3D1');
    await view.user.click(logIn);
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(here(view)).toBe('/faqs?tab=1');
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logIn).toHaveFocus();
    expect(here(view)).toBe('/faqs?tab=1');
  });

  it('keeps Tab inside and closes with its close button, focus back on Sign Up', async () => {
    const view = renderPage();
    const signUp = header().getByRole('link', { name: 'Sign Up' });
    await view.user.click(signUp);
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await waitFor(() => expect(within(dialog).getByLabelText('First name')).toHaveFocus());
    for (let i = 0; i < 12; i += 1) {
      await view.user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signUp).toHaveFocus();
  });

  it("checks the fields with the login page's messages", async () => {
    const view = renderPage();
    await view.user.click(header().getByRole('link', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await view.user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await view.user.tab();
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchCalls.some((call) => call.url.pathname === '/api/user/login')).toBe(false);
  });

  it('signs in without leaving the page and fetches the visitor data again', async () => {
    const traveller = makeUser();
    mockApi({ 'POST /api/user/login': { body: { data: traveller } } });
    const view = renderPage();
    await screen.findByText('deals loaded');
    await view.user.click(header().getByRole('link', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    await view.user.type(within(dialog).getByLabelText('Email'), 'traveller@sunrise-travel.example');
    await view.user.type(within(dialog).getByLabelText('Password'), 'Traveller#2026');
    await view.user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(here(view)).toBe('/faqs?tab=1');
    // The Log In link is gone; focus goes to the account menu that took its place.
    expect(header().getByRole('button', { name: /^Account menu for Tess/ })).toHaveFocus();
    expect(view.queryClient.getQueryData(currentUserQueryOptions().queryKey)).toEqual(traveller);
    await waitFor(() => expect(fetchCalls.filter((call) => call.url.pathname === '/api/test-deals')).toHaveLength(2));
  });

  it("shows the server's refusal inside and stays open", async () => {
    mockApi({ 'POST /api/user/login': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Email or password is incorrect.' } } });
    const view = renderPage();
    await view.user.click(header().getByRole('link', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    await view.user.type(within(dialog).getByLabelText('Email'), 'a@b.example');
    await view.user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await view.user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(view.queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeNull();
  });

  it("switches to sign-up, checks it with the sign-up page's messages, and the emailed link returns here", async () => {
    mockApi({ 'POST /api/user/signup': { body: { message: 'ok' } } });
    const view = renderPage();
    await view.user.click(header().getByRole('link', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    await view.user.click(within(dialog).getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBe(screen.getByRole('dialog'));
    const signup = within(screen.getByRole('dialog'));
    await waitFor(() => expect(signup.getByLabelText('First name')).toHaveFocus());
    await view.user.click(signup.getByRole('button', { name: 'Sign Up' }));
    expect(await signup.findByText('First name is required')).toBeInTheDocument();
    expect(signup.getByText('Email is required')).toBeInTheDocument();
    await view.user.type(signup.getByLabelText('First name'), 'Nia');
    await view.user.type(signup.getByLabelText('Last name'), 'Nomad');
    await view.user.type(signup.getByLabelText('Email'), 'nia@example.com');
    await view.user.type(signup.getByLabelText('Password'), 'Quiet-River-Stone-8');
    await view.user.type(signup.getByLabelText('Confirm password'), 'Quiet-River-Stone-8');
    await view.user.click(signup.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(fetchCalls.find((call) => call.url.pathname === '/api/user/signup')?.body).toMatchObject({ email: 'nia@example.com', redirect: '/faqs?tab=1' });
    expect(here(view)).toBe('/faqs?tab=1');
  });

  it("opens from the save-price prompt's Log In, in place of the prompt", async () => {
    const view = renderPage({ path: '/', prompt: true });
    const prompt = screen.getByRole('dialog', { name: 'Unlock instant savings by signing in' });
    await view.user.click(within(prompt).getByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(here(view)).toBe('/');
  });

  it('leaves the page and closes when a link inside goes elsewhere', async () => {
    const view = renderPage();
    await view.user.click(header().getByRole('link', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    await view.user.click(within(dialog).getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/forgotpassword'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not used where the form is the page, nor for an SSO agency without direct login', async () => {
    const view = renderPage({ path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    await view.user.click(screen.getAllByRole('link', { name: 'Sign Up' })[0]!);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    const sso = makeAgency({
      returnUrl: 'https://intranet.example/travel',
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false, hasProvider: false, socialProviders: [] },
    });
    renderPage({ agency: sso });
    const logIn = header().getByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', 'https://intranet.example/travel');
    expect(logIn).not.toHaveAttribute('aria-haspopup');
  });
});
