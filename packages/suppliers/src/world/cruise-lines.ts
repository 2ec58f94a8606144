import type { CruiseShipLine } from '@tripfront/domain/inventory';

/** Real cruise lines and some of their ships; cancellationPolicy names spec §2's policy sub-pages. */
export const CRUISE_SHIP_LINES: readonly CruiseShipLine[] = [
  {
    id: 'royal-caribbean',
    name: 'Royal Caribbean International',
    ships: ['Wonder of the Seas', 'Symphony of the Seas', 'Oasis of the Seas', 'Icon of the Seas'],
    cancellationPolicy: 'royal-caribbean',
  },
  {
    id: 'carnival',
    name: 'Carnival Cruise Line',
    ships: ['Carnival Celebration', 'Mardi Gras', 'Carnival Jubilee', 'Carnival Vista'],
    cancellationPolicy: 'carnival',
  },
  { id: 'msc', name: 'MSC Cruises', ships: ['MSC World Europa', 'MSC Seascape', 'MSC Meraviglia', 'MSC Grandiosa'], cancellationPolicy: 'mcl' },
  {
    id: 'celebrity',
    name: 'Celebrity Cruises',
    ships: ['Celebrity Beyond', 'Celebrity Apex', 'Celebrity Edge', 'Celebrity Ascent'],
    cancellationPolicy: 'celebrity',
  },
  { id: 'disney', name: 'Disney Cruise Line', ships: ['Disney Wish', 'Disney Fantasy', 'Disney Dream', 'Disney Treasure'], cancellationPolicy: 'disney' },
  { id: 'norwegian', name: 'Norwegian Cruise Line', ships: ['Norwegian Prima', 'Norwegian Viva', 'Norwegian Encore', 'Norwegian Bliss'] },
  { id: 'princess', name: 'Princess Cruises', ships: ['Sun Princess', 'Discovery Princess', 'Enchanted Princess', 'Sky Princess'] },
  { id: 'holland-america', name: 'Holland America Line', ships: ['Rotterdam', 'Nieuw Statendam', 'Koningsdam', 'Eurodam'] },
  { id: 'viking', name: 'Viking', ships: ['Viking Mars', 'Viking Jupiter', 'Viking Octantis', 'Viking Venus'] },
  { id: 'cunard', name: 'Cunard', ships: ['Queen Mary 2', 'Queen Anne', 'Queen Victoria'] },
  { id: 'costa', name: 'Costa Cruises', ships: ['Costa Smeralda', 'Costa Toscana', 'Costa Firenze'] },
  { id: 'oceania', name: 'Oceania Cruises', ships: ['Vista', 'Allura', 'Marina'] },
  { id: 'virgin-voyages', name: 'Virgin Voyages', ships: ['Scarlet Lady', 'Valiant Lady', 'Resilient Lady'] },
  { id: 'silversea', name: 'Silversea', ships: ['Silver Nova', 'Silver Ray', 'Silver Dawn'] },
];

/** Itineraries by where they sail; a line sails the ones its ships suit (all but Viking go ocean-wide here). */
export const CRUISE_ITINERARIES: readonly { name: string; port: string; nights: readonly number[] }[] = [
  { name: 'Western Caribbean', port: 'Miami, Florida', nights: [5, 7] },
  { name: 'Eastern Caribbean', port: 'Port Canaveral, Florida', nights: [6, 7] },
  { name: 'Southern Caribbean', port: 'San Juan, Puerto Rico', nights: [7, 8] },
  { name: 'Bahamas Getaway', port: 'Fort Lauderdale, Florida', nights: [3, 4] },
  { name: 'Alaska Inside Passage', port: 'Seattle, Washington', nights: [7] },
  { name: 'Mexican Riviera', port: 'Los Angeles, California', nights: [4, 7] },
  { name: 'Western Mediterranean', port: 'Barcelona, Spain', nights: [7, 10] },
  { name: 'Greek Isles', port: 'Athens (Piraeus), Greece', nights: [7, 9] },
  { name: 'Norwegian Fjords', port: 'Southampton, United Kingdom', nights: [7, 12] },
  { name: 'Baltic Capitals', port: 'Copenhagen, Denmark', nights: [9, 11] },
  { name: 'Canary Islands', port: 'Lisbon, Portugal', nights: [7, 10] },
  { name: 'Arabian Gulf', port: 'Dubai, United Arab Emirates', nights: [7] },
  { name: 'Japan and Korea', port: 'Tokyo (Yokohama), Japan', nights: [9, 11] },
  { name: 'Australia and New Zealand', port: 'Sydney, Australia', nights: [12, 14] },
];

/** Each departure port's IANA zone (decision 0097): a sailing's day and its refund tiers' last days are the port's. */
export const PORT_TIME_ZONES: Readonly<Record<string, string>> = {
  'Athens (Piraeus), Greece': 'Europe/Athens',
  'Barcelona, Spain': 'Europe/Madrid',
  'Basel, Switzerland': 'Europe/Zurich',
  'Copenhagen, Denmark': 'Europe/Copenhagen',
  'Dubai, United Arab Emirates': 'Asia/Dubai',
  'Fort Lauderdale, Florida': 'America/New_York',
  'Lisbon, Portugal': 'Europe/Lisbon',
  'Los Angeles, California': 'America/Los_Angeles',
  'Lyon, France': 'Europe/Paris',
  'Miami, Florida': 'America/New_York',
  'Passau, Germany': 'Europe/Berlin',
  'Port Canaveral, Florida': 'America/New_York',
  'San Juan, Puerto Rico': 'America/Puerto_Rico',
  'Seattle, Washington': 'America/Los_Angeles',
  'Southampton, United Kingdom': 'Europe/London',
  'Sydney, Australia': 'Australia/Sydney',
  'Tokyo (Yokohama), Japan': 'Asia/Tokyo',
};
