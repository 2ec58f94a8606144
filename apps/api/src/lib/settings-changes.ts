import type { AgencySettingsRow, AuditChange, TenantTx } from '@tripfront/db';

// What a settings save changes: the audit log's field-by-field entries, and the plan a section's
// save carries out (lib/agency-settings.ts runs it in the save's transaction).

/** What a section's save writes: the agency's config, the changes the audit log records, other writes. */
export interface SettingsPlan {
  config: AgencySettingsRow['config'];
  changes: AuditChange[];
  writes: Array<(tx: TenantTx) => Promise<void>>;
}

const SHORT = 200;

/** Long values are shortened in the log (a whole privacy policy twice per save is no use to a reader). */
function shorten(value: unknown): unknown {
  if (typeof value === 'string') return value.length > SHORT ? `${value.slice(0, SHORT)}…` : value;
  if (value !== null && typeof value === 'object') {
    const json = JSON.stringify(value);
    return json.length > 5 * SHORT ? `${json.slice(0, SHORT)}…` : value;
  }
  return value;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Changed leaves by dotted path; arrays (languages, FAQ questions, markup rules) compare whole. */
export function diffFields(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => diffFields(before[k], after[k], prefix ? `${prefix}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: prefix, from: shorten(before ?? null), to: shorten(after ?? null) }];
}
