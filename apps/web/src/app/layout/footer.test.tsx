import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAgency } from '../../test/factories.ts';
import { renderApp } from '../../test/render.tsx';
import { Footer } from './footer.tsx';

const full = {
  contactPhoneNumber: '+1 415 555 0134',
  displaySupportPhoneFooter: true,
  displayAddressFooter: true,
  addressLine1: '500 Market Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  country: 'United States',
  isAbousUsEnable: true,
  isFaqEnable: true,
  privacyPolicy: '<p>Privacy</p>',
  cookiesPolicy: '<p>Cookies</p>',
  disclaimer: '',
  socialLinks: {
    linkedin: 'https://linkedin.example/s',
    instagram: '',
    facebook: 'https://facebook.example/s',
    twitter: '',
    youtube: '',
    discord: '',
    tiktok: '',
  },
};

describe('Footer', () => {
  it('shows contact details, information links, social links and payment icons', () => {
    renderApp(<Footer />, { agency: makeAgency(full) });
    expect(screen.getByRole('link', { name: '+1 415 555 0134' })).toHaveAttribute('href', 'tel:+14155550134');
    expect(screen.getByText('500 Market Street')).toBeInTheDocument();
    expect(screen.getByText('San Francisco, CA 94105')).toBeInTheDocument();
    const info = screen.getByRole('navigation', { name: 'Information' });
    expect(
      within(info)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/about', '/faqs', '/become-an-agent', '/privacy-policy', '/cookies-policy']);
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute('href', 'https://linkedin.example/s');
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
    expect(['Discover', 'Visa', 'American Express', 'Mastercard', 'Bitcoin'].map((name) => screen.getByRole('img', { name }))).toHaveLength(5);
  });

  it.each([
    ['the display flag is off', { displaySupportPhoneFooter: false }],
    ['the number is empty', { contactPhoneNumber: ' ' }],
  ])('hides the phone when %s', (_, overrides) => {
    renderApp(<Footer />, { agency: makeAgency({ ...full, ...overrides }) });
    expect(screen.queryByText('Phone:')).not.toBeInTheDocument();
  });

  it('hides the address without displayAddressFooter and Bitcoin with hideBitcoinIcon', () => {
    renderApp(<Footer />, { agency: makeAgency({ ...full, displayAddressFooter: false, settings: { hideBitcoinIcon: true } }) });
    expect(screen.queryByText('500 Market Street')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Bitcoin' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
  });

  it('offers the cookie settings when the agency asks for analytics consent', () => {
    renderApp(<Footer />, { agency: makeAgency({ ...full, analytics: { isEnabled: true, googleAnalyticsId: 'G-TEST1', facebookAnalyticsId: '' } }) });
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });
});
