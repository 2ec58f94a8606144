import type { SearchPlace } from '@tripfront/domain/search';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { hotelLocationsQueryOptions } from '../api/suggest-hotel-locations.ts';
import { city, deferred, hotelSuggest, loadSearchTranslations, stubFetch } from '../testing.tsx';
import { placeLabel, toSearchPlace } from './hotel-search-form.tsx';
import { PlaceCombobox } from './place-combobox.tsx';

beforeAll(loadSearchTranslations);

const CITIES = [city('Paris'), city('Parma', 'Italy', 'IT', 44.8, 10.33), city('Paray-le-Monial')];

function Harness({ initial = null }: { initial?: SearchPlace | null }) {
  const [value, setValue] = useState<SearchPlace | null>(initial);
  return (
    <>
      <PlaceCombobox
        label="Destination"
        value={value}
        onChange={setValue}
        suggestions={hotelLocationsQueryOptions}
        toValue={toSearchPlace}
        valueLabel={placeLabel}
      />
      <p data-testid="value">{value ? `${value.label} @ ${value.latitude},${value.longitude}` : 'none'}</p>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Destination' });
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('PlaceCombobox', () => {
  it('asks once per pause in typing, then lists the places', async () => {
    const seen = stubFetch({ 'POST /api/v2/hotel/auto-suggest': hotelSuggest(CITIES) });
    const { user } = renderApp(<Harness />);
    await user.type(input(), 'par');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(seen.map((r) => r.body)).toEqual([{ text: 'par', isManageLocation: false }]);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('3 suggestions available. Use the up and down arrows to choose.')).toBeInTheDocument();
  });

  it('moves with the arrow keys (wrapping), picks with Enter and closes', async () => {
    stubFetch({ 'POST /api/v2/hotel/auto-suggest': hotelSuggest(CITIES) });
    const { user } = renderApp(<Harness />);
    await user.type(input(), 'par');
    await screen.findAllByRole('option');
    expect(activeOption()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toContain('Paris, France');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toContain('Paray-le-Monial');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toContain('Parma, Italy');
    expect(screen.getByRole('option', { name: /Parma/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('Parma, Italy @ 44.8,10.33');
    expect(input()).toHaveValue('Parma, Italy');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('closes with Escape, then clears with a second Escape; typing again forgets the pick', async () => {
    stubFetch({ 'POST /api/v2/hotel/auto-suggest': hotelSuggest(CITIES) });
    const { user } = renderApp(<Harness initial={toSearchPlace(CITIES[0]!)} />);
    expect(input()).toHaveValue('Paris, France');
    await user.clear(input());
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    await user.type(input(), 'pa');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(input()).toHaveValue('pa');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
  });

  it('says so when nothing matches', async () => {
    stubFetch({ 'POST /api/v2/hotel/auto-suggest': hotelSuggest(CITIES) });
    const { user } = renderApp(<Harness />);
    await user.type(input(), 'zzq');
    expect(await screen.findByText('No matches for “zzq”')).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it("shows 'Failed to fetch suggestions' and an empty list when the request fails (spec §8)", async () => {
    stubFetch({ 'POST /api/v2/hotel/auto-suggest': () => new Response('{}', { status: 500 }) });
    const { user } = renderApp(<Harness />);
    await user.type(input(), 'par');
    expect(await screen.findByText('Failed to fetch suggestions')).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it("shows the server's error field when it gives one", async () => {
    stubFetch({ 'POST /api/v2/hotel/auto-suggest': () => ({ data: { locationSuggestions: [], allData: false }, error: 'Supplier timed out' }) });
    const { user } = renderApp(<Harness />);
    await user.type(input(), 'par');
    expect(await screen.findByText('Supplier timed out')).toBeVisible();
  });

  it('aborts a request the visitor typed past, and shows only the newest answer', async () => {
    const slow = deferred<unknown>();
    const seen = stubFetch({
      'POST /api/v2/hotel/auto-suggest': (request) => (request.body?.text === 'par' ? slow.promise : hotelSuggest(CITIES)(request)),
    });
    const { user } = renderApp(<Harness />);
    await user.type(input(), 'par');
    await waitFor(() => expect(seen).toHaveLength(1));
    await user.type(input(), 'is');
    expect(await screen.findByRole('option', { name: /Paris/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(seen[0]!.signal?.aborted).toBe(true);
    slow.resolve({ data: { locationSuggestions: CITIES, allData: true } });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
