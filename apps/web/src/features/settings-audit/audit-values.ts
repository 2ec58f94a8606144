/** How the audit log shows one changed value. */
export type AuditValue = { kind: 'empty' } | { kind: 'yes' } | { kind: 'no' } | { kind: 'text'; text: string; full: string };

/** Longest value shown in full; longer ones end in "…" (the whole value is in the title). */
export const AUDIT_VALUE_MAX = 60;

/** Secrets (the Stripe secret key …) show as "changed" whatever the log holds. */
export const isSecretField = (field: string): boolean => /secret|password/i.test(field);

/** What a list item is called: its title, name, question or code (booking menu, languages, FAQ …). */
function itemLabel(item: unknown, off: string): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  const label = [record.title, record.name, record.question, record.code].find((v) => typeof v === 'string' && v !== '');
  if (typeof label !== 'string') return JSON.stringify(item);
  return record.active === false ? `${label} (${off})` : label;
}

/** A value in full: text as is, a number, a list's item names, or compact JSON. */
function fullText(value: unknown, off: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => itemLabel(item, off)).join(', ');
  return JSON.stringify(value);
}

/**
 * A value of the log, shortened: text as is, numbers, yes/no; a list as its items' names in order
 * (`off` marks an inactive one: "Activities, Hotels, Cruise (off)"); other objects as compact JSON.
 */
export function auditValue(value: unknown, off = 'off'): AuditValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (value === true) return { kind: 'yes' };
  if (value === false) return { kind: 'no' };
  const full = fullText(value, off);
  // Rich text (About, policies) reads better without its tags.
  const plain = typeof value === 'string' && /<[a-z][^>]*>/i.test(value) ? value.replace(/<[^>]*>/g, ' ') : full;
  const compact = plain.replace(/\s+/g, ' ').trim();
  const text = compact.length > AUDIT_VALUE_MAX ? `${compact.slice(0, AUDIT_VALUE_MAX - 1).trimEnd()}…` : compact;
  return { kind: 'text', text, full };
}
