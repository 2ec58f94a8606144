// The deals of the home page and the product landing pages (spec §3, §5, §6, §7): what a deal
// answer carries, what a deal search sends, the default searches, which price rows a viewer sees
// and how the home page asks for each carousel.
export * from './deal-answers.ts';
export * from './deal-search-payloads.ts';
export * from './deal-searches.ts';
export * from './deal-display.ts';
export * from './home-deal-requests.ts';
