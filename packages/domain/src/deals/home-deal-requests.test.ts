import { describe, expect, it } from 'vitest';
import { dealPicture, homeDealPictures, homeDeals, type HomeDealAnswers } from './home-deal-requests.ts';
import type { DealRates } from './deal-answers.ts';

// Where each answer keeps its deals and each deal its card picture: the web app's cards and the
// server's preloads of the home page's first row read them here, so a preload is a picture shown.

const rates: DealRates = { discountPercentage: 25, publishedRate: 400, totalRate: 300, savedPrice: 100, baseRate: 260, taxAndFee: 40, currency: 'USD' };
const hotelV1 = (i: number) => ({
  hotel: { hotelDetails: { heroImage: `/img/hotel-${i}.jpg`, name: `Hotel ${i}`, distance: 1, distanceFrom: 'Centre' } },
  rating: 4,
  link: `/h${i}`,
  rates,
});
const hotelV2 = (i: number) => ({
  name: `Hotel ${i}`,
  property_id: `p${i}`,
  image: { large: `/img/v2-${i}.jpg` },
  ratings: { star_rating: 4 },
  rate: { recommended_selling_price: 400, total_rate: 300, saved_price: 100, base_rate: 260, tax_and_fees: 40, currency: 'USD' },
});
const car = (i: number) => ({
  vehiclePicture: `/img/car-${i}.jpg`,
  logo: `/img/logo-${i}.png`,
  name: `Car ${i}`,
  passangerCapacity: 5,
  bagCapacity: 2,
  noOfDoors: 4,
  pickupLocation: 'Airport',
  dropOffLocation: 'Airport',
  rates,
  link: `/c${i}`,
});
const activity = (i: number) => ({
  imageUrl: `/img/activity-${i}.jpg`,
  title: `Tour ${i}`,
  duration: '2 hours',
  isFreeCancellation: true,
  rating: 4.5,
  rates,
  link: `/a${i}`,
});

const answers: { [K in keyof HomeDealAnswers]: HomeDealAnswers[K] } = {
  'hotels-v1': { response: [hotelV1(1), hotelV1(2)] },
  'hotels-v2': { data: { hotels: [hotelV2(1), hotelV2(2)] } },
  cars: { response: [car(1), car(2)], message: 'ignored' },
  activities: { response: [activity(1), activity(2)] },
};

describe('home deal answers', () => {
  it.each<[keyof HomeDealAnswers, string[]]>([
    ['hotels-v1', ['/img/hotel-1.jpg', '/img/hotel-2.jpg']],
    ['hotels-v2', ['/img/v2-1.jpg', '/img/v2-2.jpg']],
    ['cars', ['/img/car-1.jpg', '/img/car-2.jpg']],
    ['activities', ['/img/activity-1.jpg', '/img/activity-2.jpg']],
  ])('%s: the cards show %j, in order', (kind, pictures) => {
    expect(homeDealPictures(kind, answers[kind])).toEqual(pictures);
    expect(homeDeals(kind, answers[kind])).toHaveLength(2);
  });

  it('reads one deal of each kind', () => {
    expect(dealPicture('hotels-v1', hotelV1(7))).toBe('/img/hotel-7.jpg');
    expect(dealPicture('cars', car(7))).toBe('/img/car-7.jpg');
  });

  it('gives no pictures for an empty answer', () => {
    expect(homeDealPictures('hotels-v2', { data: { hotels: [] }, message: 'No hotels' })).toEqual([]);
    expect(homeDealPictures('activities', { response: [] })).toEqual([]);
  });
});
