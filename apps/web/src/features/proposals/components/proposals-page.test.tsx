import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { loadProposalTexts, makeRow } from '../test-fixtures.ts';
import { agentLayout, list } from './proposal-pages.tsx';

beforeAll(loadProposalTexts);

const routes = [
  {
    element: (
      <CurrencyProvider agencyDefaultCountry="US">
        <agentLayout.Component />
      </CurrencyProvider>
    ),
    children: [
      { path: '/proposals', element: <list.Component /> },
      { path: '/proposals/:id', element: <p>Editor</p> },
    ],
  },
];
const listCalls = () => fetchCalls.filter((c) => c.url.pathname === '/api/agent/proposals' && c.method === 'GET');

describe('Proposals (the agent list)', { timeout: 20_000 }, () => {
  it('lists each proposal with its client, status, dates and total, and opens one', async () => {
    mockApi({
      'GET /api/agent/proposals': {
        body: {
          data: [
            makeRow({ status: 'opened', openedAt: '2026-12-01T09:00:00Z', itemCount: 2 }),
            makeRow({
              id: 'p2',
              reference: 'PR-22222222',
              title: '',
              status: 'draft',
              client: { name: '', email: '' },
              sentAt: null,
              total: { amount: 0, currency: 'USD' },
            }),
          ],
        },
      },
    });
    const { user, router } = renderApp(<></>, { user: makeAgent(), path: '/proposals', routes });
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Paris in spring');
    expect(first).toHaveTextContent('PR-7K3M9Q2X · 2 offers');
    expect(first).toHaveTextContent('Clara Client');
    expect(first).toHaveTextContent('Opened');
    expect(first).toHaveTextContent('Opened Dec 01, 2026');
    expect(first).toHaveTextContent('$560');
    expect(second).toHaveTextContent('Untitled proposal');
    expect(second).toHaveTextContent('No client yet');
    expect(second).toHaveTextContent('Draft');

    await user.click(within(first!).getByRole('link', { name: 'Paris in spring' }));
    expect(router.state.location.pathname).toBe('/proposals/6b1f7a52-3c2d-4e8f-9a10-2b3c4d5e6f70');
  });

  it('filters by status through the API and keeps the filter in the URL', async () => {
    mockApi({
      'GET /api/agent/proposals': ({ url }) => ({
        body: { data: url.searchParams.get('status') === 'declined' ? [] : [makeRow()] },
      }),
    });
    const { user, router } = renderApp(<></>, { user: makeAgent(), path: '/proposals', routes });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Declined');
    expect(await screen.findByText('No proposals with this status.')).toBeInTheDocument();
    expect(listCalls().at(-1)!.url.searchParams.get('status')).toBe('declined');
    expect(router.state.location.search).toBe('?status=declined');
  });

  it('tells an agent whose Proposals permission is off, and asks nothing of the API', async () => {
    renderApp(<></>, { user: makeAgent({ permissions: { proposals: { read: false } } }), path: '/proposals', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Proposals permission is off.');
    expect(listCalls()).toHaveLength(0);
  });

  it('says when the list cannot load, and tries again', async () => {
    mockApi({ 'GET /api/agent/proposals': { status: 500, body: { statusCode: 500, message: 'Something went wrong.' } } });
    const { user } = renderApp(<></>, { user: makeAgent(), path: '/proposals', routes });
    expect(await screen.findByText('The proposals could not be loaded.')).toBeInTheDocument();
    mockApi({ 'GET /api/agent/proposals': { body: { data: [] } } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /No proposals yet/ })).toBeInTheDocument();
  });
});
