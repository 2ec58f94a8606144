/** The European Central Bank's daily euro foreign exchange reference rates: public XML, no key (EXCHANGE_RATES_URL's default). */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
