import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { agencyStripeSecret, UnreadableSecretError } from './agency-secrets.ts';
import { encryptSecret } from './secrets.ts';

const key = randomBytes(32);
/** An app whose database holds one agency_secrets row (or none) for every tenant. */
function appWith(row: { ciphertext: string; hint: string } | null) {
  const error = vi.fn();
  const app = {
    deps: { config: { SETTINGS_ENCRYPTION_KEY: key }, db: { withTenant: async () => row } },
    log: { error },
  } as unknown as Parameters<typeof agencyStripeSecret>[0];
  return { app, error };
}

describe('agencyStripeSecret', () => {
  it('decrypts the stored key, and says none when there is none', async () => {
    const stored = encryptSecret(key, 't1', 'stripe', 'sk_test_abcdefgh1234');
    expect(await agencyStripeSecret(appWith({ ciphertext: stored, hint: '' }).app, 't1')).toBe('sk_test_abcdefgh1234');
    expect(await agencyStripeSecret(appWith(null).app, 't1')).toBeNull();
  });

  it('throws, never "none", for a stored key that does not decrypt (so the platform account is never charged instead)', async () => {
    const stored = encryptSecret(randomBytes(32), 't1', 'stripe', 'sk_test_abcdefgh1234');
    const { app, error } = appWith({ ciphertext: stored, hint: '' });
    await expect(agencyStripeSecret(app, 't1')).rejects.toBeInstanceOf(UnreadableSecretError);
    expect(JSON.stringify(error.mock.calls)).not.toContain('abcdefgh');
  });
});
