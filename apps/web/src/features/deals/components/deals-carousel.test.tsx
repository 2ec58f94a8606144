import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { ProductDeals } from '../index.ts';
import { loadDealsTranslations, makeHotelDeal, renderDeals, stubFetch } from '../testing.tsx';

beforeAll(loadDealsTranslations);

const position = () => document.querySelector('[data-carousel-position]')?.textContent;
const currentRow = () => document.querySelector('.tf-deals-carousel__slide[data-current]')?.getAttribute('data-row');

async function renderCarousel(count: number) {
  stubFetch({ 'POST /api/dealray/deals/hotel-search': () => ({ response: Array.from({ length: count }, (_, i) => makeHotelDeal(i + 1)) }) });
  const view = renderDeals(<ProductDeals />, { user: makeUser() });
  await screen.findByRole('region', { name: 'Hotels deals' });
  return view;
}

describe('DealsCarousel', () => {
  it('groups cards in rows of 4 on desktop: row-1 the first 4, then the rest', async () => {
    await renderCarousel(10);
    const slides = screen.getAllByRole('group', { hidden: true });
    // The rows out of view are filled in just after the first (a transition).
    await waitFor(() =>
      expect(
        slides.map((slide) =>
          within(slide)
            .queryAllByRole('heading', { hidden: true })
            .map((h) => h.textContent),
        ),
      ).toEqual([
        ['Hotel 1', 'Hotel 2', 'Hotel 3', 'Hotel 4'],
        ['Hotel 5', 'Hotel 6', 'Hotel 7', 'Hotel 8'],
        ['Hotel 9', 'Hotel 10'],
      ]),
    );
    expect(slides[0]).toHaveAccessibleName('1 of 3');
    // Only the current row is reachable.
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(slides[1]).toHaveAttribute('inert');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Hotel 1', 'Hotel 2', 'Hotel 3', 'Hotel 4']);
  });

  it('previous on the first row wraps to the last; next on the last wraps to the first', async () => {
    const { user } = await renderCarousel(10);
    expect(currentRow()).toBe('1');
    expect(position()).toBe('Showing deals 1 to 4 of 10');

    await user.click(screen.getByRole('button', { name: 'Previous deals' }));
    expect(currentRow()).toBe('3');
    expect(position()).toBe('Showing deals 9 to 10 of 10');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Hotel 9', 'Hotel 10']);

    await user.click(screen.getByRole('button', { name: 'Next deals' }));
    expect(currentRow()).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Next deals' }));
    expect(currentRow()).toBe('2');
    expect(position()).toBe('Showing deals 5 to 8 of 10');
  });

  it('with a single row the arrows stay but cannot move', async () => {
    await renderCarousel(3);
    expect(screen.getByRole('button', { name: 'Previous deals' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next deals' })).toBeDisabled();
  });
});
