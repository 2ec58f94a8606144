import type { ExchangeRates } from './exchange.ts';

/**
 * Approximate mid-market rates around 30 June 2025, written by hand for the demo (the project has
 * no rate feed to fetch from). Euro-pegged currencies follow their fixed parity to EUR 0.853.
 * Good enough to show plausible converted prices; never for settlement.
 */
export const RATES_SNAPSHOT: ExchangeRates = {
  base: 'USD',
  date: '2025-06-30',
  source:
    'Bundled approximate snapshot of mid-market rates around 2025-06-30, for the demo only: not live, not for settlement.',
  rates: {
    USD: 1,
    AED: 3.6725, AFN: 70.5, ALL: 83.6, AMD: 384, AOA: 917, ARS: 1185, AUD: 1.525, AZN: 1.7,
    BAM: 1.6683, BBD: 2, BDT: 122.3, BHD: 0.376, BIF: 2975, BND: 1.273, BOB: 6.91, BRL: 5.45,
    BSD: 1, BTN: 85.7, BWP: 13.35, BYN: 3.0, BZD: 2, CAD: 1.366, CDF: 2870, CHF: 0.796,
    CLP: 932, CNY: 7.165, COP: 4080, CRC: 505, CVE: 94.06, CZK: 21.1, DJF: 177.7, DKK: 6.366,
    DOP: 59.3, DZD: 129.8, EGP: 49.6, ERN: 15, ETB: 135.5, EUR: 0.853, FJD: 2.24, GBP: 0.729,
    GEL: 2.715, GHS: 10.35, GMD: 71.5, GNF: 8660, GTQ: 7.68, GYD: 209, HKD: 7.85, HNL: 26.1,
    HTG: 131, HUF: 341, IDR: 16240, ILS: 3.37, INR: 85.7, IQD: 1310, ISK: 121.5, JMD: 160.5,
    JOD: 0.709, JPY: 144, KES: 129.3, KGS: 87.4, KHR: 4010, KMF: 419.7, KRW: 1352, KWD: 0.3055,
    KZT: 519, LAK: 21600, LBP: 89500, LKR: 300, LRD: 200, LSL: 17.75, LYD: 5.42, MAD: 9.02,
    MDL: 16.95, MGA: 4450, MKD: 52.5, MMK: 2100, MNT: 3580, MOP: 8.09, MRU: 39.7, MUR: 45.3,
    MVR: 15.42, MWK: 1734, MXN: 18.85, MYR: 4.21, MZN: 63.9, NAD: 17.75, NGN: 1530, NIO: 36.8,
    NOK: 10.1, NPR: 137.1, NZD: 1.645, OMR: 0.3845, PEN: 3.55, PGK: 4.12, PHP: 56.4, PKR: 283.6,
    PLN: 3.61, PYG: 7970, QAR: 3.64, RON: 4.33, RSD: 99.9, RUB: 78.5, RWF: 1445, SAR: 3.75,
    SBD: 8.33, SCR: 14.3, SDG: 601, SEK: 9.52, SGD: 1.273, SLE: 22.7, SOS: 571, SRD: 37.6,
    SSP: 4550, STN: 20.9, SZL: 17.75, THB: 32.5, TJS: 9.8, TMT: 3.5, TND: 2.92, TOP: 2.35,
    TRY: 39.8, TTD: 6.78, TWD: 29.2, TZS: 2600, UAH: 41.7, UGX: 3590, UYU: 40.1, UZS: 12600,
    VES: 107.6, VND: 26100, VUV: 118.5, WST: 2.72, XAF: 559.7, XCD: 2.7, XOF: 559.7, YER: 241,
    ZAR: 17.75, ZMW: 23.5,
  },
};
