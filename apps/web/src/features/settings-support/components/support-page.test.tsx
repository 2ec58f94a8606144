import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import supportEn from '../../../../public/locales/en/settings-support.json';
import { makeAgency, makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SUPPORT_NS } from '../hooks/use-support-translation.ts';
import { SupportPage } from './support-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SUPPORT_NS, supportEn, true, true);
});

const sam = makeAgent({ userType: 'SalesAgent', personal_info: { first_name: 'Sam', last_name: 'Sales', email: 'sam@sunrise.example' } });
const earlier = {
  reference: 'SR-7QK2M4',
  subject: 'Logo looks blurry',
  message: 'The logo on phones looks blurry since Monday.',
  status: 'closed',
  createdAt: '2026-11-02T09:30:00.000Z',
};

describe('Support page', { timeout: 20_000 }, () => {
  it('sends a request and shows its reference and where the answer goes; the list gains it', async () => {
    const filed = {
      reference: 'SR-9X2ABC',
      subject: 'Payments stuck',
      message: 'Stripe payments stay pending for hours.',
      status: 'open',
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    let sentYet = false;
    mockApi({
      'GET /api/agency/support-requests': () => ({ body: { data: sentYet ? [filed, earlier] : [earlier] } }),
      'POST /api/agency/support-requests': () => {
        sentYet = true;
        return { status: 201, body: { data: filed } };
      },
    });
    const { user } = renderApp(<SupportPage />, { user: sam, path: '/settings/support' });
    expect(await screen.findByText('Logo looks blurry')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('');
    await user.type(screen.getByLabelText('Subject'), 'Payments stuck');
    await user.type(screen.getByLabelText('How can we help?'), 'Stripe payments stay pending for hours.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const done = await screen.findByText('Request SR-9X2ABC sent. We reply by email to sam@sunrise.example.');
    // Focus moves to the confirmation on the next frame.
    await waitFor(() => expect(done).toHaveFocus());
    expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({
      subject: 'Payments stuck',
      message: 'Stripe payments stay pending for hours.',
      contactPhone: '',
    });
    const list = await screen.findByRole('heading', { name: 'Earlier requests' });
    const section = list.closest('section') as HTMLElement;
    expect(await within(section).findByText('SR-9X2ABC')).toBeInTheDocument();
    expect(within(section).getByText('Open')).toBeInTheDocument();
    expect(within(section).getByText('Closed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('checks the subject and message before sending', async () => {
    mockApi({ 'GET /api/agency/support-requests': { body: { data: [] } } });
    const { user } = renderApp(<SupportPage />, { user: sam });
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('How can we help?'), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please give a subject of at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please describe the problem in at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps what was written when sending fails, with a clear message', async () => {
    mockApi({
      'GET /api/agency/support-requests': { body: { data: [] } },
      'POST /api/agency/support-requests': { status: 503, body: { message: 'Something went wrong.' } },
    });
    const { user } = renderApp(<SupportPage />, { user: sam });
    await user.type(await screen.findByLabelText('Subject'), 'Payments stuck');
    await user.type(screen.getByLabelText('How can we help?'), 'Stripe payments stay pending for hours.');
    await user.type(screen.getByLabelText('Phone (optional)'), '+45 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request was not sent.');
    expect(screen.getByLabelText('Subject')).toHaveValue('Payments stuck');
    expect(screen.getByLabelText('How can we help?')).toHaveValue('Stripe payments stay pending for hours.');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+45 12 34 56 78');
  });

  it("shows the agency's contact details as travellers see them, and a list that failed to load can be retried", async () => {
    let calls = 0;
    mockApi({
      'GET /api/agency/support-requests': () => (++calls === 1 ? { status: 500, body: { message: 'Something went wrong.' } } : { body: { data: [earlier] } }),
    });
    const { user } = renderApp(<SupportPage />, {
      user: sam,
      agency: makeAgency({ contactPhoneNumber: '+1 415 555 0134', addressLine1: '500 Market Street', city: 'San Francisco', country: 'United States' }),
    });
    expect(screen.getByRole('link', { name: '+1 415 555 0134' })).toHaveAttribute('href', 'tel:+14155550134');
    expect(screen.getByRole('link', { name: 'hello@test-travel.example' })).toHaveAttribute('href', 'mailto:hello@test-travel.example');
    expect(screen.getByText('500 Market Street')).toBeInTheDocument();
    // Only owners and admins change them.
    expect(screen.queryByRole('link', { name: 'Change them in Website settings' })).not.toBeInTheDocument();
    expect(await screen.findByText('Earlier requests could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Logo looks blurry')).toBeInTheDocument();
  });
});
