// A supplier's own error text may echo what we sent it, the Authorization header included (a Duffel
// 422 once quoted it back). Such text is never shown to a person; operators may read it in the logs
// once credentials are taken out here.

const REDACTED = '[redacted]';

/** Credential-shaped runs: bearer tokens, header or field values named like keys, known key formats. */
const CREDENTIAL_PATTERNS: readonly RegExp[] = [
  /\b(authorization|proxy-authorization|x-api-key|api[-_]?key|access[-_]?token|client[-_]?secret|secret|password)(["']?\s*[:=]\s*["']?)((?:Bearer|Basic)\s+)?[^\s"',;}]+/gi,
  /\b(Bearer|Basic)\s+(?!\[redacted\])[^\s"',;]+/gi,
  /\bduffel_(test|live)_[A-Za-z0-9_-]+/g,
  /\b(sk|rk|pk|whsec)_(test|live)_[A-Za-z0-9]+/g,
];

/**
 * The text with every credential it may carry replaced by "[redacted]": the `known` secrets word for
 * word (the adapter's own token), and anything shaped like one.
 */
export function redactCredentials(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const secret of known) if (secret.length >= 8) out = out.split(secret).join(REDACTED);
  out = out.replace(CREDENTIAL_PATTERNS[0]!, (_m, name: string, sep: string, scheme: string | undefined) => `${name}${sep}${scheme ?? ''}${REDACTED}`);
  out = out.replace(CREDENTIAL_PATTERNS[1]!, (_m, scheme: string) => `${scheme} ${REDACTED}`);
  for (const pattern of CREDENTIAL_PATTERNS.slice(2)) out = out.replace(pattern, REDACTED);
  return out;
}
