import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import accountEn from '../../../../public/locales/en/account.json';
import peopleEn from '../../../../public/locales/en/people.json';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { PEOPLE_NS } from '../../people/index.ts';
import { ACCOUNT_NS } from '../hooks/use-account-translation.ts';
import { InvitationPage } from './invitation-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', ACCOUNT_NS, accountEn, true, true);
  i18next.addResourceBundle('en', PEOPLE_NS, peopleEn, true, true);
});

const TOKEN = 'b'.repeat(43);
const render = (path = `/invitation?token=${TOKEN}`) =>
  renderApp(null, {
    path,
    user: null,
    routes: [
      { path: '/invitation', element: <InvitationPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/', element: <p>home</p> },
    ],
  });

describe('InvitationPage', { timeout: 20_000 }, () => {
  it('sets the password with the sign-up rules and messages, then signs the agent in and opens the dashboard', async () => {
    mockApi({
      'POST /api/user/invitation': { body: { data: { email: 'ines@example.com', firstName: 'Ines', lastName: '' } } },
      'POST /api/user/accept-invitation': { body: { data: makeAgent({ userType: 'SalesAgent' }) } },
    });
    const view = render();
    expect(await screen.findByText('Choose a password for ines@example.com to finish setting up your account.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ines');
    await view.user.type(screen.getByLabelText('Password'), 'short');
    await view.user.type(screen.getByLabelText('Confirm password'), 'other');
    await view.user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    await view.user.clear(screen.getByLabelText('Password'));
    await view.user.clear(screen.getByLabelText('Confirm password'));
    await view.user.type(screen.getByLabelText('Password'), 'Fresh-Agent-2026');
    await view.user.type(screen.getByLabelText('Confirm password'), 'Fresh-Agent-2026');
    await view.user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(fetchCalls.at(-1)?.body).toEqual({ token: TOKEN, firstName: 'Ines', lastName: '', password: 'Fresh-Agent-2026' });
  });

  it('sends a client home and shows a common password refusal on the field', async () => {
    let calls = 0;
    mockApi({
      'POST /api/user/invitation': { body: { data: { email: 'c@example.com', firstName: 'Cy', lastName: 'C' } } },
      'POST /api/user/accept-invitation': () =>
        ++calls === 1 ? { status: 400, body: { message: 'This password is too common.', field: 'password' } } : { body: { data: makeUser() } },
    });
    const view = render();
    await view.user.type(await screen.findByLabelText('Password'), 'password123');
    await view.user.type(screen.getByLabelText('Confirm password'), 'password123');
    await view.user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(accountEn.errors.passwordCommon)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(screen.getByText('home')).toBeInTheDocument());
  });

  it('says when the link is not valid or has expired', async () => {
    mockApi({ 'POST /api/user/invitation': { status: 400, body: { message: 'This link is not valid or has expired.', field: 'token' } } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid or has expired.');
    render('/invitation?token=short');
  });
});
