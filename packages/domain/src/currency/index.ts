export * from './currency-option.ts';
export * from './countries.ts';
export * from './country-currencies.ts';
export * from './exchange.ts';
export * from './rates-snapshot.ts';
export * from './rules.ts';
export * from './codes.ts';
export * from './published-rates.ts';
