import { cardBrand, type CardBrand } from '@tripfront/domain/payments/sandbox-card';
import { z } from 'zod';
import type { BookingT } from './hooks/use-booking-translation.ts';

/** The lead guest: the booking API's rules, with translated messages. */
const guestShape = (t: BookingT) => ({
  firstName: z.string().trim().min(1, t('checkout.errors.firstName')).max(80, t('checkout.errors.tooLong')),
  lastName: z.string().trim().min(1, t('checkout.errors.lastName')).max(80, t('checkout.errors.tooLong')),
  email: z
    .string()
    .trim()
    .min(1, t('checkout.errors.emailRequired'))
    .pipe(z.email(t('checkout.errors.email')).max(254, t('checkout.errors.email'))),
  phone: z
    .string()
    .trim()
    .max(30, t('checkout.errors.phone'))
    .regex(/^([+\d][\d ()./-]*)?$/, t('checkout.errors.phone')),
});

/** "Continue as a guest" (decision 0104): the lead guest's name and e-mail, with the lead guest's own rules. */
export const guestStartSchema = (t: BookingT) => {
  const { firstName, lastName, email } = guestShape(t);
  return z.object({ firstName, lastName, email });
};
export type GuestStartValues = z.output<ReturnType<typeof guestStartSchema>>;

/** Find my booking: a reference and the lead guest's e-mail. */
export const findBookingSchema = (t: BookingT) =>
  z.object({
    reference: z.string().trim().min(1, t('guest.referenceRequired')).max(64, t('checkout.errors.tooLong')),
    email: guestShape(t).email,
  });
export type FindBookingValues = z.output<ReturnType<typeof findBookingSchema>>;

/**
 * The checkout form: the lead guest (the booking API's rules, with translated messages) and the
 * sandbox card. The card fields stay in the browser: only tokenizeSandboxCard's token, brand and
 * last 4 digits are sent.
 */
export const checkoutFormSchema = (t: BookingT) =>
  z.object({
    ...guestShape(t),
    cardNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{13,19}$/, t('checkout.errors.cardNumber'))),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, t('checkout.errors.expiryFormat')),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, t('checkout.errors.cvc')),
    cardName: z.string().trim().min(1, t('checkout.errors.cardName')).max(80, t('checkout.errors.tooLong')),
  });

/**
 * With Stripe the card is typed into Stripe's frame, which checks it: the form checks the guest and
 * leaves its (empty) card fields alone, so both forms have the same shape.
 */
export const guestFormSchema = (t: BookingT) =>
  z.object({ ...guestShape(t), cardNumber: z.string(), expiry: z.string(), cvc: z.string(), cardName: z.string() });
export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormValues = z.output<ReturnType<typeof checkoutFormSchema>>;

/** "MM/YY" → month and two-digit year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s?\/\s?(\d{2})$/.exec(text.trim());
  return m ? { month: Number(m[1]), year: Number(m[2]) } : null;
}

/** The brand while the number is typed, from its first digits. */
export const detectBrand = (number: string): CardBrand => cardBrand(number.replace(/\D/g, ''));

/** Groups the typed digits by four (American Express 4-6-5) as the traveller types. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  if (detectBrand(digits) === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1" → "1", "12" → "12/", "123" → "12/3": the slash comes by itself. */
export function formatExpiry(text: string, previous: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (text.length < previous.length) return text; // deleting: leave it alone
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
