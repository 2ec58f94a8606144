import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, secretHint } from './secrets.ts';

describe('agency secrets at rest', () => {
  const key = randomBytes(32);
  const secret = 'sk_test_51Habcdefghijklmnop4242';

  it('round-trips, and the stored text does not contain the secret', () => {
    const stored = encryptSecret(key, 'tenant-a', 'stripe', secret);
    expect(stored).not.toContain('abcdefgh');
    expect(decryptSecret(key, 'tenant-a', 'stripe', stored)).toBe(secret);
  });

  it('does not decrypt for another agency, another name, another key or a changed text', () => {
    const stored = encryptSecret(key, 'tenant-a', 'stripe', secret);
    expect(decryptSecret(key, 'tenant-b', 'stripe', stored)).toBeNull();
    expect(decryptSecret(key, 'tenant-a', 'other', stored)).toBeNull();
    expect(decryptSecret(randomBytes(32), 'tenant-a', 'stripe', stored)).toBeNull();
    const parts = stored.split('.');
    parts[3] = (parts[3]!.startsWith('A') ? 'B' : 'A') + parts[3]!.slice(1);
    expect(decryptSecret(key, 'tenant-a', 'stripe', parts.join('.'))).toBeNull();
    expect(decryptSecret(key, 'tenant-a', 'stripe', 'garbage')).toBeNull();
  });

  it('shows only the kind and the last four characters', () => {
    expect(secretHint(secret)).toBe('sk_test_…4242');
    expect(secretHint('rk_live_xyz9876')).toBe('rk_live_…9876');
  });
});
