import { singleFlight } from './single-flight.ts';

/**
 * The Command Center's figures per agency, kept for the agency's current version (decision 0067).
 * The version moves on in the transaction of every booking or search write that changes a figure
 * (migration 0013), so a kept answer is right for as long as the version reads the same: nothing
 * expires by time, and every instance keeps its own copy without telling the others anything. An
 * agency's entries of an older version are dropped as soon as one of the newer is kept.
 *
 * Requests that miss share one load per agency, version and question (single-flight.ts): a year's
 * figures cost 30 to 130 ms on embedded PGlite, whose queries run one after another.
 */
export function createCenterCache<V>({ maxAgencies = 1_000, maxQuestions = 64 } = {}) {
  const agencies = new Map<string, { version: number; answers: Map<string, V> }>();
  const loads = singleFlight<string, V>();
  return {
    /** The answer kept for this agency's version and question, if any. */
    get(tenantId: string, version: number, question: string): V | undefined {
      const kept = agencies.get(tenantId);
      return kept?.version === version ? kept.answers.get(question) : undefined;
    },
    /** Loads the answer (one load at a time per agency, version and question) and keeps it. */
    load(tenantId: string, version: number, question: string, load: () => Promise<V>): Promise<V> {
      return loads.run(`${tenantId}\u0000${version}\u0000${question}`, async (isCurrent) => {
        const answer = await load();
        if (!isCurrent()) return answer;
        let kept = agencies.get(tenantId);
        if (kept && kept.version > version) return answer; // a newer version is kept already
        if (!kept || kept.version < version) {
          agencies.delete(tenantId);
          if (agencies.size >= maxAgencies) agencies.delete(agencies.keys().next().value as string);
          kept = { version, answers: new Map() };
          agencies.set(tenantId, kept);
        }
        if (kept.answers.size >= maxQuestions) kept.answers.delete(kept.answers.keys().next().value as string);
        kept.answers.set(question, answer);
        return answer;
      });
    },
  };
}
export type CenterCache<V> = ReturnType<typeof createCenterCache<V>>;
