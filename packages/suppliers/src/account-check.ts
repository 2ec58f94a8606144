// "Test connection" of an agency's supplier account (issue #41, decision 0105): one harmless,
// read-only call with the account's key, and a sentence an agency owner can act on. Duffel: the
// first airline through the official client (any Duffel key may read it); LiteAPI: its currency list.

export type AccountSupplier = 'duffel' | 'liteapi';

export interface AccountCheckInput {
  supplier: AccountSupplier;
  secret: string;
  /** The supplier's API address (a setting, so tests point it at a recorded server). */
  apiUrl: string;
  timeoutMs: number;
}

export interface AccountCheck {
  ok: boolean;
  /** What the settings page says. */
  message: string;
  /** Duffel keys say whether they are test or live ones. */
  mode?: 'test' | 'live';
}

const NAMES: Record<AccountSupplier, string> = { duffel: 'Duffel', liteapi: 'LiteAPI' };

const refused = (name: string): AccountCheck => ({
  ok: false,
  message: `${name} refused the key. Check that it was copied whole and has not been revoked.`,
});
const unreachable = (name: string): AccountCheck => ({ ok: false, message: `${name} did not answer. Please try again in a minute.` });
const busy = (name: string): AccountCheck => ({ ok: false, message: `${name} is busy right now. Please try again in a minute.` });

function fromStatus(name: string, status: number): AccountCheck {
  if (status === 401 || status === 403) return refused(name);
  if (status === 429) return busy(name);
  return unreachable(name);
}

/** Never rejects: a refused key, a busy or silent supplier each answer ok: false with their sentence. */
export async function checkSupplierAccount(input: AccountCheckInput, signal?: AbortSignal): Promise<AccountCheck> {
  const name = NAMES[input.supplier];
  const timeout = AbortSignal.timeout(input.timeoutMs);
  const either = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return input.supplier === 'duffel' ? await checkDuffel(input, either) : await checkLiteApi(input, either);
  } catch (error) {
    const status = (error as { status?: number; meta?: { status?: number } }).status ?? (error as { meta?: { status?: number } }).meta?.status;
    if (typeof status === 'number') return fromStatus(name, status);
    return unreachable(name);
  }
}

async function checkDuffel(input: AccountCheckInput, signal: AbortSignal): Promise<AccountCheck> {
  const { Duffel } = await import('@duffel/api');
  const client = new Duffel({ token: input.secret, basePath: input.apiUrl });
  // The client takes no AbortSignal: the race gives up waiting; the call ends on its own.
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
  await Promise.race([client.airlines.list({ limit: 1 }), aborted]);
  const mode = input.secret.startsWith('duffel_live_') ? 'live' : 'test';
  return { ok: true, mode, message: `Connected to Duffel${mode === 'test' ? ' in test mode: bookings are not real' : ''}.` };
}

async function checkLiteApi(input: AccountCheckInput, signal: AbortSignal): Promise<AccountCheck> {
  const res = await fetch(`${input.apiUrl.replace(/\/$/, '')}/data/currencies`, { headers: { 'X-API-Key': input.secret, accept: 'application/json' }, signal });
  // The body is read either way, so the connection is freed; only its status matters.
  await res.text();
  if (!res.ok) return fromStatus('LiteAPI', res.status);
  const sandbox = input.secret.startsWith('sand_');
  return { ok: true, mode: sandbox ? 'test' : 'live', message: `Connected to LiteAPI${sandbox ? ' in sandbox mode: bookings are not real' : ''}.` };
}
