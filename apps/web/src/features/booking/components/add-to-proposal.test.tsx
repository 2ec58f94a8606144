import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import { AddToProposal } from './add-to-proposal.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const PROPOSAL = '6b1f7a52-3c2d-4e8f-9a10-2b3c4d5e6f70';
const routes = [
  {
    path: '/offer',
    element: (
      <>
        <AddToProposal product="flight" offerId="off_0123456789abcdef" currency="EUR" label="Air France · Standard" />
        <ToastContainer />
      </>
    ),
  },
  { path: '/proposals/:id', element: <p>Editor</p> },
];

describe('Add to proposal', { timeout: 20_000 }, () => {
  it("puts the offer in the agent's basket and links to it from the toast", async () => {
    mockApi({ 'POST /api/agent/proposals/basket/items': { status: 201, body: { data: { id: PROPOSAL, items: [] } } } });
    const { user, router } = renderApp(<></>, { user: makeAgent(), path: '/offer', routes });
    await user.click(screen.getByRole('button', { name: 'Add Air France · Standard to proposal' }));
    expect(await screen.findByText('Added to proposal.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ product: 'flight', offerId: 'off_0123456789abcdef', currency: 'EUR' });
    await user.click(screen.getByRole('link', { name: 'Open the proposal' }));
    expect(router.state.location.pathname).toBe(`/proposals/${PROPOSAL}`);
  });

  it('says why when the API refuses', async () => {
    mockApi({ 'POST /api/agent/proposals/basket/items': { status: 409, body: { statusCode: 409, message: 'This offer is sold out' } } });
    const { user } = renderApp(<></>, { user: makeAgent(), path: '/offer', routes });
    await user.click(screen.getByRole('button', { name: 'Add Air France · Standard to proposal' }));
    expect(await screen.findByText('Could not add it to the proposal: This offer is sold out')).toBeInTheDocument();
  });

  it.each([
    ['a traveller', makeUser()],
    ['a visitor', null],
    ['an agent whose Proposals permission is off', makeAgent({ permissions: { proposals: { read: false } } })],
  ])('is not there for %s', (_who, user) => {
    renderApp(<></>, { user, path: '/offer', routes });
    expect(screen.queryByRole('button', { name: /to proposal/ })).not.toBeInTheDocument();
  });
});
