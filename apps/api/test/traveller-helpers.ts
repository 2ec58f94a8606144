import { eq } from 'drizzle-orm';
import { createUser, findTenantIdByHost, schema } from '@tripfront/db';
import { hashPassword } from '../src/lib/passwords.ts';
import type { TestApp } from './helpers.ts';

/** A second verified traveller of an agency, signed in. */
export async function otherTravellerOf(t: TestApp, host: string, email: string): Promise<string> {
  const tenantId = (await findTenantIdByHost(t.db, host.split(':')[0]!))!;
  const password = 'Another-Long-Pass-9';
  await t.db.withTenant(tenantId, async (tx) => {
    const user = await createUser(tx, { tenantId, email, passwordHash: await hashPassword(password), firstName: 'Otto', lastName: 'Other', language: 'en' });
    await tx.update(schema.users).set({ emailVerifiedAt: new Date() }).where(eq(schema.users.id, user!.id));
  });
  return t.login(host, email, password);
}
