import { describe, expect, it } from 'vitest';
import type { Database } from '@tripfront/db';
import { loadConfig } from '../config.ts';
import { createFlightSupplier } from './flight-supplier.ts';

const base = { SESSION_SECRET: 'x'.repeat(32), SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), DATA_DIR: '/tmp/tf-config-test' };
// Neither supplier touches the database when it is created.
const db = {} as Database;

describe('flight supplier selection', () => {
  it('is the sandbox without DUFFEL_ACCESS_TOKEN (or with it empty), Duffel with it', () => {
    expect(createFlightSupplier(loadConfig(base), db).name).toBe('sandbox');
    expect(createFlightSupplier(loadConfig({ ...base, DUFFEL_ACCESS_TOKEN: '' }), db).name).toBe('sandbox');
    const config = loadConfig({ ...base, DUFFEL_ACCESS_TOKEN: 'duffel_test_abc123' });
    expect(config.DUFFEL_API_URL).toBe('https://api.duffel.com');
    expect(createFlightSupplier(config, db).name).toBe('duffel');
  });
});
