import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { placeSuggestionSchema, type PlaceSuggestion } from '@tripfront/domain';
import { DEFAULT_SUGGESTION_LIMIT, normalizeText, type SupplierResult } from '@tripfront/suppliers';
import { sendCachedJson, SELF_ENCODED_POST } from './json-cache.ts';

export const SUGGEST_FAILED = 'Failed to fetch suggestions';

/** The body of the auto-suggest POSTs. */
export const suggestBody = z.object({ text: z.string().trim().max(100), isManageLocation: z.boolean().default(false) });

/** An auto-suggest answer's schema: the list under `field`. */
export const suggestionList = (field: string) =>
  z.object({
    data: z.object({ [field]: z.array(placeSuggestionSchema), allData: z.boolean() }),
    error: z.string().optional(),
  });

/**
 * Route options of an auto-suggest POST: it encodes its own answer, and it changes nothing (an
 * Inactive agency's blocked page may still make it).
 */
export const SUGGEST_POST = { ...SELF_ENCODED_POST, config: { readOnly: true } };

/** An auto-suggest answer: the list, `allData` when nothing was cut off, or an empty list and the error. */
export function suggestionAnswer(field: string, result: SupplierResult<PlaceSuggestion[]>) {
  if (!result.ok) return { data: { [field]: [], allData: false }, error: result.error.message || SUGGEST_FAILED };
  return { data: { [field]: result.value, allData: result.value.length < DEFAULT_SUGGESTION_LIMIT } };
}

/**
 * Auto-suggest answers of spec §7, cached per agency, kind and normalised text ('Par', ' par ' and
 * 'PAR' share one entry: the supplier's matching ignores case, accents and punctuation),
 * serialised and checked against the route's schema once, and sent precompressed with their ETag.
 * A failed supplier answer is not cached.
 */
export function cachedSuggestions(app: FastifyInstance, kind: string, field: string, call: (text: string) => Promise<SupplierResult<PlaceSuggestion[]>>) {
  const { suggestCache } = app.deps;
  const schema = suggestionList(field);
  return async (request: FastifyRequest, reply: FastifyReply, text: string) => {
    const key = `suggest:${request.tenant.id}:${kind}:${normalizeText(text)}`;
    const cached = await suggestCache.answer(key, async () => {
      const result = await call(text);
      return { value: schema.parse(suggestionAnswer(field, result)), cacheable: result.ok };
    });
    return sendCachedJson(request, reply, cached);
  };
}
