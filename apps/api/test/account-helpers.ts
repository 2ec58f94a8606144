import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
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
  /** The owner switches every product off the account (the agency is back on the sandbox); answers the settings' reply. */
  switchOff(): Promise<LightMyRequestResponse>;
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
  const accountId = (added.json() as { data: { id: string } }).data.id;
  return {
    t,
    duffel,
    nordicOwner,
    nordicTraveller,
    sunriseTraveller,
    accountId,
    async switchOff() {
      const off = await t.call(NORDIC, {
        method: 'PATCH',
        url: `/api/agency/settings/suppliers/${accountId}`,
        cookies: cookie(nordicOwner),
        payload: { products: [] },
      });
      expect(off.statusCode, off.body).toBe(200);
      return off;
    },
    async close() {
      await t.close();
      await duffel.close();
    },
  };
}
