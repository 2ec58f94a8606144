import { describe, expect, it } from 'vitest';
import {
  cruiseApiQuery,
  cruiseCheckoutUrl,
  cruiseConfirmationUrl,
  readCruiseCheckout,
  readCruiseSearch,
  readCruiseView,
  sailingDetailsUrl,
  withCruiseView,
} from './cruise-urls.ts';
import { checkGuests, emptyGuests } from './components/guest-fields.tsx';

const t = ((key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key)) as Parameters<typeof checkGuests>[1];

describe('cruise URLs', () => {
  it('keeps the search form’s keys and adds the view; the API query carries both', () => {
    const search = readCruiseSearch('ship_line=disney&month=2027-03&adults=2&children=1&infants=0');
    const query = withCruiseView('ship_line=disney&month=2027-03&adults=2&children=1&infants=0', {
      sort: 'price',
      filters: { region: ['caribbean'], length: [], port: 'Miami, Florida' },
    });
    expect(readCruiseView(query)).toEqual({ sort: 'price', filters: { region: ['caribbean'], length: [], port: 'Miami, Florida' } });
    expect(Object.fromEntries(cruiseApiQuery(search, readCruiseView(query), 'EUR')!)).toMatchObject({
      month: '2027-03',
      ship_line: 'disney',
      adults: '2',
      children: '1',
      sort: 'price',
      region: 'caribbean',
      currency: 'EUR',
    });
    expect(cruiseApiQuery({ ...search, month: null }, readCruiseView(''), 'USD')).toBeNull();
    expect(readCruiseView('sort=nope&region=moon,alaska').filters.region).toEqual(['alaska']);
  });

  it('round-trips the details and checkout targets; refuses an incomplete checkout URL', () => {
    const search = readCruiseSearch('month=2027-03&adults=2');
    expect(sailingDetailsUrl('sbx-s-disney-20270304-1', search)).toMatch(/^\/booknow\/cruise\/search-details\?.*sailing=sbx-s-disney-20270304-1/);
    const target = {
      sailingId: 'sbx-s-disney-20270304-1',
      category: 'balcony' as const,
      offerId: 'C1.sbx-s-disney-20270304-1.balcony.2-0-0',
      total: { amount: 252279, currency: 'USD' },
      search,
    };
    expect(readCruiseCheckout(cruiseCheckoutUrl(target).split('?')[1]!)).toEqual(target);
    expect(readCruiseCheckout('sailing=sbx-s-disney-20270304-1&cabin=attic&offer=C1.x.y.2-0-0&total=1&currency=USD')).toBeNull();
    expect(cruiseConfirmationUrl('TF-AB12CD34')).toBe('/booknow/cruise/confirmation/TF-AB12CD34');
  });
});

describe('cruise guests at checkout', () => {
  it('asks every guest in the held order and checks each age against its type', () => {
    const drafts = emptyGuests({ adult: 2, child: 1, infant: 0 }).map((g, i) => ({ ...g, firstName: 'Ana', lastName: 'Silva', age: ['40', '17', '18'][i]! }));
    expect(drafts.map((g) => g.type)).toEqual(['adult', 'adult', 'child']);
    const wrong = checkGuests(drafts, t);
    expect(wrong.guests).toBeNull();
    expect(wrong.errors.map((e) => Object.keys(e))).toEqual([[], ['age'], ['age']]);
    const right = checkGuests(
      drafts.map((g, i) => ({ ...g, age: ['40', '38', '9'][i]! })),
      t,
    );
    expect(right.guests).toEqual([
      { type: 'adult', firstName: 'Ana', lastName: 'Silva', age: 40 },
      { type: 'adult', firstName: 'Ana', lastName: 'Silva', age: 38 },
      { type: 'child', firstName: 'Ana', lastName: 'Silva', age: 9 },
    ]);
  });
});
