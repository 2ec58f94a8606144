import type { HotelDetails, RatePlan, RoomType } from '@tripfront/domain/booking/hotel-api';
import { addCalendarDays, formatDateRange } from '@tripfront/domain/search';
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import hotelsEn from '../../../../public/locales/en/hotels.json';
import searchEn from '../../../../public/locales/en/search.json';
import { priceOf } from '../../../test/booking-fixtures.ts';
import { makeAgency } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { SEARCH_NS } from '../../search/index.ts';
import { hotelDetailsUrl } from '../hotel-urls.ts';
import { HOTELS_NS } from '../hooks/use-hotels-translation.ts';
import { DetailsPage } from './details-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', HOTELS_NS, hotelsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
  i18next.addResourceBundle('en', SEARCH_NS, searchEn, true, true);
});

const today = dayjs().format('YYYY-MM-DD');
const checkin = addCalendarDays(today, 40);
const checkout = addCalendarDays(today, 43);
const paris = { label: 'Paris, France', latitude: 48.8566, longitude: 2.3522, countryCode: 'FR' };
const search = { destination: paris, checkin, checkout, rooms: [{ adults: 2, childAges: [] }] };

const rate = (rateId: string, total: number, refundable = false): RatePlan => ({
  rateId,
  name: `Rate ${rateId}`,
  board: 'room_only',
  cancellationPolicy: { refundable, freeCancellationUntil: null, description: refundable ? 'Free cancellation' : 'Non-refundable' },
  price: priceOf(total),
});
const room = (roomTypeId: string, roomsLeft: number | null, rates: RatePlan[]): RoomType => ({
  roomTypeId,
  name: `Room ${roomTypeId}`,
  description: 'A room',
  bed: 'Queen bed',
  sizeSqm: 20,
  maxOccupancy: 2,
  amenities: [],
  photo: '/room.jpg',
  roomsLeft,
  rates,
});
const hotel: HotelDetails = {
  propertyId: 'sbx-h-1',
  name: 'Hôtel Lumière',
  stars: 4,
  address: '1 rue de Rivoli, Paris',
  city: 'Paris',
  countryCode: 'FR',
  latitude: 48.86,
  longitude: 2.35,
  description: 'Near the river.',
  photos: [{ url: '/front.jpg', caption: 'Front' }],
  amenities: ['Wi-Fi', 'Bar', 'Gym', 'Spa', 'Pool', 'Lift', 'Garden', 'Sauna'],
  checkInTime: '15:00',
  checkOutTime: '11:00',
  reviewScore: 8.6,
  reviewCount: 120,
  stay: { checkin, checkout, nights: 3, capped: false, rooms: 1, adults: 2, children: 0, occupancy: ['2'] },
  currency: 'USD',
  // The cheapest rate is sold out: the page starts from the next one.
  rooms: [
    room('std', 0, [rate('cheap', 20000)]),
    room('sup', 3, [
      rate('flex', 50000, true),
      rate('breakfast', 45000),
      { ...rate('saver', 40700), dueAtProperty: { amount: 2400, currency: 'EUR' } },
      rate('member', 48000, true),
    ]),
    // Its supplier does not say how many are left.
    room('open', null, [rate('open-flex', 60000, true)]),
  ],
};

function renderDetails() {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /hotel-api/properties/sbx-h-1': { body: { data: hotel } },
  });
  return renderApp(null, {
    path: hotelDetailsUrl(true, 'sbx-h-1', search),
    agency: makeAgency({ enableHotelsV2: true }),
    routes: [
      {
        path: '/booknow/hotels/v2/details',
        element: (
          <CurrencyProvider agencyDefaultCountry="US">
            <DetailsPage v2 />
          </CurrencyProvider>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
}

describe('hotel details', { timeout: 30_000 }, () => {
  it('leads with the stay and the lowest rate with a room left; changing the dates stays on this hotel', async () => {
    const { user, router } = renderDetails();
    await screen.findByRole('heading', { level: 1, name: 'Hôtel Lumière' });
    const stay = screen.getByRole('region', { name: 'Your stay' });
    expect(stay).toHaveTextContent('Paris, France');
    expect(stay).toHaveTextContent(formatDateRange(checkin, checkout));
    expect(stay).toHaveTextContent('2 guests');
    // The head's copy (wide screens; a phone shows the same as a bar at the bottom).
    const [head] = screen.getAllByText('$407');
    // The lowest rate has taxes and fees to pay at the property: said under its price.
    expect(head!.closest('p')).toHaveTextContent('From$407Total for 3 nights, 1 room, taxes included+ €24 taxes and fees due at the property');

    await user.click(within(stay).getByRole('button', { name: 'Change search' }));
    const later = addCalendarDays(checkout, 1);
    fireEvent.change(within(stay).getByLabelText('Check-out'), { target: { value: later } });
    await user.click(within(stay).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/booknow/hotels/v2/details');
    const next = new URLSearchParams(router.state.location.search);
    expect([next.get('propertyId'), next.get('checkin_date'), next.get('checkout_date')]).toEqual(['sbx-h-1', checkin, later]);
  });

  it('says how many rooms are left only where the supplier counts them', async () => {
    renderDetails();
    const counted = await screen.findByRole('article', { name: 'Room sup' });
    expect(counted).toHaveTextContent('3 rooms left');
    const open = screen.getByRole('article', { name: 'Room open' });
    expect(open).not.toHaveTextContent(/rooms? left|sold out/i);
    expect(within(open).getByRole('button', { name: 'Select Room open, Rate open-flex' })).toBeEnabled();
  });

  it('a room leads with its cheapest rate and its cheapest free cancellation; the rest and the long amenities wait behind their buttons', async () => {
    const { user } = renderDetails();
    const room = await screen.findByRole('article', { name: 'Room sup' });
    const rateNames = () =>
      within(room)
        .getAllByRole('button', { name: /^Select Room sup/ })
        .map((b) => b.getAttribute('aria-label'));
    expect(rateNames()).toEqual(['Select Room sup, Rate saver', 'Select Room sup, Rate member']);
    const more = within(room).getByRole('button', { name: 'Show all 4 rates' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{Enter}');
    expect(rateNames()).toEqual([
      'Select Room sup, Rate flex',
      'Select Room sup, Rate breakfast',
      'Select Room sup, Rate saver',
      'Select Room sup, Rate member',
    ]);
    expect(within(room).getByRole('button', { name: 'Show fewer rates' })).toHaveAttribute('aria-expanded', 'true');
    // The city tax the property charges itself: under that rate's price only, never in its total.
    const rateOf = (name: string) =>
      within(room)
        .getByRole('button', { name: `Select Room sup, ${name}` })
        .closest('li')!;
    expect(rateOf('Rate saver')).toHaveTextContent('Total$407+ €24 taxes and fees due at the property');
    expect(rateOf('Rate member')).not.toHaveTextContent('due at the property');
    // A room with one rate has nothing to show.
    expect(within(screen.getByRole('article', { name: 'Room std' })).queryByRole('button', { name: /^Show/ })).toBeNull();

    const amenities = screen.getByRole('heading', { name: 'Amenities' }).closest('section')!;
    expect(within(amenities).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(amenities).getByRole('button', { name: 'Show all 8 amenities' }));
    expect(within(amenities).getAllByRole('listitem')).toHaveLength(8);
  });
});
