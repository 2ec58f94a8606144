import {
  BOOKING_ENGINES,
  BOOKING_VOLUMES,
  BUSINESS_USAGES,
  EMAIL_PATTERN,
  HEARD_BY,
  hearByDetail,
  isHearByDetailValid,
  joinEngines,
  type BusinessInfo,
} from '@tripfront/domain/business-info';
import { isPossiblePhoneNumber } from 'react-phone-number-input';
import { z } from 'zod';

/** What the form holds; selects start empty so the user chooses (spec §5: all but phone required). */
export interface BusinessInfoFormValues {
  contactEmailId: string;
  /** E.164 from the phone input, '' when empty. */
  contactPhoneNumber: string;
  hqCountry: string;
  engines: string[];
  bookingVolume: string;
  useForBusiness: string;
  hearBy: string;
  hearByName: string;
}

export const EMPTY_BUSINESS_INFO_FORM: BusinessInfoFormValues = {
  contactEmailId: '',
  contactPhoneNumber: '',
  hqCountry: '',
  engines: [],
  bookingVolume: '',
  useForBusiness: '',
  hearBy: '',
  hearByName: '',
};

/** Values stay plain strings in the form; the options decide what is acceptable. */
const oneOf = (options: readonly string[]) => (value: string) => options.includes(value);

export interface BusinessInfoMessages {
  emailRequired: string;
  emailInvalid: string;
  phoneInvalid: string;
}

/**
 * The form's rules (spec §5): email required and well formed, phone optional (a possible number
 * when given), HQ country, at least one engine, volume, usage and how-heard required, with the
 * detail rule (a network, a listed Customer Support Manager, or free text for Peer referral/Other).
 */
export function businessInfoFormSchema(messages: BusinessInfoMessages, managers: readonly string[]) {
  return z
    .object({
      contactEmailId: z.string().trim().min(1, messages.emailRequired).max(254, messages.emailInvalid).regex(EMAIL_PATTERN, messages.emailInvalid),
      contactPhoneNumber: z.string().refine((v) => v === '' || isPossiblePhoneNumber(v), messages.phoneInvalid),
      hqCountry: z.string().min(1),
      engines: z.array(z.string().refine(oneOf(BOOKING_ENGINES))).min(1),
      bookingVolume: z.string().refine(oneOf(BOOKING_VOLUMES)),
      useForBusiness: z.string().refine(oneOf(BUSINESS_USAGES)),
      hearBy: z.string().refine(oneOf(HEARD_BY)),
      hearByName: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!isHearByDetailValid(v.hearBy, v.hearByName, managers)) ctx.addIssue({ code: 'custom', path: ['hearByName'], message: 'detail' });
    });
}

/** 'All' toggles every engine; any other box toggles itself. */
export function toggleEngine(selected: readonly string[], engine: string): string[] {
  const all = [...BOOKING_ENGINES];
  if (engine === 'All') return selected.length === all.length ? [] : all;
  const next = selected.includes(engine) ? selected.filter((e) => e !== engine) : [...selected, engine];
  return all.filter((e) => next.includes(e));
}

/** The POST payload of spec §7: productInterested comma-joined; no detail kept for 'Google'. */
export function toBusinessInfoPayload(values: BusinessInfoFormValues): BusinessInfo {
  return {
    contactEmailId: values.contactEmailId.trim(),
    contactPhoneNumber: values.contactPhoneNumber,
    hearBy: values.hearBy as BusinessInfo['hearBy'],
    hearByName: hearByDetail(values.hearBy) === 'none' ? '' : values.hearByName.trim(),
    hqCountry: values.hqCountry,
    bookingVolume: values.bookingVolume as BusinessInfo['bookingVolume'],
    useForBusiness: values.useForBusiness as BusinessInfo['useForBusiness'],
    productInterested: joinEngines(values.engines),
  };
}
