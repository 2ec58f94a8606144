import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { DealLink } from '@tripfront/domain/proposals';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import dealLinksEn from '../../../../public/locales/en/deal-links.json';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { DEAL_LINKS_NS } from '../namespace.ts';
import { DealLinkPage } from './deal-link-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', DEAL_LINKS_NS, dealLinksEn, true, true);
});

const link = (overrides: Partial<DealLink> = {}): DealLink => ({
  id: 'l1',
  code: '7K3M9Q2X',
  url: 'https://sunrise.example/url/7K3M9Q2X',
  title: 'Paris in spring',
  product: 'hotel',
  target: '/booknow/hotels/v2/search?destination=Paris',
  agentMarkupBasisPoints: 1000,
  expiresAt: '2027-04-01T12:00:00.000Z',
  expired: false,
  archived: false,
  clicks: 12,
  signups: 3,
  bookings: 2,
  agent: { id: 'a1', name: 'Sam Sales' },
  createdAt: '2027-03-01T09:00:00.000Z',
  ...overrides,
});

const answer = (data: DealLink[]) => ({ body: { data, maxAgentMarkupBasisPoints: 2000 } });

describe('Deal Link', { timeout: 20_000 }, () => {
  it("lists each link's URL, clicks, sign-ups, bookings and last day, copies it and archives it", async () => {
    mockApi({
      'GET /api/agent/deal-links': answer([link(), link({ id: 'l2', code: 'AAAABBBB', title: 'Old deal', expired: true, archived: true, expiresAt: null })]),
      'POST /api/agent/deal-links/l1/archive': { body: { data: link({ archived: true, expired: true }) } },
    });
    const { user } = renderApp(<DealLinkPage />, { user: makeAgent(), path: '/deal-link' });
    // After user-event's set-up, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toContain('Paris in spring');
    expect(cells[0]).toContain('https://sunrise.example/url/7K3M9Q2X');
    expect(cells[0]).toContain('your markup 10%');
    expect(cells.slice(1, 5)).toEqual(['12', '3', '2', 'Mar 31, 2027']);
    expect(within(second).getAllByRole('cell')[4]).toHaveTextContent('Archived');
    expect(within(second).queryByRole('button', { name: /Archive/ })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Copy the link of Paris in spring' }));
    expect(writeText).toHaveBeenCalledWith('https://sunrise.example/url/7K3M9Q2X');
    expect(await within(first).findByText('Link copied.')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Archive Paris in spring' }));
    await vi.waitFor(() => expect(fetchCalls.some((c) => c.method === 'POST' && c.url.pathname === '/api/agent/deal-links/l1/archive')).toBe(true));
  });

  it('creates a link from a pasted storefront address, saying what to fix first without losing what was typed', async () => {
    mockApi({
      'GET /api/agent/deal-links': answer([]),
      'POST /api/agent/deal-links': ({ body }) => ({
        status: 201,
        body: { data: link({ ...(body as Partial<DealLink>), clicks: 0, signups: 0, bookings: 0 }) },
      }),
    });
    const { user } = renderApp(<DealLinkPage />, { user: makeAgent(), path: '/deal-link' });
    expect(await screen.findByText('No deal links yet. Create one above and share it with your clients.')).toBeInTheDocument();
    expect(screen.getByText('Added to every price your visitors see, up to 20%.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create deal link' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(expect.stringContaining('Please give the link a title.'));
    await user.type(screen.getByLabelText('Title'), 'Paris in spring');
    await user.type(screen.getByLabelText('Address of the search or deal'), 'https://elsewhere.example/booknow/hotels');
    await user.click(screen.getByRole('button', { name: 'Create deal link' }));
    expect(screen.getByLabelText('Address of the search or deal')).toHaveAccessibleDescription(
      expect.stringContaining('Paste the address of a search or deal page of this storefront.'),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Paris in spring');

    const address = screen.getByLabelText('Address of the search or deal');
    await user.clear(address);
    await user.type(address, `${window.location.origin}/booknow/cars/search?pickup=CDG&dealLinkId=ZZZZZZZZ`);
    expect(screen.getByLabelText('Product')).toHaveValue('car');
    await user.type(screen.getByLabelText('Your markup (%)'), '25');
    await user.click(screen.getByRole('button', { name: 'Create deal link' }));
    expect(screen.getByLabelText('Your markup (%)')).toHaveAccessibleDescription(expect.stringContaining('Enter a markup from 0 up to 20%.'));
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Your markup (%)'));
    await user.type(screen.getByLabelText('Your markup (%)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Create deal link' }));
    expect(await screen.findByText('Your deal link is ready:')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'Paris in spring',
      product: 'car',
      target: '/booknow/cars/search?pickup=CDG',
      agentMarkupBasisPoints: 1250,
      expiresOn: null,
    });
  });

  it('tells a traveller and an agent without the Deal Link permission why, without asking', () => {
    renderApp(<DealLinkPage />, { user: makeUser() });
    expect(screen.getByRole('alert')).toHaveTextContent("Deal links are only for the agency's travel agents.");
    renderApp(<DealLinkPage />, { user: makeAgent({ userType: 'SalesAgent', permissions: { dealLink: { read: false } } }) });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Your access to Deal Link is turned off.');
    expect(fetchCalls).toHaveLength(0);
  });
});
