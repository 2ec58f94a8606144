import { defaultCruiseSearch, defaultHotelSearch } from '@tripfront/domain/search';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { loadSearchTranslations } from '../testing.tsx';
import { SearchSummaryBar } from './search-summary-bar.tsx';

beforeAll(loadSearchTranslations);

const lisbon = { label: 'Lisbon, Portugal', latitude: 38.72, longitude: -9.14, countryCode: 'PT' };
const stay = { ...defaultHotelSearch(), destination: lisbon, checkin: '2026-12-26', checkout: '2026-12-29' };

function Form() {
  return (
    <form aria-label="Hotel search">
      <label>
        Destination <input name="destination" />
      </label>
      <button type="submit">Search</button>
    </form>
  );
}

describe('results search bar', () => {
  it('says what was searched, and its toggle opens the form and moves focus into it', async () => {
    const { user } = renderApp(
      <SearchSummaryBar service="hotels" values={stay} label="Hotel search">
        <Form />
      </SearchSummaryBar>,
    );
    const region = await screen.findByRole('region', { name: 'Hotel search' });
    expect(region).toHaveTextContent('Lisbon, Portugal');
    expect(region).toHaveTextContent('Dec 26, 2026 | Dec 29, 2026');
    expect(region).toHaveTextContent('2 guests');

    const toggle = screen.getByRole('button', { name: 'Change search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toContainElement(screen.getByRole('form', { name: 'Hotel search' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Close search');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveFocus();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('works from the keyboard, and does not steal focus on first render', async () => {
    const { user } = renderApp(
      <SearchSummaryBar service="hotels" values={stay} label="Hotel search">
        <Form />
      </SearchSummaryBar>,
    );
    const toggle = await screen.findByRole('button', { name: 'Change search' });
    expect(document.body).toHaveFocus();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveFocus();
  });

  it('closes when a new search lands', async () => {
    function Harness() {
      const [values, setValues] = useState(stay);
      return (
        <SearchSummaryBar service="hotels" values={values} label="Hotel search">
          <button type="button" onClick={() => setValues({ ...stay, checkout: '2026-12-30' })}>
            Search again
          </button>
        </SearchSummaryBar>
      );
    }
    const { user } = renderApp(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Change search' }));
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(screen.getByRole('button', { name: 'Change search' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Hotel search' })).toHaveTextContent('Dec 26, 2026 | Dec 30, 2026');
  });

  it('names a cruise by its month in the page language, any line, and the party', async () => {
    renderApp(
      <SearchSummaryBar service="cruise" values={{ ...defaultCruiseSearch(), month: '2027-05', children: 1 }} label="Cruise search">
        <Form />
      </SearchSummaryBar>,
    );
    const region = await screen.findByRole('region', { name: 'Cruise search' });
    expect(region).toHaveTextContent('Any cruise line');
    expect(region).toHaveTextContent('May 2027');
    expect(region).toHaveTextContent('3 guests');
  });
});
