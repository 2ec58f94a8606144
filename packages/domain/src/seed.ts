import { z } from 'zod';
import { aboutContentSchema, agencySchema, faqSchema, navigationEntrySchema } from './agency.ts';
import { SOCIAL_PROVIDERS, signInSecretName } from './sign-in-providers.ts';
import { seedUserSchema } from './user.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A seed file may give a sign-in provider's client secret beside its settings
 * (`sso.oidc.clientSecret`, `sso.social.google.clientSecret`): the agency never holds a secret, so
 * each is taken out of it and listed under the entry's `secrets` by its agency_secrets name, for
 * the loader to store encrypted.
 */
function liftSignInSecrets(entry: unknown): unknown {
  if (!isRecord(entry) || !isRecord(entry.agency) || !isRecord(entry.agency.sso)) return entry;
  const sso = { ...entry.agency.sso };
  const secrets: Record<string, unknown> = isRecord(entry.secrets) ? { ...entry.secrets } : {};
  if (isRecord(sso.oidc) && 'clientSecret' in sso.oidc) {
    const { clientSecret, ...oidc } = sso.oidc;
    secrets[signInSecretName('oidc')] = clientSecret;
    sso.oidc = oidc;
  }
  if (isRecord(sso.social)) {
    const social = { ...sso.social };
    for (const provider of SOCIAL_PROVIDERS) {
      const settings = social[provider];
      if (isRecord(settings) && 'clientSecret' in settings) {
        const { clientSecret, ...rest } = settings;
        secrets[signInSecretName(provider)] = clientSecret;
        social[provider] = rest;
      }
    }
    sso.social = social;
  }
  return { ...entry, agency: { ...entry.agency, sso }, secrets };
}

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
      z.preprocess(
        liftSignInSecrets,
        z.object({
          hosts: z.array(hostSchema).default([]),
          agency: agencySchema,
          /** The sign-in providers' client secrets, lifted out of `agency.sso` (liftSignInSecrets), by agency_secrets name. */
          secrets: z.record(z.string(), z.string().min(1).max(2000)).default({}),
          about: aboutContentSchema.default({ isEnabled: false, title: '', image: '', content: '' }),
          faqs: faqSchema.default({ isEnabled: false, headerMessage: '', questions: [] }),
          navigations: z.array(navigationEntrySchema).default([]),
          users: z.array(seedUserSchema).default([]),
        }),
      ),
    )
    .min(1),
});
export type SeedFile = z.infer<typeof seedFileSchema>;
export type SeedAgency = SeedFile['agencies'][number];
