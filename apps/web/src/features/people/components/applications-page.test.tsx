import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import peopleEn from '../../../../public/locales/en/people.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { PEOPLE_NS } from '../hooks/use-people-translation.ts';
import { ApplicationsPage } from './applications-page.tsx';
import { ApplyPage } from './apply-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', PEOPLE_NS, peopleEn, true, true);
});

const application = (over: Record<string, unknown>) => ({
  id: 'p1',
  firstName: 'Ada',
  lastName: 'Applicant',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  company: 'Ada Trips',
  message: 'I sell trips.',
  status: 'pending',
  reason: '',
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('Applications', { timeout: 20_000 }, () => {
  it('approves a pending application and rejects another with a required reason', async () => {
    let pending = [application({}), application({ id: 'p2', firstName: 'Bo', lastName: '', email: 'bo@example.com', phone: '', company: '', message: '' })];
    mockApi({
      'GET /api/agent/applications': ({ url }) => ({
        body: { data: url.searchParams.get('status') === 'decided' ? [application({ status: 'rejected', reason: 'Not now' })] : pending },
      }),
      'POST /api/agent/applications/p1/approve': () => {
        pending = pending.filter((a) => a.id !== 'p1');
        return { body: { data: application({ status: 'approved' }) } };
      },
      'POST /api/agent/applications/p2/reject': () => ({ body: { data: application({ id: 'p2', status: 'rejected' }) } }),
    });
    const { user } = renderApp(<ApplicationsPage />, { user: makeAgent() });
    const ada = (await screen.findByRole('heading', { name: 'Ada Applicant' })).closest('li')!;
    expect(within(ada).getByText('Ada Trips')).toBeInTheDocument();
    await user.click(within(ada).getByRole('button', { name: 'Approve Ada Applicant' }));
    expect(await screen.findByText('Ada Applicant is approved and invited as a sales agent.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject Bo' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the application of Bo' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Not hiring');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The application of Bo is rejected.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.url.pathname.endsWith('/reject'))?.body).toEqual({ reason: 'Not hiring' });

    await user.click(screen.getByRole('tab', { name: 'Decided' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText(/Not now/)).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and says when nothing waits', async () => {
    mockApi({ 'GET /api/agent/applications': { body: { data: [] } } });
    const { user } = renderApp(<ApplicationsPage />, { user: makeAgent({ userType: 'Admin' }) });
    expect(await screen.findByText('No applications waiting')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Pending' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Decided' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No decided applications yet')).toBeInTheDocument();
  });

  it('explains a decision made meanwhile by someone else', async () => {
    mockApi({
      'GET /api/agent/applications': { body: { data: [application({})] } },
      'POST /api/agent/applications/p1/approve': { status: 409, body: { message: 'This application has already been decided.', code: 'ALREADY_DECIDED' } },
    });
    const { user } = renderApp(<ApplicationsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('button', { name: 'Approve Ada Applicant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This application has already been decided.');
  });
});

describe('Apply to become an agent', { timeout: 20_000 }, () => {
  it('shows field messages, then thanks once sent', async () => {
    mockApi({ 'POST /api/agency/applications': { status: 201, body: { message: 'Thank you!' } } });
    const { user } = renderApp(<ApplyPage />, { user: null });
    await user.type(screen.getByLabelText('Phone (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.clear(screen.getByLabelText('Phone (optional)'));
    await user.type(screen.getByLabelText('Message (optional)'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for applying' })).toBeInTheDocument();
    expect(fetchCalls.at(-1)?.body).toEqual({ firstName: 'Ada', lastName: '', email: 'ada@example.com', phone: '', company: '', message: 'Hello' });
  });

  it('says kindly that an application is already waiting', async () => {
    mockApi({
      'POST /api/agency/applications': {
        status: 409,
        body: { message: 'We already have your application and will answer it soon.', code: 'APPLICATION_PENDING', field: 'email' },
      },
    });
    const { user } = renderApp(<ApplyPage />, { user: null });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('We already have your application and will answer it soon.')).toBeInTheDocument();
  });
});
