import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { startRecordedServer, type RecordedServer, type ScriptedAnswer } from '@tripfront/suppliers/testing/recorded-server';

// A local stand-in for api.stripe.com: answers each request with the next recorded body
// (test/fixtures/stripe/*.json, shaped as Stripe's API reference) and records what the SDK sent.
// Nothing leaves the machine.

export type RecordedFixture =
  | 'payment-intent-requires-capture'
  | 'payment-intent-requires-action'
  | 'payment-intent-after-3ds'
  | 'payment-intent-3ds-failed'
  | 'payment-intent-requires-confirmation'
  | 'payment-intent-succeeded'
  | 'payment-intent-canceled'
  | 'refund'
  | 'error-card-declined'
  | 'error-invalid-api-key'
  | 'error-charge-already-refunded'
  | 'error-api'
  | 'customer'
  | 'checkout-session-subscription'
  | 'billing-portal-session'
  | 'subscription-active'
  | 'invoice-open';

export function fixture(name: RecordedFixture): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/stripe/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** A recorded body by name, or one made from it (`{ ...fixture('payment-intent-after-3ds'), id: 'pi_…' }`). */
export type StripeBody = RecordedFixture | Record<string, unknown>;

/** One scripted answer: a recorded body with its status, or a dropped connection (the socket destroyed unanswered). */
export type Scripted = ScriptedAnswer<StripeBody>;

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded. */
  form: Record<string, string>;
}

export interface RecordedStripe extends Omit<RecordedServer<StripeBody, SeenRequest>, 'url'> {
  /** `http://127.0.0.1:<port>`: the apiBase to give the SDK. */
  apiBase: string;
}

export async function startRecordedStripe(): Promise<RecordedStripe> {
  const server = await startRecordedServer<StripeBody, SeenRequest>({
    read: (url, req, raw) => ({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, form: Object.fromEntries(new URLSearchParams(raw)) }),
    render: (body) => (typeof body === 'string' ? fixture(body) : body),
    nothingScripted: (path) => ({ error: { type: 'api_error', message: `nothing scripted for ${path}` } }),
    headers: (n) => ({ 'request-id': `req_recorded${n}` }),
  });
  return Object.assign(server, { apiBase: server.url });
}
