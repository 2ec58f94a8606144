import { expect } from 'vitest';
import { startRecordedAccounts, type RecordedAccounts } from '@tripfront/suppliers/testing/recorded-accounts';
import { cookie } from './booking-helpers.ts';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// Two agencies on one platform for the supplier-account tests (issue #41, decision 0105): Nordic
// sells a product through its own Duffel account on the recorded stand-in, Sunrise stays on the
// sandbox.

export interface NordicOnDuffel {
  t: TestApp;
  duffel: RecordedAccounts;
  nordicOwner: string;
  nordicTraveller: string;
  sunriseTraveller: string;
  /** The Duffel account Nordic added. */
  accountId: string;
  close(): Promise<void>;
}

export async function nordicOnDuffel(
  account: { key: string; label: string; products: string[] },
  config: Record<string, string> = {},
): Promise<NordicOnDuffel> {
  const duffel = await startRecordedAccounts();
  const t = await createTestApp({ config: { DUFFEL_API_URL: duffel.duffelUrl, SUPPLIER_TIMEOUT_MS: '3000', ...config } });
  const [nordicOwner, nordicTraveller, sunriseTraveller] = await Promise.all([
    t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026'),
    t.login(NORDIC, 'traveller@nordlys.example', 'Traveller#2026'),
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
  ]);
  const added = await t.call(NORDIC, {
    method: 'POST',
    url: '/api/agency/settings/suppliers',
    cookies: cookie(nordicOwner),
    payload: { supplier: 'duffel', label: account.label, credentials: 'agency', secret: account.key, products: account.products },
  });
  expect(added.statusCode, added.body).toBe(201);
  return {
    t,
    duffel,
    nordicOwner,
    nordicTraveller,
    sunriseTraveller,
    accountId: (added.json() as { data: { id: string } }).data.id,
    async close() {
      await t.close();
      await duffel.close();
    },
  };
}
