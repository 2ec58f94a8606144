import { z } from 'zod';
import { aboutContentSchema, agencySchema, faqSchema, navigationEntrySchema } from './agency.ts';
import { seedUserSchema } from './user.ts';

const hostSchema = z
  .string()
  .min(1)
  .max(253)
  .transform((h) => h.toLowerCase())
  .refine((h) => /^[a-z0-9.-]+$/.test(h), 'must be a host name without port');

/** The seed file format (shared/fixtures/demo-agencies.json; any file given by SEED_FILE). */
export const seedFileSchema = z.object({
  defaultHost: hostSchema,
  agencies: z
    .array(
      z.object({
        hosts: z.array(hostSchema).default([]),
        agency: agencySchema,
        about: aboutContentSchema.default({ isEnabled: false, title: '', image: '', content: '' }),
        faqs: faqSchema.default({ isEnabled: false, headerMessage: '', questions: [] }),
        navigations: z.array(navigationEntrySchema).default([]),
        users: z.array(seedUserSchema).default([]),
      }),
    )
    .min(1),
});
export type SeedFile = z.infer<typeof seedFileSchema>;
export type SeedAgency = SeedFile['agencies'][number];
