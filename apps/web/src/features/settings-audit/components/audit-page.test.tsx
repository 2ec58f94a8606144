import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import auditEn from '../../../../public/locales/en/settings-audit.json';
import settingsEn from '../../../../public/locales/en/settings.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SETTINGS_NS } from '../../settings/index.ts';
import { AUDIT_NS } from '../hooks/use-audit-translation.ts';
import { AuditLink } from './audit-link.tsx';
import { AuditPage } from './audit-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
  i18next.addResourceBundle('en', AUDIT_NS, auditEn, true, true);
});

const settings = { 'GET /api/agency/settings': { body: { data: { version: 3 } } } };
const olivia = { id: 'u1', name: 'Olivia Owner', email: 'olivia@sunrise.example' };
const entries = [
  {
    id: 'a1',
    at: '2026-11-20T08:15:00.000Z',
    actor: olivia,
    section: 'theme',
    action: 'settings.update',
    target: null,
    ip: '203.0.113.9',
    changes: [
      { field: 'primaryColor', from: '#1c7ed6', to: '#e8590c' },
      {
        field: 'bookingMenuItemOptions',
        from: [
          { id: 1, title: 'Hotels', active: true },
          { id: 3, title: 'Activities', active: true },
        ],
        to: [
          { id: 3, title: 'Activities', active: true },
          { id: 1, title: 'Hotels', active: false },
        ],
      },
    ],
  },
  {
    id: 'a2',
    at: '2026-11-23T16:40:00.000Z',
    actor: { id: 'u2', name: 'Adam Admin', email: 'adam@sunrise.example' },
    section: 'payment',
    action: 'settings.update',
    target: null,
    ip: '203.0.113.9',
    changes: [
      { field: 'currentGateway', from: 'sandbox', to: 'stripe' },
      { field: 'stripe.secretKey', from: null, to: 'sk_test_…4242' },
    ],
  },
  {
    id: 'a3',
    at: '2026-11-22T10:00:00.000Z',
    actor: olivia,
    section: 'website',
    action: 'settings.update',
    target: null,
    ip: null,
    changes: [
      { field: 'agency.metaData.description', from: '', to: 'x'.repeat(120) },
      { field: 'agency.allowNonLoginFlow', from: false, to: true },
    ],
  },
];

describe('Audit log', { timeout: 20_000 }, () => {
  it('lists the changes newest first: when, who, section and each field from → to, secrets only as changed', async () => {
    mockApi({ ...settings, 'GET /api/agency/settings/audit': { body: { data: entries } } });
    renderApp(<AuditPage />, { user: makeAgent(), path: '/settings/audit' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Payment', 'Website', 'Theme']);

    const [payment, website, theme] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(payment).getByText('Adam Admin')).toBeInTheDocument();
    expect(within(payment).getByText('adam@sunrise.example')).toBeInTheDocument();
    expect(within(payment).getByRole('time')).toHaveAttribute('datetime', '2026-11-23T16:40:00.000Z');
    expect(within(payment).getByRole('time').textContent).toMatch(/Nov 23, 2026/);
    const [gateway, secret] = within(payment).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(gateway).toHaveTextContent('currentGateway: sandbox → changed to stripe');
    expect(secret).toHaveTextContent('stripe.secretKey: changed');
    expect(secret).not.toHaveTextContent('sk_test');

    expect(within(website).getByText('(empty)')).toBeInTheDocument();
    expect(within(website).getByText(`${'x'.repeat(59)}…`)).toHaveAttribute('title', 'x'.repeat(120));
    expect(within(website).getAllByRole('listitem')[1]).toHaveTextContent('agency.allowNonLoginFlow: No → changed to Yes');
    expect(within(theme).getByText('Olivia Owner')).toBeInTheDocument();
    expect(within(theme).getAllByRole('listitem')[1]).toHaveTextContent('bookingMenuItemOptions: Hotels, Activities → changed to Activities, Hotels (off)');
    expect(fetchCalls.find((c) => c.url.pathname === '/api/agency/settings/audit')?.url.search).toBe('?limit=50');
  });

  it('says when nothing has changed yet', async () => {
    mockApi({ ...settings, 'GET /api/agency/settings/audit': { body: { data: [] } } });
    renderApp(<AuditPage />, { user: makeAgent({ userType: 'Admin' }) });
    expect(await screen.findByRole('heading', { name: 'No changes yet' })).toBeInTheDocument();
  });

  it('offers to try again when the log cannot be loaded, and shows it then', async () => {
    let calls = 0;
    mockApi({
      ...settings,
      'GET /api/agency/settings/audit': () =>
        ++calls === 1 ? { status: 500, body: { message: 'Something went wrong.' } } : { body: { data: entries.slice(0, 1) } },
    });
    const { user } = renderApp(<AuditPage />, { user: makeAgent() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The change history could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Olivia Owner')).toBeInTheDocument();
  });

  it('is not shown to a sales agent, who gets no link to it either', () => {
    renderApp(
      <>
        <AuditPage />
        <AuditLink />
      </>,
      { user: makeAgent({ userType: 'SalesAgent' }) },
    );
    expect(screen.getByText('Only the agency owner or an admin can change these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change history' })).not.toBeInTheDocument();
    expect(fetchCalls).toHaveLength(0);
  });

  it('AuditLink leads owners and admins to the log', () => {
    renderApp(<AuditLink />, { user: makeAgent({ userType: 'Admin' }) });
    expect(screen.getByRole('link', { name: 'Change history' })).toHaveAttribute('href', '/settings/audit');
  });

  it('shows people, sign-in and booking entries as the action in words, with whom or what it was done to', async () => {
    const others = [
      {
        id: 'b1',
        at: '2026-11-24T09:00:00.000Z',
        actor: olivia,
        section: 'people',
        action: 'people.invite',
        target: 'nia@sunrise.example',
        ip: '203.0.113.9',
        changes: [{ field: 'role', from: null, to: 'SalesAgent' }],
      },
      {
        id: 'b2',
        at: '2026-11-24T08:00:00.000Z',
        actor: { id: null, name: 'ghost@sunrise.example', email: 'ghost@sunrise.example' },
        section: 'sign-ins',
        action: 'auth.sign-in-failed',
        target: 'ghost@sunrise.example',
        ip: '198.51.100.7',
        changes: [{ field: 'reason', from: null, to: 'deactivated' }],
      },
      {
        id: 'b3',
        at: '2026-11-24T07:00:00.000Z',
        actor: { id: null, name: 'Booking recovery', email: '' },
        section: 'bookings',
        action: 'booking.status',
        target: 'TF-ABC123',
        ip: null,
        changes: [{ field: 'status', from: 'pending', to: 'failed' }],
      },
    ];
    mockApi({ ...settings, 'GET /api/agency/settings/audit': { body: { data: others } } });
    renderApp(<AuditPage />, { user: makeAgent(), path: '/settings/audit' });
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Invited a personOn nia@sunrise.example',
      'Failed sign-inOn ghost@sunrise.example',
      'Changed a booking statusOn TF-ABC123',
    ]);
    expect(within(rows[0]).getByRole('listitem')).toHaveTextContent('role: (empty) → changed to SalesAgent');
    expect(within(rows[1]).getAllByText('ghost@sunrise.example')).toHaveLength(2); // the actor once, the target once
    expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent(/^Account deactivated$/); // why, in words
    expect(within(rows[2]).getByText('Booking recovery')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('listitem')).toHaveTextContent('status: pending → changed to failed');
  });

  it('filters by group and days, and says when nothing matches', async () => {
    mockApi({
      ...settings,
      'GET /api/agency/settings/audit': (request: { url: URL }) => ({ body: { data: request.url.searchParams.get('group') === 'people' ? [] : entries } }),
    });
    const { user } = renderApp(<AuditPage />, { user: makeAgent() });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Show'), 'People');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    const audits = () => fetchCalls.filter((c) => c.url.pathname === '/api/agency/settings/audit').map((c) => c.url.search);
    expect(audits().at(-1)).toBe('?limit=50&group=people');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await screen.findByText('Nothing matches these filters.');
    expect(audits().at(-1)).toBe('?limit=50&group=people&from=2026-11-01');
    await user.selectOptions(screen.getByLabelText('Show'), 'Everything');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(audits().at(-1)).toBe('?limit=50&from=2026-11-01');
  });
});
