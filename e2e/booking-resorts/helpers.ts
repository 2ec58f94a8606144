import dayjs from 'dayjs';
import type { Page } from 'playwright-core';

// Steps of the resort screens in the browser (issue #19).

export const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** The results URL of a stay in Cancún and Riviera Maya (subregion 101 of the Caribbean). */
export const cancunSearch = (ahead: number, nights = 3, adults = 2) =>
  `/booknow/resort/search?${new URLSearchParams({
    region_id: '1',
    subregion_id: '101',
    place: 'Cancún and Riviera Maya, Caribbean',
    checkin_date: day(ahead),
    checkout_date: day(ahead + nights),
    adults: String(adults),
    children: '0',
  }).toString()}`;

/** Rooms of a type left at a resort for the stay, as the availability API says now (asked from the page, with its session). */
export async function unitsLeftNow(page: Page, resortId: string, ahead: number, nights: number, roomType = 'suite'): Promise<number> {
  return page.evaluate(
    async ([id, checkIn, checkOut, type]) => {
      const q = new URLSearchParams({ resort_id: id, checkin_date: checkIn, checkout_date: checkOut, adults: '2', children: '0', currency: 'USD' });
      const answer = (await (await fetch(`/resort-api/properties/availability?${q.toString()}`)).json()) as {
        data: { resorts: { rooms: { roomType: string; unitsLeft: number }[] }[] };
      };
      return answer.data.resorts[0]?.rooms.find((r) => r.roomType === type)?.unitsLeft ?? -1;
    },
    [resortId, day(ahead), day(ahead + nights), roomType] as const,
  );
}
