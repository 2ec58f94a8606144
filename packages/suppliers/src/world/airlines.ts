import type { Airline } from '@tripfront/domain/inventory';

/** Real carriers with their IATA designators, home country and main hub. */
const ROWS: readonly (readonly [iata: string, name: string, countryCode: string, hub: string])[] = [
  ['AA', 'American Airlines', 'US', 'DFW'], ['DL', 'Delta Air Lines', 'US', 'ATL'], ['UA', 'United Airlines', 'US', 'ORD'],
  ['WN', 'Southwest Airlines', 'US', 'DAL'], ['B6', 'JetBlue', 'US', 'JFK'], ['AS', 'Alaska Airlines', 'US', 'SEA'],
  ['AC', 'Air Canada', 'CA', 'YYZ'], ['WS', 'WestJet', 'CA', 'YYC'], ['AM', 'Aeroméxico', 'MX', 'MEX'], ['Y4', 'Volaris', 'MX', 'GDL'],
  ['CM', 'Copa Airlines', 'PA', 'PTY'], ['AV', 'Avianca', 'CO', 'BOG'], ['LA', 'LATAM Airlines', 'CL', 'SCL'], ['G3', 'GOL', 'BR', 'GRU'],
  ['AD', 'Azul', 'BR', 'VCP'], ['AR', 'Aerolíneas Argentinas', 'AR', 'AEP'], ['BA', 'British Airways', 'GB', 'LHR'],
  ['VS', 'Virgin Atlantic', 'GB', 'LHR'], ['U2', 'easyJet', 'GB', 'LGW'], ['AF', 'Air France', 'FR', 'CDG'], ['KL', 'KLM', 'NL', 'AMS'],
  ['LH', 'Lufthansa', 'DE', 'FRA'], ['LX', 'SWISS', 'CH', 'ZRH'], ['OS', 'Austrian Airlines', 'AT', 'VIE'],
  ['SK', 'SAS Scandinavian Airlines', 'SE', 'ARN'], ['DY', 'Norwegian', 'NO', 'OSL'], ['AY', 'Finnair', 'FI', 'HEL'],
  ['FI', 'Icelandair', 'IS', 'KEF'], ['IB', 'Iberia', 'ES', 'MAD'], ['VY', 'Vueling', 'ES', 'BCN'], ['TP', 'TAP Air Portugal', 'PT', 'LIS'],
  ['AZ', 'ITA Airways', 'IT', 'FCO'], ['FR', 'Ryanair', 'IE', 'DUB'], ['EI', 'Aer Lingus', 'IE', 'DUB'], ['TK', 'Turkish Airlines', 'TR', 'IST'],
  ['EK', 'Emirates', 'AE', 'DXB'], ['EY', 'Etihad Airways', 'AE', 'AUH'], ['QR', 'Qatar Airways', 'QA', 'DOH'], ['SV', 'Saudia', 'SA', 'JED'],
  ['MS', 'EgyptAir', 'EG', 'CAI'], ['AT', 'Royal Air Maroc', 'MA', 'CMN'], ['ET', 'Ethiopian Airlines', 'ET', 'ADD'],
  ['KQ', 'Kenya Airways', 'KE', 'NBO'], ['SA', 'South African Airways', 'ZA', 'JNB'], ['AI', 'Air India', 'IN', 'DEL'],
  ['6E', 'IndiGo', 'IN', 'DEL'], ['SQ', 'Singapore Airlines', 'SG', 'SIN'], ['CX', 'Cathay Pacific', 'HK', 'HKG'],
  ['NH', 'ANA', 'JP', 'HND'], ['JL', 'Japan Airlines', 'JP', 'HND'], ['KE', 'Korean Air', 'KR', 'ICN'], ['CA', 'Air China', 'CN', 'PEK'],
  ['MU', 'China Eastern', 'CN', 'PVG'], ['CZ', 'China Southern', 'CN', 'CAN'], ['TG', 'Thai Airways', 'TH', 'BKK'],
  ['MH', 'Malaysia Airlines', 'MY', 'KUL'], ['GA', 'Garuda Indonesia', 'ID', 'CGK'], ['PR', 'Philippine Airlines', 'PH', 'MNL'],
  ['VN', 'Vietnam Airlines', 'VN', 'HAN'], ['QF', 'Qantas', 'AU', 'SYD'], ['VA', 'Virgin Australia', 'AU', 'BNE'],
  ['NZ', 'Air New Zealand', 'NZ', 'AKL'],
];

export const AIRLINES: readonly Airline[] = ROWS.map(([iata, name, countryCode, hub]) => ({ iata, name, countryCode, hub }));

/** Low-cost and regional carriers that fly no long-haul routes. */
export const SHORT_HAUL_CARRIERS: readonly string[] = ['WN', 'AS', 'WS', 'Y4', 'G3', 'AD', 'U2', 'VY', 'FR', 'DY', '6E'];

/** Carriers that fly everywhere, for routes no home carrier serves. */
export const GLOBAL_CARRIERS: readonly string[] = ['EK', 'QR', 'TK', 'LH', 'AF', 'BA', 'UA', 'DL', 'SQ', 'KL'];
