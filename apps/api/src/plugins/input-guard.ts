import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-errors.ts';

/**
 * Input every route gets checked before its schema (issue #13):
 * - JSON bodies nested deeper than MAX_JSON_DEPTH are refused before they are parsed, so no walk
 *   over a body (validation, the card-number scan) can run out of stack;
 * - text with control characters is refused: PostgreSQL text columns cannot hold NUL, and no
 *   field of this API means a control character. Bodies may carry TAB, LF and CR (addresses,
 *   notes); path parameters, query strings and headers may carry none but TAB in a header.
 * One place for every route, so a new route cannot forget it.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP = `is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects).`;
export const CONTROL_CHARACTER = 'must not contain control characters.';

/** Nesting depth of a JSON text, counting brackets outside strings; stops once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/* eslint-disable no-control-regex -- these patterns are about control characters */
/** C0 controls and DEL, except TAB, LF and CR. */
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Every C0 control and DEL. */
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
/** C0 controls and DEL except TAB (allowed inside header values by RFC 9110). */
const HEADER_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/**
 * The path ('guests.0.lastName', or `root` for the value itself) of the first string (value or
 * key) that matches `bad`, or null. Iterative, so depth is no risk.
 */
export function findControlCharacter(value: unknown, bad: RegExp, root: string): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const v = step.value;
    if (typeof v === 'string') {
      if (bad.test(v)) return step.path || root;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], path: step.path ? `${step.path}.${i}` : String(i) });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        const path = step.path ? `${step.path}.${key}` : key;
        if (bad.test(key)) return path;
        stack.push({ value: child, path });
      }
    }
  }
  return null;
}

/**
 * The same for a flat record of strings (params, query, headers: every request has them), without
 * allocating; anything nested goes to the general walk.
 */
function findInFlat(record: unknown, bad: RegExp, root: string): string | null {
  if (record === null || typeof record !== 'object') return findControlCharacter(record, bad, root);
  for (const key in record) {
    const value = (record as Record<string, unknown>)[key];
    if (bad.test(key)) return key;
    if (typeof value === 'string') {
      if (bad.test(value)) return key;
    } else if (value !== undefined) {
      const at = findControlCharacter(value, bad, '');
      if (at !== null) return at === '' ? key : `${key}.${at}`;
    }
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A page of the SPA: its path and query are the browser's to read (the page's own code
     * normalises what it uses, e.g. a redirect), so a crafted link shows the page, not a JSON 400.
     */
    page?: boolean;
  }
}

function refuseControlCharacters(request: FastifyRequest): void {
  const page = request.routeOptions.config.page === true;
  const at =
    (page ? null : findInFlat(request.params, LINE_CONTROL, 'params')) ??
    (page ? null : findInFlat(request.query, LINE_CONTROL, 'querystring')) ??
    findInFlat(request.headers, HEADER_CONTROL, 'headers') ??
    // A binary body (an uploaded picture) is bytes, not text: nothing to check, and walking it would be slow.
    (Buffer.isBuffer(request.body) ? null : findControlCharacter(request.body, BODY_CONTROL, 'body'));
  if (at !== null) throw badRequest(`${at}: ${CONTROL_CHARACTER}`, at);
}

export default fp(async (app) => {
  // Fastify's own JSON parser (prototype-poisoning checks and all), behind the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badRequest(`body: ${TOO_DEEP}`, 'body'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // Path parameters are decoded by the router and not yet validated in onRequest; preValidation
  // sees them with the parsed body, before any schema or handler.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseControlCharacters(request);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
});
