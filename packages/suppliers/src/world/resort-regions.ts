import type { ResortRegion, ResortSubregion, ResortTheme } from '@tripfront/domain/inventory';

export interface ResortArea extends ResortSubregion {
  latitude: number;
  longitude: number;
  countryCode: string;
  /** Themes resorts there tend to have (spec §9 list, never 'All'). */
  themes: readonly Exclude<ResortTheme, 'All'>[];
}

export const RESORT_REGIONS: readonly ResortRegion[] = [
  { id: 1, name: 'Caribbean' },
  { id: 2, name: 'Mexico' },
  { id: 3, name: 'Hawaii' },
  { id: 4, name: 'Mediterranean' },
  { id: 5, name: 'Indian Ocean' },
  { id: 6, name: 'Southeast Asia' },
  { id: 7, name: 'The Alps' },
  { id: 8, name: 'Rocky Mountains' },
  { id: 9, name: 'Middle East' },
  { id: 10, name: 'Florida and Nevada' },
];

type Row = [id: number, name: string, parent: number, lat: number, lng: number, cc: string, themes: ResortArea['themes']];
const ROWS: readonly Row[] = [
  [101, 'Cancún and Riviera Maya', 1, 21.0, -86.85, 'MX', ['Beach', 'Family', 'Romantic', 'Spa']],
  [102, 'Punta Cana', 1, 18.58, -68.4, 'DO', ['Beach', 'Family', 'Golf']],
  [103, 'Montego Bay', 1, 18.47, -77.92, 'JM', ['Beach', 'Romantic', 'Adventure sport']],
  [104, 'Nassau and Paradise Island', 1, 25.05, -77.35, 'BS', ['Beach', 'Casino', 'Family']],
  [105, 'Aruba', 1, 12.52, -70.03, 'AW', ['Beach', 'Casino', 'Romantic']],
  [106, 'Turks and Caicos', 1, 21.79, -72.2, 'TC', ['Beach', 'Luxury', 'Boutique']],
  [107, 'St. Lucia', 1, 13.91, -60.98, 'LC', ['Romantic', 'Natural', 'Spa']],
  [201, 'Los Cabos', 2, 22.89, -109.91, 'MX', ['Beach', 'Golf', 'Luxury']],
  [202, 'Puerto Vallarta', 2, 20.65, -105.23, 'MX', ['Beach', 'Family', 'Romantic']],
  [203, 'Ixtapa-Zihuatanejo', 2, 17.64, -101.55, 'MX', ['Beach', 'Natural']],
  [301, 'Maui', 3, 20.8, -156.33, 'US', ['Beach', 'Natural', 'Golf']],
  [302, 'Oahu - Waikiki', 3, 21.28, -157.83, 'US', ['Beach', 'Shopping', 'City']],
  [303, 'Big Island - Kona', 3, 19.64, -155.99, 'US', ['Adventure sport', 'Natural', 'Eco-certified']],
  [401, 'Costa del Sol', 4, 36.51, -4.88, 'ES', ['Beach', 'Golf', 'Family']],
  [402, 'Mallorca', 4, 39.57, 2.65, 'ES', ['Beach', 'Family', 'Winery']],
  [403, 'Crete', 4, 35.24, 24.81, 'GR', ['Beach', 'Historic', 'Family']],
  [404, 'Amalfi Coast', 4, 40.63, 14.6, 'IT', ['Romantic', 'Historic', 'Boutique']],
  [405, 'French Riviera', 4, 43.7, 7.27, 'FR', ['Luxury', 'Casino', 'Shopping']],
  [406, 'Antalya Coast', 4, 36.85, 30.85, 'TR', ['Beach', 'Family', 'Spa']],
  [501, 'Maldives', 5, 3.2, 73.22, 'MV', ['Beach', 'Luxury', 'Romantic']],
  [502, 'Mauritius', 5, -20.2, 57.5, 'MU', ['Beach', 'Golf', 'Spa']],
  [503, 'Seychelles', 5, -4.68, 55.49, 'SC', ['Beach', 'Natural', 'Romantic']],
  [601, 'Phuket', 6, 7.88, 98.39, 'TH', ['Beach', 'Spa', 'Family']],
  [602, 'Bali', 6, -8.41, 115.19, 'ID', ['Spa', 'Romantic', 'Eco-certified']],
  [603, 'Langkawi', 6, 6.35, 99.8, 'MY', ['Beach', 'Natural']],
  [701, 'Zermatt', 7, 46.02, 7.75, 'CH', ['Ski', 'Luxury', 'Natural']],
  [702, 'Tyrol', 7, 47.26, 11.39, 'AT', ['Ski', 'Hot springs', 'Family']],
  [703, 'Chamonix', 7, 45.92, 6.87, 'FR', ['Ski', 'Adventure sport']],
  [801, 'Vail and Aspen', 8, 39.4, -106.5, 'US', ['Ski', 'Luxury', 'Shopping']],
  [802, 'Banff and Lake Louise', 8, 51.18, -115.57, 'CA', ['Ski', 'Natural', 'Hot springs']],
  [803, 'Park City', 8, 40.65, -111.5, 'US', ['Ski', 'Family']],
  [901, 'Dubai Coast', 9, 25.08, 55.14, 'AE', ['Beach', 'Luxury', 'Shopping']],
  [902, 'Red Sea - Sharm el-Sheikh', 9, 27.92, 34.33, 'EG', ['Beach', 'Adventure sport', 'Family']],
  [903, 'Muscat Coast', 9, 23.59, 58.41, 'OM', ['Beach', 'Historic', 'Spa']],
  [1001, 'Orlando', 10, 28.54, -81.38, 'US', ['Family', 'Golf', 'Pet-friendly']],
  [1002, 'Miami Beach', 10, 25.79, -80.13, 'US', ['Beach', 'City', 'Business']],
  [1003, 'Las Vegas', 10, 36.11, -115.17, 'US', ['Casino', 'City', 'Business']],
];

export const RESORT_AREAS: readonly ResortArea[] = ROWS.map(([id, name, parent_id, latitude, longitude, countryCode, themes]) => ({
  id,
  name,
  parent_id,
  latitude,
  longitude,
  countryCode,
  themes,
}));

export const RESORT_SUBREGIONS: readonly ResortSubregion[] = RESORT_AREAS.map(({ id, name, parent_id }) => ({ id, name, parent_id }));
