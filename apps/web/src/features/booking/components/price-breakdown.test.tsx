import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import type { ReactNode } from 'react';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { PriceBreakdown } from './price-breakdown.tsx';

const render = (ui: ReactNode) => renderApp(<CurrencyProvider agencyDefaultCountry="US">{ui}</CurrencyProvider>);
const usd = (amount: number) => ({ amount, currency: 'USD' });
const price = { base: usd(500_00), taxesAndFees: usd(60_00), total: usd(560_00), perNight: usd(280_00) };

describe('PriceBreakdown', () => {
  beforeAll(() => i18next.addResourceBundle('en', 'booking', bookingEn, true, true));

  it('shows an agent what the traveller pays apart from what the agency earns, so nothing reads as counted twice', async () => {
    render(<PriceBreakdown price={{ ...price, wholesale: usd(450_00), markup: usd(50_00) }} product="hotel" />);
    const pays = await screen.findByRole('group', { name: 'What the traveller pays' });
    expect(within(pays).getByText('Room price').nextElementSibling).toHaveTextContent('$500');
    expect(within(pays).getByText('Taxes and fees').nextElementSibling).toHaveTextContent('$60');
    expect(within(pays).getByText('Total').nextElementSibling).toHaveTextContent('$560');
    expect(within(pays).queryByText('Wholesale Rate')).not.toBeInTheDocument();

    const earns = screen.getByRole('group', { name: 'What the agency earns' });
    expect(within(earns).getByText('Wholesale Rate').nextElementSibling).toHaveTextContent('$450');
    expect(within(earns).getByText('Agency Markup').nextElementSibling).toHaveTextContent('$50');
    expect(within(earns).getByText('Already in the price above, not added to the total.')).toBeInTheDocument();
    expect(within(earns).queryByText('Total')).not.toBeInTheDocument();
  });

  it('shows a traveller one list without the parts', async () => {
    render(<PriceBreakdown price={price} product="flight" />);
    expect(await screen.findByText('Fare')).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText('What the agency earns')).not.toBeInTheDocument();
  });
});
