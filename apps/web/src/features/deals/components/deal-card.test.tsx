import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAgency, makeAgent, makeUser } from '../../../test/factories.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { ProductDeals } from '../index.ts';
import { loadDealsTranslations, makeActivityDeal, makeCarDeal, makeHotelDeal, makeHotelDealV2, renderDeals, stubFetch } from '../testing.tsx';

beforeAll(loadDealsTranslations);

const agentRates = { wholesaleRate: 270, agencyMarkup: 30 };

async function firstCard(options: { user: SessionUser | null; allowNonLoginFlow?: boolean; path?: string }) {
  stubFetch({
    'POST /api/dealray/deals/hotel-search': () => ({ response: [makeHotelDeal(1, agentRates)] }),
    'POST /api/dealray/deals/car-search': () => ({ response: [makeCarDeal(1, agentRates)] }),
    'POST /api/dealray/deals/activity-search': () => ({ response: [makeActivityDeal(1, { savedPrice: 0.4 })] }),
  });
  renderDeals(<ProductDeals />, {
    user: options.user,
    path: options.path ?? '/',
    agency: makeAgency({ enableHotelsV2: false, allowNonLoginFlow: options.allowNonLoginFlow ?? false }),
  });
  const heading = await screen.findByRole('heading', { level: 3 });
  return heading.closest('article') as HTMLElement;
}

const rowsOf = (card: HTMLElement) => [...card.querySelectorAll('[data-row]')].map((row) => row.getAttribute('data-row'));

describe('deal card rows by role (spec §5, §6)', () => {
  it('visitor: no prices, "Log In to save up to", and Reveal Price opens the sign-in', async () => {
    const card = await firstCard({ user: null, path: '/?tab=Car%20Rentals' });
    expect(rowsOf(card)).toEqual(['saved']);
    expect(within(card).getByText('Log In to save up to $100')).toBeInTheDocument();
    expect(within(card).queryByText('Retail Price')).not.toBeInTheDocument();
    expect(within(card).queryByText('$300')).not.toBeInTheDocument();
    expect(within(card).queryByText(/OFF/)).not.toBeInTheDocument();

    const reveal = within(card).getByRole('button', { name: 'Reveal Price: Car 1' });
    expect(reveal).toHaveTextContent('Reveal Price');
    await userEvent.click(reveal);
    const dialog = await screen.findByRole('dialog', { name: 'Unlock instant savings by signing in' });
    // Log In comes back to this page and tab, where the prices then show.
    expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', expect.stringContaining('/login'));
    expect(within(dialog).getByRole('link', { name: 'Log In' }).getAttribute('href')).toContain(encodeURIComponent('/?tab=Car%20Rentals'));
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reveal).toHaveFocus();
  });

  it('visitor of a non-login-flow agency: the price and View Deal, no strikethrough or badge', async () => {
    const card = await firstCard({ user: null, allowNonLoginFlow: true });
    expect(rowsOf(card)).toEqual(['total', 'saved']);
    expect(within(card).getByText('$300')).toBeInTheDocument();
    expect(within(card).getByText('Log In to save up to $100')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Deal: Hotel 1' })).toHaveAttribute('href', '/booknow/hotels/search-details?hotelId=h1&isFromDeal=true');
  });

  it('traveller: OFF badge, Retail Price struck through, price, Saved, View Deal', async () => {
    const card = await firstCard({ user: makeUser() });
    expect(rowsOf(card)).toEqual(['off', 'retail', 'total', 'saved']);
    expect(within(card).getByText('25% OFF')).toBeInTheDocument();
    expect(within(card).getByText('$400').tagName).toBe('S');
    expect(within(card).getByText('Saved $100')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Deal: Hotel 1' })).toBeInTheDocument();
    expect(within(card).queryByText('Wholesale Rate')).not.toBeInTheDocument();
  });

  it('travel agent: also Wholesale Rate and Agency Markup', async () => {
    const card = await firstCard({ user: makeAgent() });
    expect(rowsOf(card)).toEqual(['off', 'retail', 'wholesale', 'markup', 'total', 'saved']);
    expect(within(card).getByText('Wholesale Rate').nextElementSibling).toHaveTextContent('$270');
    expect(within(card).getByText('Agency Markup').nextElementSibling).toHaveTextContent('$30');
  });

  it('restricted agent: without Wholesale Rate and Agency Markup', async () => {
    const card = await firstCard({ user: makeAgent({ isRestrictedAgent: true }) });
    expect(rowsOf(card)).toEqual(['off', 'retail', 'total', 'saved']);
  });

  it('a saved amount that rounds to 0 shows no Saved text', async () => {
    const card = await firstCard({ user: makeUser(), path: '/?tab=Activities' });
    expect(rowsOf(card)).not.toContain('saved');
    expect(within(card).getByText('Free cancellation')).toBeInTheDocument();
  });

  it('v2 hotel: no strikethrough when the recommended price does not exceed the total', async () => {
    stubFetch({ 'GET /hotel-api/deals': () => ({ data: { hotels: [makeHotelDealV2(1, { recommended_selling_price: 200, saved_price: 0 })] } }) });
    renderDeals(<ProductDeals />, { user: makeUser(), agency: makeAgency({ enableHotelsV2: true }) });
    const card = (await screen.findByRole('heading', { name: 'Hotel 1' })).closest('article') as HTMLElement;
    expect(rowsOf(card)).toEqual(['total']);
    expect(within(card).getByRole('img', { name: '5-star hotel' })).toBeInTheDocument();
  });

  it('card images are sized and fall back to the placeholder; the first row loads at once, the others lazily', async () => {
    const card = await firstCard({ user: makeUser() });
    const image = card.querySelector('img.tf-deal-card__image') as HTMLImageElement;
    // The first row is the home page's largest paint (LCP).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(card.querySelector('img.tf-deal-card__image')).toHaveAttribute('src', '/img/placeholder.svg'));
  });

  it('images of rows after the first load lazily', async () => {
    stubFetch({ 'POST /api/dealray/deals/hotel-search': () => ({ response: Array.from({ length: 9 }, (_, i) => makeHotelDeal(i + 1)) }) });
    renderDeals(<ProductDeals />, { user: makeUser(), path: '/', agency: makeAgency({ enableHotelsV2: false }) });
    await screen.findByRole('heading', { name: 'Hotel 1' });
    const rows = [...document.querySelectorAll('[data-row]')].filter((el) => el.classList.contains('tf-deals-carousel__slide'));
    expect(rows.length).toBeGreaterThan(1);
    // The rows out of view are filled in just after the first.
    await waitFor(() => expect(rows.at(-1)!.querySelectorAll('img.tf-deal-card__image').length).toBeGreaterThan(0));
    for (const img of rows[0]!.querySelectorAll('img.tf-deal-card__image')) expect(img).toHaveAttribute('loading', 'eager');
    for (const img of rows.at(-1)!.querySelectorAll('img.tf-deal-card__image')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('fetchpriority', 'auto');
    }
  });
});
