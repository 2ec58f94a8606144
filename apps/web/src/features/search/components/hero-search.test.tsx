import { addCalendarDays } from '@tripfront/domain/search';
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAgency } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { city, hotelSuggest, loadSearchTranslations, stubFetch } from '../testing.tsx';
import { HeroSearch, nextTab } from './hero-search.tsx';

beforeAll(loadSearchTranslations);

const inDays = (n: number) => addCalendarDays(dayjs().format('YYYY-MM-DD'), n);

describe('home hero search', () => {
  it("shows the first service's form, and tabs for the others", () => {
    stubFetch({});
    renderApp(<HeroSearch services={['hotels', 'flights', 'cars']} />);
    const tabs = screen.getByRole('tablist', { name: 'What would you like to book?' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Hotels', 'Air Travel', 'Car Rentals']);
    expect(within(tabs).getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Hotels' });
    expect(within(panel).getByRole('form', { name: 'Hotels search' })).toBeInTheDocument();
    // The inactive tabs are reached by the arrows, not by Tab.
    expect(within(tabs).getByRole('tab', { name: 'Air Travel' })).toHaveAttribute('tabindex', '-1');
  });

  it('the arrows choose a tab and show its form; focus follows', async () => {
    stubFetch({});
    const { user } = renderApp(<HeroSearch services={['hotels', 'flights', 'cars']} />);
    await user.click(screen.getByRole('tab', { name: 'Hotels' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Air Travel' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Air Travel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Air Travel search' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Hotels search' })).toBeNull();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Car Rentals' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Car Rentals search' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('form', { name: 'Hotels search' })).toBeInTheDocument();
  });

  it.each<[string, boolean, number]>([
    ['ArrowRight', false, 1],
    ['ArrowLeft', false, 2],
    ['ArrowLeft', true, 1],
    ['ArrowRight', true, 2],
    ['End', false, 2],
    ['Home', true, 0],
  ])('%s (rtl %s) moves to tab %i of three from the first', (key, rtl, expected) => {
    expect(nextTab(key, 0, 3, rtl)).toBe(expected);
  });

  it('one service: its form without tabs', () => {
    stubFetch({});
    renderApp(<HeroSearch services={['cruise']} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('form', { name: 'Cruise search' })).toBeInTheDocument();
  });

  it('a plain GET form with the search query names, for the browser to send before the app starts', () => {
    stubFetch({});
    renderApp(<HeroSearch services={['hotels']} />);
    const form = screen.getByRole('form', { name: 'Hotels search' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search/hotels');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveAttribute('name', 'destination');
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('name', 'checkin_date');
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('name', 'checkout_date');
  });

  it('searching opens the results as /booknow/{service} does (the agency v2 path)', async () => {
    stubFetch({ 'POST /api/v2/hotel/auto-suggest': hotelSuggest([city('Paris')]) });
    const { user, router } = renderApp(<HeroSearch services={['hotels', 'flights']} />, { agency: makeAgency({ enableHotelsV2: true }) });
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'par');
    await user.click(await screen.findByRole('option', { name: /Paris, France/ }));
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: inDays(5) } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: inDays(7) } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('form', { name: 'Hotels search' });
    expect(router.state.location.pathname).toBe('/booknow/hotels/v2/search');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('destination')).toBe('Paris, France');
    expect(query.get('checkin_date')).toBe(inDays(5));
    expect(query.get('checkout_date')).toBe(inDays(7));
  });
});
