import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import subscriptionAr from '../../../../public/locales/ar/subscription.json';
import subscriptionEn from '../../../../public/locales/en/subscription.json';
import { makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { browser } from '../../../lib/browser.ts';
import { SUBSCRIPTION_NS } from '../hooks/use-subscription-translation.ts';
import { PayPage } from './pay-page.tsx';
import { SubscriptionPage } from './subscription-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SUBSCRIPTION_NS, subscriptionEn, true, true);
});
// jsdom cannot leave the page: the app's one way out (lib/browser.ts) is watched instead.
let goTo: MockInstance<(url: string) => void>;
beforeEach(() => {
  goTo = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => goTo.mockRestore());

const owner = makeUser({ userType: 'AgencyOwner', isTravelAgent: true });
const pro = {
  id: 'pro',
  name: 'Pro',
  currency: 'EUR',
  monthlyMinor: 4900,
  yearlyMinor: 49000,
  products: ['hotels', 'cars'],
  maxAgents: 10,
  customDomain: true,
  active: true,
};
const basic = { ...pro, id: 'basic', name: 'Basic', monthlyMinor: 1990, yearlyMinor: 19900, products: [], maxAgents: null, customDomain: false };
const openInvoice = {
  id: 'in_Open2',
  number: 'RCRD-0002',
  amountMinor: 4900,
  currency: 'EUR',
  status: 'open',
  hostedInvoiceUrl: 'https://invoice.stripe.com/i/test_Open2',
  periodStart: '2026-12-01T00:00:00.000Z',
  periodEnd: '2027-01-01T00:00:00.000Z',
};
const answer = (over: Record<string, unknown> = {}) => ({
  isSubscribed: false,
  lapsed: false,
  graceEndsAt: null,
  subscription: null,
  plan: null,
  invoices: [],
  plans: [pro, basic],
  ...over,
});

describe('/subscription', () => {
  it('shows an unsubscribed agency the plans; choosing one by the year starts Checkout and goes to its page', async () => {
    mockApi({
      'GET /api/agency/subscription': { body: { data: answer() } },
      'POST /api/agency/subscription/checkout': { body: { data: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } } },
    });
    const { user } = renderApp(<SubscriptionPage />, { user: owner });
    expect(await screen.findByText('Your agency has no subscription yet. Choose a plan below.')).toBeInTheDocument();
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
    const plan = screen.getByRole('heading', { level: 3, name: 'Pro' }).closest('li')!;
    expect(within(plan).getByText('€49 a month')).toBeInTheDocument();
    expect(within(plan).getByText('Products: Hotels, Car Rentals')).toBeInTheDocument();
    expect(within(plan).getByText('Up to 10 agents')).toBeInTheDocument();

    // The keyboard: to the period, arrow to Yearly, on to the plan's button.
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(plan).getByText('€490 a year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose the Pro plan' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({ planId: 'pro', interval: 'year' });
    expect(await screen.findByText('Taking you to the payment page…')).toBeInTheDocument();
  });

  it("lists a plan's products in the interface language's own way (Arabic: its comma and «و»)", async () => {
    i18next.addResourceBundle('ar', SUBSCRIPTION_NS, subscriptionAr, true, true);
    await i18next.changeLanguage('ar');
    mockApi({ 'GET /api/agency/subscription': { body: { data: answer({ plans: [{ ...pro, products: ['hotels', 'cars', 'flights'] }] }) } } });
    renderApp(<SubscriptionPage />, { user: owner });
    const plan = (await screen.findByRole('heading', { level: 3, name: 'Pro' })).closest('li')!;
    // Three items: "أ، وب، وج" (the item names themselves are the test's English ones).
    expect(within(plan).getByText(/^المنتجات: /).textContent).toMatch(/^المنتجات: [^,،]+، و[^,،]+، و[^,،]+$/);
  });
  it('shows a past-due plan with its grace end, the period end, invoices, and opens the portal', async () => {
    mockApi({
      'GET /api/agency/subscription': {
        body: {
          data: answer({
            isSubscribed: true,
            graceEndsAt: '2027-01-08T00:00:00.000Z',
            subscription: { planId: 'pro', interval: 'month', status: 'past_due', currentPeriodEnd: '2027-01-01T00:00:00.000Z', cancelAtPeriodEnd: false },
            plan: pro,
            invoices: [openInvoice],
          }),
        },
      },
      'POST /api/agency/subscription/portal': { body: { data: { url: 'https://billing.stripe.com/p/session/test_1' } } },
    });
    const { user } = renderApp(<SubscriptionPage />, { user: owner });
    const current = (await screen.findByRole('heading', { level: 2, name: 'Current plan' })).closest('section')!;
    expect(within(current).getByText('Past due')).toBeInTheDocument();
    expect(within(current).getByText('Jan 01, 2027')).toBeInTheDocument();
    expect(within(current).getByText('Pay by Jan 08, 2027 to keep your storefront open.')).toBeInTheDocument();
    // The agency's own plan is marked; the other offers a change.
    expect(screen.getByText('Your plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change to the Basic plan' })).toHaveTextContent('Change plan');
    const [row] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(row!).getByText('RCRD-0002')).toBeInTheDocument();
    expect(within(row!).getByText('€49')).toBeInTheDocument();
    expect(within(row!).getByText('Open')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'View invoice RCRD-0002' })).toHaveAttribute('href', openInvoice.hostedInvoiceUrl);
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
  });

  it('tells an agency whose subscription Stripe ended that its storefront is closed, and offers every plan afresh', async () => {
    mockApi({
      'GET /api/agency/subscription': {
        body: {
          data: answer({
            lapsed: true,
            subscription: { planId: 'pro', interval: 'month', status: 'canceled', currentPeriodEnd: '2026-11-20T00:00:00.000Z', cancelAtPeriodEnd: false },
            plan: pro,
          }),
        },
      },
    });
    renderApp(<SubscriptionPage />, { user: owner });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your storefront is closed because the subscription ended. Choose a plan below to open it again.',
    );
    expect(screen.getByText('Canceled')).toBeInTheDocument();
    // The ended plan is not "yours" any more: choosing it (or another) starts a new subscription.
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose the Pro plan' })).toHaveTextContent('Choose plan');
    expect(screen.getByRole('button', { name: 'Choose the Basic plan' })).toBeInTheDocument();
  });

  it('says what went wrong: loading failed (with a retry), billing not set up', async () => {
    mockApi({ 'GET /api/agency/subscription': { status: 500, body: { statusCode: 500, message: 'Something went wrong.' } } });
    const { user } = renderApp(<SubscriptionPage />, { user: owner });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the subscription right now.');
    mockApi({
      'GET /api/agency/subscription': { body: { data: answer() } },
      'POST /api/agency/subscription/checkout': { status: 503, body: { statusCode: 503, message: 'Subscriptions are not available' } },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Choose the Basic plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Billing is not available on this platform yet.');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('tells a travel agent and a traveller that only the owner or an admin manages it, without asking the API', async () => {
    for (const user of [makeUser({ userType: 'SalesAgent', isTravelAgent: true }), makeUser()]) {
      const view = renderApp(<SubscriptionPage />, { user });
      expect(await screen.findByRole('alert')).toHaveTextContent('Only the agency owner or an admin can manage the subscription.');
      view.unmount();
    }
    expect(fetchCalls.filter((c) => c.url.pathname.startsWith('/api/agency/subscription'))).toHaveLength(0);
  });
});

describe('/pay', () => {
  it('shows the open invoice and pays it on Stripe’s page', async () => {
    mockApi({
      'GET /api/agency/subscription': { body: { data: answer({ invoices: [{ ...openInvoice, id: 'in_Paid1', status: 'paid' }, openInvoice] }) } },
      'POST /api/agency/subscription/pay': { body: { data: { url: openInvoice.hostedInvoiceUrl } } },
    });
    const { user } = renderApp(<PayPage />, { user: makeUser({ userType: 'Admin', isTravelAgent: true }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Open invoice RCRD-0002' })).toBeInTheDocument();
    expect(screen.getByText('€49')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(openInvoice.hostedInvoiceUrl));
    expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({ invoiceId: 'in_Open2' });
    expect(screen.queryByText(/subscription has ended/)).toBeNull();
  });

  it('says that paying the invoice of an ended subscription does not open the storefront again', async () => {
    const ended = { planId: 'pro', interval: 'month', status: 'canceled', currentPeriodEnd: '2026-11-20T00:00:00.000Z', cancelAtPeriodEnd: false };
    mockApi({ 'GET /api/agency/subscription': { body: { data: answer({ lapsed: true, subscription: ended, plan: pro, invoices: [openInvoice] }) } } });
    renderApp(<PayPage />, { user: owner });
    expect(await screen.findByRole('heading', { level: 2, name: 'Open invoice RCRD-0002' })).toBeInTheDocument();
    expect(screen.getByText(subscriptionEn.pay.ended)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'See the subscription' })).toHaveAttribute('href', '/subscription');
  });

  it('says when there is nothing to pay', async () => {
    mockApi({ 'GET /api/agency/subscription': { body: { data: answer({ invoices: [{ ...openInvoice, status: 'paid' }] }) } } });
    renderApp(<PayPage />, { user: owner });
    expect(await screen.findByText('Nothing to pay.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the subscription' })).toHaveAttribute('href', '/subscription');
  });
});
