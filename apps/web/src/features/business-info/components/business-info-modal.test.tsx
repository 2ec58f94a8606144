import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import businessInfoEn from '../../../../public/locales/en/businessInfo.json';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { makeAgency, makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BUSINESS_INFO_NS } from '../hooks/use-business-info-translation.ts';
import { BusinessInfoGate } from './business-info-gate.tsx';

beforeAll(async () => {
  i18next.addResourceBundle('en', BUSINESS_INFO_NS, businessInfoEn, true, true);
  await import('./business-info-modal.tsx');
});

const owner = makeAgent();
const MANAGERS = ['Amelia Hart', 'Bruno Silva'];

function renderGate(user: SessionUser, stored: unknown = null, enabledCountries: string[] | null = null) {
  mockApi({
    'GET /api/agency/business-info': { body: { data: { data: stored } } },
    'GET /api/agency/business-info/support-managers': { body: { data: MANAGERS } },
  });
  return renderApp(
    <>
      <main>
        <button type="button">Behind the modal</button>
      </main>
      <BusinessInfoGate user={user} />
      <ToastContainer />
    </>,
    { agency: makeAgency({ enabledCountries }) },
  );
}

// The modal is a lazy chunk (the phone input and its metadata): give it time on a busy machine.
const dialog = () => screen.findByRole('dialog', { name: 'Tell us about your business' }, { timeout: 5000 });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function fillRequired(user: ReturnType<typeof renderGate>['user'], email = 'olivia@agency.example') {
  await user.type(screen.getByLabelText(/Contact email/), email);
  await user.selectOptions(screen.getByLabelText(/Headquarters country/), 'US');
  await user.click(screen.getByRole('checkbox', { name: 'Hotels' }));
  await user.selectOptions(screen.getByLabelText(/Annual booking volume/), 'Under $100k');
  await user.selectOptions(screen.getByLabelText(/How will you use it/), 'B2C website');
  await user.selectOptions(screen.getByLabelText(/How did you hear about us/), 'Google');
}

describe('business-information modal (spec §4, §5)', { timeout: 30_000 }, () => {
  it("offers only the agency's enabled countries as headquarters (issue #46)", async () => {
    renderGate(owner, null, ['SE', 'US']);
    await dialog();
    const options = within(screen.getByLabelText(/Headquarters country/))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'))
      .filter(Boolean);
    expect(options).toEqual(['SE', 'US']);
  });

  it('is shown to an agency owner without a stored contact email and cannot be dismissed', async () => {
    const { user } = renderGate(owner);
    const modal = await dialog();
    expect(screen.getByLabelText(/Contact email/)).toHaveFocus();
    expect(within(modal).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector<HTMLElement>('.tf-dialog__backdrop')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each<[string, SessionUser, unknown]>([
    ['an owner whose business info has an email', owner, { contactEmailId: 'olivia@agency.example' }],
    ['an admin', makeAgent({ userType: 'Admin' }), null],
    ['a traveller', makeUser(), null],
  ])('is not shown to %s', async (_name, user, stored) => {
    renderGate(user, stored);
    await waitFor(() => expect(fetchCalls.length).toBeGreaterThanOrEqual(user.userType === 'AgencyOwner' ? 1 : 0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    if (user.userType !== 'AgencyOwner') expect(fetchCalls).toHaveLength(0);
  });

  it('only logs a failed fetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /api/agency/business-info': { status: 500, body: { message: 'Something went wrong.' } } });
    renderApp(<BusinessInfoGate user={owner} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the email on blur, then on every change once an error shows', async () => {
    const { user } = renderGate(owner);
    await dialog();
    const email = screen.getByLabelText(/Contact email/);
    await user.type(email, 'olivia@');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'olivia@agency.example');
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it("keeps Submit disabled until the form is complete; 'All' selects every engine; details follow how-heard", async () => {
    const { user } = renderGate(owner);
    await dialog();
    expect(submitButton()).toBeDisabled();
    await fillRequired(user);
    expect(submitButton()).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    for (const engine of ['Resorts', 'Hotels', 'Flights', 'Cars', 'Activities', 'Cruises']) {
      expect(screen.getByRole('checkbox', { name: engine })).toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    expect(screen.getByRole('checkbox', { name: 'Hotels' })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Cars' }));
    expect(submitButton()).toBeEnabled();

    const heard = screen.getByLabelText(/How did you hear about us/);
    await user.selectOptions(heard, 'Social Media');
    expect(submitButton()).toBeDisabled();
    expect(
      within(screen.getByLabelText(/Which network/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'LinkedIn', 'Instagram', 'Facebook', 'TikTok', 'Twitter']);
    await user.selectOptions(screen.getByLabelText(/Which network/), 'Instagram');
    expect(submitButton()).toBeEnabled();

    await user.selectOptions(heard, 'Customer Support Manager');
    expect(submitButton()).toBeDisabled();
    const manager = screen.getByLabelText(/Which Customer Support Manager/);
    await waitFor(() => expect(within(manager).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(manager, 'Bruno Silva');
    expect(submitButton()).toBeEnabled();

    for (const [option, label] of [
      ['Peer referral', /Who referred you/],
      ['Other', /Please tell us where/],
    ] as const) {
      await user.selectOptions(heard, option);
      expect(submitButton()).toBeDisabled();
      await user.type(screen.getByLabelText(label), 'A friend');
      expect(submitButton()).toBeEnabled();
    }
    await user.selectOptions(heard, 'Google');
    expect(screen.queryByLabelText(/Please tell us where/)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('closes on submit, posts the payload of spec §7 and shows the success toast', async () => {
    const { user } = renderGate(owner);
    mockApi({ 'POST /api/agency/business-info': ({ body }) => ({ body: { data: { data: body }, message: 'Business information submitted successfully' } }) });
    await dialog();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    await user.type(screen.getByRole('textbox', { name: /Contact phone number/ }), '4155550100');
    await user.click(submitButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Business information submitted successfully')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({
      contactEmailId: 'olivia@agency.example',
      contactPhoneNumber: '+14155550100',
      hearBy: 'Google',
      hearByName: '',
      hqCountry: 'US',
      bookingVolume: 'Under $100k',
      useForBusiness: 'B2C website',
      productInterested: 'Resorts,Hotels,Flights,Cars,Activities,Cruises',
    });
  });

  it('shows the failure toast after the modal has closed', async () => {
    const { user } = renderGate(owner);
    mockApi({ 'POST /api/agency/business-info': { status: 500, body: { message: 'Something went wrong.' } } });
    await dialog();
    await fillRequired(user);
    await user.click(submitButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Error submitting business information. Please try again.')).toBeInTheDocument();
  });
});
