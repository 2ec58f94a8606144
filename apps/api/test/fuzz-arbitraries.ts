import fc from 'fast-check';

// Requests generated from the OpenAPI document's JSON schemas, with hostile values mixed in: the
// schema-driven fuzz test (fuzz.test.ts) sends them to every operation.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Values no schema should let through to the database or a deep walk. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0001\u001f\u007f',
    'line\r\nbreak',
    '',
    ' ',
    '../../etc/passwd',
    '%00',
    '%',
    "'; drop table users; --",
    '<img src=x onerror=alert(1)>',
    '4242 4242 4242 4242',
    '\ud800',
    '𝕏'.repeat(50),
    'x'.repeat(5_000),
  ),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, Number.MAX_SAFE_INTEGER, -0),
  fc.constantFrom(null, true, false, [], {}, [[[[]]]], { a: { b: { c: {} } } }, ['x'], { __proto__x: 1 }),
);

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

function stringArbitrary(s: JsonSchema, hostile: boolean): fc.Arbitrary<string> {
  const valid = validString(s);
  // Any code point, controls and lone surrogates included, within the schema's lengths.
  return hostile
    ? fc.oneof(valid, fc.string({ unit: 'binary', minLength: s.minLength ?? 0, maxLength: Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 40, 60)) }))
    : valid;
}

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 60));
  // fast-check's addresses include forms (quoted, IP literals) the server's stricter check refuses.
  if (s.format === 'email')
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.+_-]{0,20}[a-z0-9]$/), fc.constantFrom('example.com', 'sunrise-travel.example', 'mail.example.org'))
      .map(([l, d]) => `${l.replace(/\.{2,}/g, '.')}@${d}`);
  if (s.format === 'date')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // a pattern fast-check cannot generate from: plain strings below
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-9) : -1_000_000);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-9) : 1_000_000);
  const min = clamp(lo, -1e9, 1e9);
  const max = clamp(hi, min, 1e9);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values valid under the schema most of the time; with `hostile`, any leaf may be a hostile value
 * instead (one in five), so both the happy paths and the refusals get exercised.
 */
export function arbitraryFor(schema: JsonSchema | undefined, hostile: boolean, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema ?? {}, hostile, depth);
  return hostile ? fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileValue, weight: 1 }) : valid;
}

function validArbitrary(s: JsonSchema, hostile: boolean, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((a) => arbitraryFor(a, hostile, depth + 1)));
  if (s.allOf && s.allOf.length > 0) return arbitraryFor(Object.assign({}, ...s.allOf) as JsonSchema, hostile, depth + 1);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'string':
      return stringArbitrary(s, hostile);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(arbitraryFor(s.items, hostile, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)) });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const props = s.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = arbitraryFor(v, hostile, depth + 1);
      const value = fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
      if (!hostile || s.additionalProperties === false) return value;
      // Now and then an unexpected key, perhaps a hostile one.
      return fc
        .tuple(value, fc.option(fc.tuple(fc.constantFrom('extra', 'a\u0000', '__proto__x', '4242424242424242'), hostileValue), { freq: 5 }))
        .map(([v, extra]) => (extra ? { ...v, [extra[0]]: extra[1] } : v));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every leaf (scalar, empty array or object) of a value, as a path of keys. */
function leaves(value: unknown): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [];
  const stack: Array<{ v: unknown; path: Array<string | number> }> = [{ v: value, path: [] }];
  for (let s = stack.pop(); s !== undefined; s = stack.pop()) {
    const children = Array.isArray(s.v) ? s.v.map((c, i) => [i, c] as const) : s.v !== null && typeof s.v === 'object' ? Object.entries(s.v) : [];
    if (children.length === 0) out.push(s.path);
    for (const [k, c] of children) stack.push({ v: c, path: [...s.path, k] });
  }
  return out;
}

function replaceAt(value: unknown, path: Array<string | number>, make: (old: unknown) => unknown): unknown {
  if (path.length === 0) return make(value);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, make);
  return copy;
}

/**
 * A valid value with exactly one leaf made hostile: replaced by a hostile value, or (a string)
 * with a control character slipped in. The other fields stay valid, so the bad one gets as far
 * into the server as it can.
 */
export function withOneHostileLeaf<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<T> {
  const control = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f');
  return fc.tuple(valid, fc.nat(), fc.boolean(), hostileValue, control, fc.nat()).map(([v, which, insert, bad, ctrl, at]) => {
    const all = leaves(v);
    const path = all[which % all.length] ?? [];
    return replaceAt(v, path, (old) => {
      if (insert && typeof old === 'string') {
        const i = old.length === 0 ? 0 : at % old.length;
        return old.slice(0, i) + ctrl + old.slice(i);
      }
      return bad;
    }) as T;
  });
}
