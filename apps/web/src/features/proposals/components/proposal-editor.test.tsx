import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { HOTEL_ITEM, loadProposalTexts, makeItem, makeProposal, makeSnapshot, PROPOSAL_ID, TOUR_ITEM } from '../test-fixtures.ts';
import { agentLayout, editor } from './proposal-pages.tsx';

beforeAll(loadProposalTexts);

const routes = [
  {
    element: (
      <CurrencyProvider agencyDefaultCountry="US">
        <agentLayout.Component />
      </CurrencyProvider>
    ),
    children: [{ path: '/proposals/:id', element: <editor.Component /> }],
  },
];
const draft = makeProposal({
  status: 'draft',
  sentAt: null,
  agentMarkupCapBasisPoints: 1500,
  items: [
    makeItem({ agentMarkupBasisPoints: 500, sent: null }),
    makeItem({
      id: TOUR_ITEM,
      position: 1,
      product: 'activity',
      sent: null,
      current: makeSnapshot({ title: 'Louvre guided tour', startDate: '2027-03-02', endDate: '2027-03-02' }),
    }),
  ],
});
const patches = () => fetchCalls.filter((c) => c.method === 'PATCH');
const open = () => renderApp(<></>, { user: makeAgent(), path: `/proposals/${PROPOSAL_ID}`, routes });

describe('the proposal editor', { timeout: 20_000 }, () => {
  it('shows each offer with its snapshot, note and markup, and the agency cap', async () => {
    mockApi({ [`GET /api/agent/proposals/${PROPOSAL_ID}`]: { body: { data: draft } } });
    open();
    const hotel = await screen.findByRole('article', { name: 'Hôtel Lumière Montmartre' });
    expect(hotel).toHaveTextContent('Deluxe King · Breakfast included');
    expect(hotel).toHaveTextContent('$560');
    expect(within(hotel).getByLabelText('Your markup (%)')).toHaveValue('5');
    expect(screen.getByText('Up to 15% of the price before taxes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to client' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Louvre guided tour' })).toBeInTheDocument();
  });

  it('refuses a markup above the cap at the field, keeps what was typed and sends nothing', async () => {
    mockApi({ [`GET /api/agent/proposals/${PROPOSAL_ID}`]: { body: { data: draft } } });
    const { user } = open();
    const tour = await screen.findByRole('article', { name: 'Louvre guided tour' });
    const markup = within(tour).getByLabelText('Your markup (%)');
    await user.clear(markup);
    await user.type(markup, '22');
    await user.type(screen.getByLabelText('Client name'), 'Clara');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(tour).findByText('Enter a percentage from 0 to 15.')).toBeInTheDocument();
    expect(markup).toHaveAttribute('aria-invalid', 'true');
    expect(markup).toHaveFocus();
    expect(markup).toHaveValue('22');
    expect(patches()).toHaveLength(0);
  });

  it("shows the API's 400 at the field it names", async () => {
    mockApi({
      [`GET /api/agent/proposals/${PROPOSAL_ID}`]: { body: { data: draft } },
      [`PATCH /api/agent/proposals/${PROPOSAL_ID}`]: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Markup is above the agency cap of 15%', field: 'items.0.agentMarkupBasisPoints' },
      },
    });
    const { user } = open();
    const hotel = await screen.findByRole('article', { name: 'Hôtel Lumière Montmartre' });
    const markup = within(hotel).getByLabelText('Your markup (%)');
    await user.clear(markup);
    await user.type(markup, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(hotel).findByText('Markup is above the agency cap of 15%')).toBeInTheDocument();
    expect(patches()[0]!.body).toMatchObject({
      items: [
        { id: HOTEL_ITEM, agentMarkupBasisPoints: 1200 },
        { id: TOUR_ITEM, agentMarkupBasisPoints: 0 },
      ],
    });
  });

  it('will not send without a client, and sends with one after saving', async () => {
    const saved = { ...draft, client: { name: 'Clara Client', email: 'clara@example.com' } };
    mockApi({
      [`GET /api/agent/proposals/${PROPOSAL_ID}`]: { body: { data: { ...draft, client: { name: '', email: '' } } } },
      [`PATCH /api/agent/proposals/${PROPOSAL_ID}`]: { body: { data: saved } },
      [`POST /api/agent/proposals/${PROPOSAL_ID}/send`]: {
        body: { data: { ...saved, status: 'sent', link: 'http://test.localhost/allowAgentProposal?proposalId=x' } },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Send to client' }));
    expect(await screen.findByText("Add the client's email before sending.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Client name'), 'Clara Client');
    await user.type(screen.getByLabelText('Client email'), 'clara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send to client' }));
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(patches()[0]!.body).toMatchObject({ clientName: 'Clara Client', clientEmail: 'clara@example.com' });
    expect(fetchCalls.filter((c) => c.url.pathname.endsWith('/send'))).toHaveLength(1);
  });

  it('shows a declined proposal read-only, with the reason', async () => {
    mockApi({ [`GET /api/agent/proposals/${PROPOSAL_ID}`]: { body: { data: makeProposal({ status: 'declined', declineReason: 'We chose another date.' }) } } });
    open();
    expect(await screen.findByText('The client declined this proposal.')).toBeInTheDocument();
    expect(screen.getByText('Their reason: We chose another date.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send|Resend/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Client name')).toBeDisabled();
  });
});
