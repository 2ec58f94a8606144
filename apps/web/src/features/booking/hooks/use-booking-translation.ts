import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type bookingEn from '../../../../public/locales/en/booking.json';
import type { BookingProduct } from '../product.ts';

/** The booking screens' own i18next namespace (every product): /locales/{lng}/booking.json, loaded with them. */
export const BOOKING_NS = 'booking';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
// `soldOut_hotel`, `soldOut_flight` … are one key, `soldOut`, asked with `{ context: product }`.
type Suffix = PluralSuffix | BookingProduct;
type Unsuffixed<K extends string> = K extends `${infer Base}_${Suffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unsuffixed<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type BookingKey = Leaves<typeof bookingEn>;
export type BookingT = (key: BookingKey, options?: Record<string, unknown>) => string;

/**
 * `useTranslation('booking')` with keys checked against the English file. Texts that name what is
 * booked take the product as i18next context: `t('checkout.soldOut', { context: 'flight' })` reads
 * `checkout.soldOut_flight` ("these seats", "the airline").
 */
export function useBookingTranslation() {
  const { t, i18n, ready } = useTranslation(BOOKING_NS as 'translation');
  const bt = useMemo<BookingT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: BOOKING_NS, ...options });
  }, [t]);
  return { t: bt, i18n, ready };
}
