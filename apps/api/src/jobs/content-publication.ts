import type { FastifyInstance } from 'fastify';
import { agenciesWithDueWork, publishDueContent } from '@tripfront/db';
import type { JobDefinition } from './runner.ts';

/** How often scheduled posts and pages are looked at: the delay before the agency's links and pages show one. */
export const CONTENT_PUBLICATION_INTERVAL_S = 60;

/**
 * Scheduled posts and destination pages going public (decision 0127): visitors' API answers see one
 * at its time already (contentIsPublic), but what every instance keeps of the agency (the presence
 * flags of the header's links, the rendered pages, the sitemap) changes only on an agency-change
 * notice. Once a minute, an item whose time has come is marked published and its agency's change
 * goes out, to every instance as a settings save does.
 */
export function contentPublicationJob(app: FastifyInstance): JobDefinition {
  const { db, agencyChanges } = app.deps;
  return {
    name: 'content-publication',
    everySeconds: CONTENT_PUBLICATION_INTERVAL_S,
    maxAttempts: 3,
    backoff: { baseMs: 10_000, capMs: 60_000 },
    run: async ({ now }) => {
      // One agency's failure does not hold back the others'; the run fails after them (and is retried).
      const failed: string[] = [];
      // Only the agencies with an item due: one question for all of them (decision 0138).
      const due = await agenciesWithDueWork(db, ['content'], now);
      for (const { tenantId } of due) {
        try {
          const published = await db.withTenant(tenantId, (tx) => publishDueContent(tx, tenantId, now));
          if (published > 0) await agencyChanges.changed(tenantId);
        } catch (error) {
          app.log.error({ err: error, tenantId }, 'content publication failed for an agency');
          failed.push(tenantId);
        }
      }
      if (failed.length > 0) throw new Error(`Content publication failed for ${failed.length} agencies: ${failed.join(', ')}`);
    },
  };
}
