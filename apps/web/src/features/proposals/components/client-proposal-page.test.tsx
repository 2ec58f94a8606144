import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { CAR_ITEM, HOTEL_ITEM, loadProposalTexts, makeItem, makeProposal, makeSnapshot, PROPOSAL_ID, TOUR_ITEM } from '../test-fixtures.ts';
import { client, decline } from './proposal-pages.tsx';

beforeAll(loadProposalTexts);

const withCurrency = (element: ReactNode) => <CurrencyProvider agencyDefaultCountry="US">{element}</CurrencyProvider>;
const routes = [
  { path: '/allowAgentProposal', element: withCurrency(<client.Component />) },
  { path: '/disapproveProposal', element: withCurrency(<decline.Component />) },
  { path: '/booknow/hotels/deal/:proposalId', element: <p>Hotel checkout</p> },
  { path: '/checkout', element: <p>Checkout</p> },
];
const tour = makeSnapshot({ title: 'Louvre guided tour', startDate: '2027-03-02', endDate: '2027-03-02', lines: ['2 adults · 10:00'] });
const car = makeSnapshot({ title: 'Compact car' });
const proposal = makeProposal({
  items: [
    makeItem({ change: { kind: 'price_up', difference: { amount: 4_000, currency: 'USD' } }, note: 'Close to the metro.' }),
    makeItem({ id: TOUR_ITEM, position: 1, product: 'activity', sent: tour, current: tour }),
    makeItem({ id: CAR_ITEM, position: 2, product: 'car', sent: car, current: null, change: { kind: 'unavailable' } }),
  ],
  total: { amount: 90_000, currency: 'USD' },
});
/** What a person reads: the Unicode isolates around names and references left out. */
const plain = (element: HTMLElement | null) => (element?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
const url = `GET /api/proposals/${PROPOSAL_ID}`;
const path = `/allowAgentProposal?proposalId=${PROPOSAL_ID}`;

describe("the client's proposal page", { timeout: 20_000 }, () => {
  it('shows the agent, the message, every item with what changed since it was sent, and the total, asked without a session', async () => {
    mockApi({ [url]: { body: { data: proposal } } });
    renderApp(<></>, { path, routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paris in spring' })).toBeInTheDocument();
    expect(plain(screen.getByText(/^From/))).toBe('From Olivia Owner at Test Travel · PR-7K3M9Q2X');
    expect(screen.getByText('Here is what I found for you.')).toBeInTheDocument();
    const hotel = screen.getByRole('article', { name: 'Hôtel Lumière Montmartre' });
    expect(hotel).toHaveTextContent('Price went up by $40');
    expect(hotel).toHaveTextContent('Close to the metro.');
    expect(hotel).toHaveTextContent('Free cancellation until Feb 20, 2027.');
    expect(screen.getByRole('article', { name: 'Compact car' })).toHaveTextContent('No longer available');
    // Nothing to choose on an item no longer on sale.
    expect(screen.queryByRole('checkbox', { name: 'Choose Compact car' })).not.toBeInTheDocument();
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$900');
    expect(fetchCalls.find((c) => c.url.pathname === `/api/proposals/${PROPOSAL_ID}`)!.headers['x-auth-optional']).toBe('true');
  });

  it('approves only the items chosen, then goes to book the hotel at its deal path', async () => {
    mockApi({
      [url]: { body: { data: proposal } },
      [`POST /api/proposals/${PROPOSAL_ID}/approve`]: ({ body }) => {
        const ids = (body as { itemIds: string[] }).itemIds;
        return {
          body: { data: { ...proposal, status: 'approved', items: proposal.items.map((i) => ({ ...i, status: ids.includes(i.id) ? 'approved' : i.status })) } },
        };
      },
    });
    const { user, router } = renderApp(<></>, { path, routes });
    const tourBox = await screen.findByRole('checkbox', { name: 'Choose Louvre guided tour' });
    expect(screen.getByRole('checkbox', { name: 'Choose Hôtel Lumière Montmartre' })).toBeChecked();
    await user.click(tourBox);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Approve and book' }));
    expect(await screen.findByText('Hotel checkout')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ itemIds: [HOTEL_ITEM] });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/booknow/hotels/deal/${PROPOSAL_ID}?itemId=${HOTEL_ITEM}`);
  });

  it('asks for at least one item', async () => {
    mockApi({ [url]: { body: { data: proposal } } });
    const { user } = renderApp(<></>, { path, routes, user: makeUser({ personal_info: { email: 'clara@example.com' } }) });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Approve and book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one item.');
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // Signed in: no optional-authentication header.
    expect(fetchCalls[0]!.headers['x-auth-optional']).toBeUndefined();
  });

  it('offers a non-hotel approved item at the generic checkout', async () => {
    mockApi({
      [url]: {
        body: {
          data: { ...proposal, status: 'approved', items: [makeItem({ id: TOUR_ITEM, product: 'activity', status: 'approved', sent: tour, current: tour })] },
        },
      },
    });
    renderApp(<></>, { path, routes });
    const book = await screen.findByRole('link', { name: 'Book Louvre guided tour' });
    expect(book).toHaveAttribute('href', `/checkout?proposalId=${PROPOSAL_ID}&itemId=${TOUR_ITEM}`);
  });

  it('says clearly that an expired proposal has expired, with nothing to approve', async () => {
    mockApi({ [url]: { body: { data: { ...proposal, status: 'expired' } } } });
    renderApp(<></>, { path, routes });
    expect(plain(await screen.findByText(/has expired/))).toBe('This proposal has expired. Please contact Olivia Owner for a new one.');
    expect(screen.queryByRole('button', { name: 'Approve and book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Decline this proposal' })).not.toBeInTheDocument();
  });

  it('says so when the API answers 410 for a withdrawn proposal, and 404 for an unknown one', async () => {
    mockApi({ [url]: { status: 410, body: { statusCode: 410, error: 'Gone', message: 'This proposal was withdrawn', code: 'PROPOSAL_WITHDRAWN' } } });
    const first = renderApp(<></>, { path, routes });
    expect(plain(await screen.findByRole('alert'))).toContain('Test Travel withdrew this proposal.');
    first.unmount();
    renderApp(<></>, { path: '/allowAgentProposal?proposalId=nope', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this proposal.');
  });

  it('declines with a reason, then says it was declined', async () => {
    mockApi({
      [url]: { body: { data: proposal } },
      [`POST /api/proposals/${PROPOSAL_ID}/decline`]: ({ body }) => ({
        body: { data: { ...proposal, status: 'declined', declineReason: (body as { reason: string }).reason } },
      }),
    });
    const { user } = renderApp(<></>, { path: `/disapproveProposal?proposalId=${PROPOSAL_ID}`, routes });
    await user.type(await screen.findByLabelText('Reason (optional)'), 'We chose another date.');
    await user.click(screen.getByRole('button', { name: 'Decline the proposal' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'You declined this proposal' })).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'We chose another date.' });
  });
});
