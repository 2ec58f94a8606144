import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFileSchema, USER_TYPES } from '@tripfront/domain';
import { isAgent } from '@tripfront/domain/navigation/roles';
import { findTenantIdByHost, listAgents, schema, seedIfEmpty, type Database } from '../src/index.ts';
import { createTestDatabase, testSeedHooks } from './test-database.ts';

// listAgents states isAgent (domain/navigation/roles.ts) in SQL so the agent list does not read
// every traveller of an agency; this walks every kind of user through both and expects one answer.

const seed = seedFileSchema.parse(JSON.parse(readFileSync(new URL('../../../seed/demo-agencies.json', import.meta.url), 'utf8')));

let db: Database;
let drop: () => Promise<void>;
let tenantId: string;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedIfEmpty(db, seed, testSeedHooks);
  tenantId = (await findTenantIdByHost(db, 'sunrise.localhost'))!;
  const kinds = USER_TYPES.flatMap((userType) =>
    [false, true].flatMap((isTravelAgent) => [false, true].map((isRestrictedAgent) => ({ userType, isTravelAgent, isRestrictedAgent }))),
  );
  await db.withTenant(tenantId, (tx) =>
    tx
      .insert(schema.users)
      .values(kinds.map((kind, i) => ({ ...kind, tenantId, email: `kind-${i}@agents.example`, passwordHash: 'plain:x', firstName: `Kind ${i}` }))),
  );
});
afterAll(() => drop());

describe("the agency's agent list", () => {
  it('holds exactly the users isAgent calls agents, of every type and flag', async () => {
    const { everyone, agents } = await db.withTenant(tenantId, async (tx) => ({
      everyone: await tx.select().from(schema.users),
      agents: await listAgents(tx, tenantId),
    }));
    expect(everyone.length).toBeGreaterThanOrEqual(USER_TYPES.length * 4);
    expect(everyone.some((u) => !isAgent(u))).toBe(true);
    const ids = (rows: readonly { id: string }[]) => rows.map((u) => u.id).sort();
    expect(ids(agents)).toEqual(ids(everyone.filter((u) => isAgent(u))));
  });
});
