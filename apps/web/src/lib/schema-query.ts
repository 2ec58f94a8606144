import type { z } from 'zod';

/**
 * The query parameters of an API route, named as the domain schema that validates them reads them
 * (`SchemaQuery<typeof hotelSearchQuerySchema>`): a misspelt or removed parameter is a type error
 * here rather than a silently ignored one on the server. Values are the query string's text; a list
 * repeats the parameter (occupancy=2&occupancy=1).
 */
export type SchemaQuery<Schema extends z.ZodType> = { [K in keyof z.input<Schema>]?: string | readonly string[] };

/** The query string of `query`, in its order, without the parameters left out. */
export function schemaQueryString(query: Readonly<Record<string, string | readonly string[] | undefined>>): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of typeof value === 'string' ? [value] : value) q.append(name, v);
  }
  return q.toString();
}
