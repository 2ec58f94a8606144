import { z } from 'zod';
import { isoDateSchema } from './calendar-date-schema.ts';

// Saved travellers (decision 0102): people a traveller books for again and again, kept on their
// account to fill any checkout's traveller fields. The passport is optional and is personal data:
// answered only to the account that saved it, never logged.

export const TRAVELLER_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;
export type TravellerTitle = (typeof TRAVELLER_TITLES)[number];

/** A traveller holds at most this many saved travellers. */
export const MAX_SAVED_TRAVELLERS = 20;

const name = z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters');
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a country');
/** Optional text: blank reads as none. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

/** POST and PUT bodies: names required, the rest optional (blank or null is none). */
export const savedTravellerBodySchema = z
  .object({
    title: optional(z.enum(TRAVELLER_TITLES)),
    firstName: name,
    lastName: name,
    birthDate: optional(isoDateSchema),
    nationality: optional(country),
    passport: z
      .object({
        number: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9]{5,20}$/, 'must be 5 to 20 letters and digits'),
        expiry: isoDateSchema,
        issuingCountry: country,
      })
      .nullable()
      .optional(),
  })
  .strict();
export type SavedTravellerBody = z.infer<typeof savedTravellerBodySchema>;

/** A saved traveller as its account reads it (the passport whole: it is theirs, to fill a checkout). */
export const savedTravellerSchema = z.object({
  id: z.uuid(),
  title: z.enum(TRAVELLER_TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  passport: z.object({ number: z.string(), expiry: z.string(), issuingCountry: z.string() }).nullable(),
});
export type SavedTraveller = z.infer<typeof savedTravellerSchema>;

export const savedTravellerAnswerSchema = z.object({ data: savedTravellerSchema });
export const savedTravellerListAnswerSchema = z.object({ data: z.array(savedTravellerSchema) });

/** "Ms Ada Lovelace": how a saved traveller is named in lists and the checkout's picker. */
export const savedTravellerLabel = (t: Pick<SavedTraveller, 'title' | 'firstName' | 'lastName'>): string =>
  [t.title, t.firstName, t.lastName].filter(Boolean).join(' ');

export const TOO_MANY_SAVED_TRAVELLERS = `You can save up to ${MAX_SAVED_TRAVELLERS} travellers. Delete one to add another.`;
export const SAVED_TRAVELLER_NOT_FOUND = 'This saved traveller was not found.';
