import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import walletEn from '../../../../public/locales/en/wallet.json';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { WALLET_NS } from '../hooks/use-wallet-translation.ts';
import { AgencyWalletPage } from './agency-wallet-page.tsx';
import { UserWalletPage } from './user-wallet-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', WALLET_NS, walletEn, true, true);
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const entry = (i: number, kind: string, amount: number, after: number, bookingReference: string | null) => ({
  id: `e${i}`,
  kind,
  amount: usd(amount),
  balanceAfter: usd(after),
  bookingReference,
  note: '',
  createdAt: `2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`,
  state: 'available',
  availableAt: null,
});
const answer = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  rewardBasisPoints: 500,
  balance: usd(13_050),
  pending: usd(0),
  entries: [entry(2, 'earn', 1_000, 13_050, 'TF-AAAA2222'), entry(1, 'adjust', 12_050, 12_050, null)],
  page: 1,
  pageSize: 20,
  total: 2,
  ...over,
});

describe('the traveller wallet (/mytrip/wallet)', () => {
  it('shows the balance, the reward rate and the entries with their booking links', async () => {
    mockApi({ 'GET /api/user/wallet': { body: { data: answer() } } });
    renderApp(<UserWalletPage bookingHref={(r) => `/mytrip/mytrips/${r}`} />, { user: makeUser({ isRewardWalletEnable: true }) });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$130.50');
    expect(screen.getByText('You earn 5% of what you pay by card on each confirmed booking.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Earned')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('+$10')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'TF-AAAA2222' })).toHaveAttribute('href', '/mytrip/mytrips/TF-AAAA2222');
    expect(within(rows[1]!).getByText('Adjustment')).toBeInTheDocument();
  });

  it('shows rewards still pending apart from the balance, with the day each becomes spendable, and withdrawn ones', async () => {
    const pending = { ...entry(4, 'earn', 2_860, 15_910, 'TF-BBBB4444'), state: 'pending', availableAt: '2027-03-03T00:00:00.000Z' };
    const withdrawn = { ...entry(3, 'reverse', -1_000, 13_050, 'TF-AAAA2222'), state: 'withdrawn', availableAt: '2027-02-01T00:00:00.000Z' };
    mockApi({ 'GET /api/user/wallet': { body: { data: answer({ balance: usd(12_050), pending: usd(2_860), entries: [pending, withdrawn], total: 2 }) } } });
    renderApp(<UserWalletPage />, { user: makeUser({ isRewardWalletEnable: true }) });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$120.50');
    expect(screen.getByTestId('wallet-pending')).toHaveTextContent("Plus $28.60 pending: a booking's reward can be spent two days after the trip ends.");
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // The day in UTC, where the reward's midnight is: not the evening before west of Greenwich.
    expect(within(rows[0]!).getByText('Pending until Mar 3, 2027')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Withdrawn: the booking was cancelled')).toBeInTheDocument();
    // Neither changes what can be spent: no running balance beside them.
    for (const row of rows) expect(within(row).getByLabelText('No change to what can be spent')).toHaveTextContent('—');
    expect(screen.queryByText('$159.10')).toBeNull();
  });

  it('pages through the entries with the keyboard', async () => {
    mockApi({
      'GET /api/user/wallet': ({ url }) => ({ body: { data: answer({ total: 45, page: Number(url.searchParams.get('page')) }) } }),
    });
    const { user } = renderApp(<UserWalletPage />, { user: makeUser({ isRewardWalletEnable: true }) });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(fetchCalls.at(-1)!.url.search).toBe('?page=2');
  });

  it('says so when there is nothing yet, and offers a retry when loading fails', async () => {
    mockApi({ 'GET /api/user/wallet': { body: { data: answer({ entries: [], total: 0, balance: usd(0) }) } } });
    const first = renderApp(<UserWalletPage />, { user: makeUser() });
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    first.unmount();
    mockApi({ 'GET /api/user/wallet': { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' } } });
    renderApp(<UserWalletPage />, { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the wallet.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe("the agency's wallet (/wallet/details/)", () => {
  it("shows the agency's balance and its travellers' credits", async () => {
    mockApi({
      'GET /api/agent/wallet': {
        body: { data: { ...answer({ entries: [], total: 0, balance: usd(50_000) }), travellers: { held: usd(25_100), issued: usd(3_000), accounts: 4 } } },
      },
    });
    renderApp(<AgencyWalletPage />, { user: makeAgent() });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$500');
    expect(screen.getByText('Held by travellers').nextSibling).toHaveTextContent('$251');
    expect(screen.getByText('Travellers with credits').nextSibling).toHaveTextContent('4');
    expect(screen.getByText("Top-ups and adjustments of your agency's balance will show here.")).toBeInTheDocument();
  });

  it('lets the owner switch the reward wallet and set its percentage, with the version read', async () => {
    const settings = { version: 7, wallet: { isRewardWalletEnable: true, rewardBasisPoints: 500, currency: 'USD' }, academy: { url: '' } };
    mockApi({
      'GET /api/agent/wallet': { body: { data: { ...answer({ entries: [], total: 0 }), travellers: { held: usd(0), issued: usd(0), accounts: 0 } } } },
      'GET /api/agency/settings': { body: { data: settings } },
      'PUT /api/agency/settings/wallet': ({ body }) => ({ body: { data: { ...settings, version: 8, wallet: (body as { settings: unknown }).settings } } }),
    });
    const { user } = renderApp(<AgencyWalletPage />, { user: makeAgent() });
    const percent = await screen.findByLabelText('Reward (% of what the card pays)');
    expect(percent).toHaveValue('5');
    await user.clear(percent);
    await user.type(percent, '75');
    await user.click(within(screen.getByRole('form', { name: 'Reward wallet settings' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a percentage from 0 to 50, with up to two decimals.')).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '7.5');
    await user.click(screen.getByRole('checkbox', { name: 'Travellers earn credits on their bookings' }));
    await user.click(within(screen.getByRole('form', { name: 'Reward wallet settings' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const put = fetchCalls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ version: 7, settings: { isRewardWalletEnable: false, rewardBasisPoints: 750, currency: 'USD' } });
  });

  it("saves the academy's https address, refusing any other", async () => {
    const settings = { version: 3, wallet: { isRewardWalletEnable: true, rewardBasisPoints: 500, currency: 'USD' }, academy: { url: '' } };
    mockApi({
      'GET /api/agent/wallet': { body: { data: { ...answer({ entries: [], total: 0 }), travellers: { held: usd(0), issued: usd(0), accounts: 0 } } } },
      'GET /api/agency/settings': { body: { data: settings } },
      'PUT /api/agency/settings/academy': ({ body }) => ({ body: { data: { ...settings, version: 4, academy: (body as { settings: unknown }).settings } } }),
    });
    const { user } = renderApp(<AgencyWalletPage />, { user: makeAgent() });
    const field = await screen.findByLabelText('Academy address');
    await user.type(field, 'http://academy.example.com');
    const form = field.closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter an https:// address, or leave it empty.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'https://academy.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // A save makes a new version: the form starts again from it.
    expect(await within(await screen.findByRole('form', { name: 'Academy' })).findByText('Saved.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 3, settings: { url: 'https://academy.example.com' } });
  });

  it('tells travellers it is for agents', async () => {
    renderApp(<AgencyWalletPage />, { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent("The wallet details are for the agency's agents.");
    expect(fetchCalls).toHaveLength(0);
  });
});
