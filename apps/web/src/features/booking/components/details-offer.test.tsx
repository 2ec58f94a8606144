import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { DetailsOffer } from './details-offer.tsx';

function Page({ onAction }: { onAction?: () => void }) {
  return (
    <>
      <DetailsOffer lead="From" price="$407" note="Total for 3 nights" action="Reserve" targetId="rooms" onAction={onAction} placement="bar" />
      <section id="rooms" aria-label="Rooms and rates" tabIndex={-1}>
        Rooms
      </section>
    </>
  );
}

describe('DetailsOffer', () => {
  it('says the price and what it covers, and its action takes the reader to the rooms', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user } = renderApp(<Page />);
    expect(screen.getByText('From').closest('p')).toHaveTextContent('From$407Total for 3 nights');
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(screen.getByRole('region', { name: 'Rooms and rates' })).toHaveFocus();
  });

  it('runs the page’s own action where it has one', async () => {
    const onAction = vi.fn();
    const { user } = renderApp(<Page onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.getByRole('region', { name: 'Rooms and rates' })).not.toHaveFocus();
  });
});
