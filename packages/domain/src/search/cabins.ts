/** The cabins a flight search asks for and a flight offer is sold in: the search form's, the flight API's and the suppliers'. */
export const CABINS = ['economy', 'premium_economy', 'business', 'first'] as const;
export type Cabin = (typeof CABINS)[number];
