import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import peopleEn from '../../../../public/locales/en/people.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { PEOPLE_NS } from '../hooks/use-people-translation.ts';
import { AgentsPage } from './agents-page.tsx';
import { AgentViewPage } from './agent-view-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', PEOPLE_NS, peopleEn, true, true);
});

const permissions = { dashboard: { read: true }, bookings: { read: true }, clients: { read: true } };
const agent = (over: Record<string, unknown>) => ({
  id: 'a1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Sales',
  userType: 'SalesAgent',
  isRestrictedAgent: false,
  role: 'SalesAgent',
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  invitedAt: null,
  permissions,
  ...over,
});
const owner = agent({ id: 'agent-1', email: 'olivia@example.com', firstName: 'Olivia', lastName: 'Owner', userType: 'AgencyOwner', role: 'AgencyOwner' });
const sam = agent({});
const ines = agent({ id: 'a2', email: 'ines@example.com', firstName: 'Ines', lastName: '', status: 'invited', invitedAt: '2026-11-20T10:00:00.000Z' });

describe('Agents list', { timeout: 20_000 }, () => {
  it('lists agents with role and status, each linking to its page', async () => {
    mockApi({ 'GET /api/agent/users': { body: { data: [owner, sam, ines] } } });
    renderApp(<AgentsPage />, { user: makeAgent() });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Olivia Ownerolivia@example.comOwnerActive',
      'Sam Salessam@example.comSales agentActive',
      'Inesines@example.comSales agentInvited',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'View Sam Sales' })).toHaveAttribute('href', '/users/agents/view/a1');
    expect(screen.getByRole('region', { name: /Agents \(scroll sideways/ })).toBeInTheDocument();
  });

  it('invites an agent with a role, checks the fields first and shows the server refusals: on the email, and the plan full', async () => {
    let calls = 0;
    mockApi({
      'GET /api/agent/users': { body: { data: [owner] } },
      'POST /api/agent/users': () =>
        ++calls === 1
          ? { status: 409, body: { message: 'This email address already has an account with the agency.', code: 'ACCOUNT_EXISTS', field: 'email' } }
          : calls === 2
            ? {
                status: 409,
                body: { message: 'Your plan includes up to 3 agents. Deactivate an agent, or change plan on the Subscription page.', code: 'PLAN_LIMIT' },
              }
            : { status: 201, body: { data: ines } },
    });
    const { user } = renderApp(<AgentsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('button', { name: 'Invite agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite an agent' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'ines@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'Ines');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'RestrictedSalesAgent');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This email address already has an account with the agency.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    // The plan has no room for another agent (decision 0152): said over the form, in the page's words.
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Your plan has no room for another agent. Deactivate an agent, or change plan on the Subscription page.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ines@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      email: 'ines@example.com',
      firstName: 'Ines',
      lastName: '',
      role: 'RestrictedSalesAgent',
    });
  });

  it('closes the invite dialog on Escape', async () => {
    mockApi({ 'GET /api/agent/users': { body: { data: [owner] } } });
    const { user } = renderApp(<AgentsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('button', { name: 'Invite agent' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a sales agent it is for owners and admins, and an admin without Agents read that access is off, without asking the server', () => {
    renderApp(<AgentsPage />, { user: makeAgent({ userType: 'SalesAgent' }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Only the agency owner or an admin can manage agents and applications.');
    expect(screen.queryByRole('button', { name: 'Invite agent' })).not.toBeInTheDocument();
    expect(fetchCalls).toHaveLength(0);
  });

  it('shows "no access" when the server refuses (403)', async () => {
    mockApi({ 'GET /api/agent/users': { status: 403, body: { message: 'Your access to this part of the back office is turned off.' } } });
    renderApp(<AgentsPage />, { user: makeAgent({ userType: 'Admin', permissions: { agents: { read: false } } }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Your access to this page is turned off.');
  });
});

describe('Agent view', { timeout: 20_000 }, () => {
  const route = (path: string) => ({ path, routes: [{ path: '/users/agents/view/:profileId', element: <AgentViewPage /> }] });

  it('turns a read permission off by the side navigation name and saves it', async () => {
    mockApi({
      'GET /api/agent/users/a1': { body: { data: sam } },
      'PUT /api/agent/users/a1/permissions': ({ body }) => ({ body: { data: { ...sam, permissions: (body as { permissions: object }).permissions } } }),
    });
    const { user } = renderApp(null, { user: makeAgent(), ...route('/users/agents/view/a1') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Sales' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Bookings' }));
    await user.click(save);
    expect(await screen.findByText('Permissions saved.')).toBeInTheDocument();
    const put = fetchCalls.find((c) => c.method === 'PUT');
    expect((put?.body as { permissions: Record<string, { read: boolean }> }).permissions.bookings).toEqual({ read: false });
    expect((put?.body as { permissions: Record<string, { read: boolean }> }).permissions.clients).toEqual({ read: true });
  });

  it('explains the last-owner refusal when the only owner is demoted', async () => {
    mockApi({
      'GET /api/agent/users/agent-1': { body: { data: owner } },
      'PUT /api/agent/users/agent-1/role': {
        status: 409,
        body: { message: 'The agency needs at least one active owner. Make another agent an owner first.', code: 'LAST_OWNER' },
      },
    });
    const { user } = renderApp(null, { user: makeAgent(), ...route('/users/agents/view/agent-1') });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The agency needs at least one active owner. Make another agent an owner first.');
    expect(screen.getByText('An owner can always open everything.')).toBeInTheDocument();
    // One's own account has no Deactivate button.
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('offers an admin neither their own permissions nor reactivating an owner (only an owner acts on an owner)', async () => {
    const admin = agent({ id: 'admin-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Admin', userType: 'Admin', role: 'Admin' });
    const formerOwner = agent({ ...owner, id: 'o2', status: 'disabled' });
    mockApi({ 'GET /api/agent/users/admin-1': { body: { data: admin } }, 'GET /api/agent/users/o2': { body: { data: formerOwner } } });
    const asAdmin = makeAgent({ id: 'admin-1', userType: 'Admin' });
    const first = renderApp(null, { user: asAdmin, ...route('/users/agents/view/admin-1') });
    expect(await screen.findByText('You cannot change your own permissions. Ask the agency owner or another admin.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    first.unmount();
    renderApp(null, { user: asAdmin, ...route('/users/agents/view/o2') });
    expect(await screen.findByText('An owner can always open everything.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
  });

  it('deactivates after confirmation and re-sends an invitation', async () => {
    mockApi({
      'GET /api/agent/users/a2': { body: { data: ines } },
      'POST /api/agent/users/a2/deactivate': { body: { data: { ...ines, status: 'disabled' } } },
      'POST /api/agent/users/a2/invitation': { body: { data: ines } },
    });
    const { user } = renderApp(null, { user: makeAgent(), ...route('/users/agents/view/a2') });
    await user.click(await screen.findByRole('button', { name: 'Re-send invitation' }));
    expect(await screen.findByText('A new invitation was sent to ines@example.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ines?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('says when the id is not one of the agency agents', async () => {
    mockApi({ 'GET /api/agent/users/zz': { status: 404, body: { message: 'No agent of this agency has that id.' } } });
    renderApp(null, { user: makeAgent(), ...route('/users/agents/view/zz') });
    expect(await screen.findByRole('alert')).toHaveTextContent('No agent of this agency has that id.');
  });
});
