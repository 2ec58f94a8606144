import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PriceBreakdown } from '@tripfront/domain/booking/price';
import type { Product } from '@tripfront/domain/booking/products';
import type { ChargedExchange } from '@tripfront/domain/currency/published-rates';
import type { AgentMarkupSource } from '@tripfront/domain';
import { decryptSecret, encryptSecret } from '../lib/secrets.ts';
import type { HoldSlots } from './hold-limits.ts';

// A hold is answered as a signed token: the browser keeps it while the traveller pays and sends it
// with the booking. It binds the supplier's hold to this agency, this traveller and the price they
// accepted, without a table of holds on our side. Version 2: any product (issue #14).

export interface HoldClaims {
  v: 2;
  product: Product;
  tenantId: string;
  userId: string;
  holdId: string;
  /** ISO date-time. */
  expiresAt: string;
  price: PriceBreakdown;
  /** The product's held offer (its adapter's `Offer`). */
  offer: object;
  /** The hold's slots under the per-user and per-address caps (hold-limits.ts), freed when it is used. */
  slots?: HoldSlots;
  /** What the agency pays and earns (sealCost): recorded on the booking, unreadable in the browser. */
  cost?: string;
  /** The exchange the price was converted with (booking/exchange.ts), written on the booking. */
  exchange?: ChargedExchange;
  /**
   * Where an agent's own markup in the price comes from (a proposal item, a deal link; decision
   * 0118): the booking records it. Signed, so the browser cannot move a booking to another source.
   */
  agentMarkupSource?: AgentMarkupSource;
}

/** Wholesale and markup of a held price, minor units of its currency; wholesale + markup = total. */
export interface HoldCost {
  wholesale: number;
  markup: number;
  /** The agent's own markup inside `markup` (decision 0118); 0 when none. */
  agentMarkup: number;
}

// The token is only signed, so its JSON is readable by whoever holds it; a traveller must not read
// the agency's wholesale price and markup there (spec §5, §6). The cost is sealed (AES-256-GCM,
// secrets.ts) under a key derived from the session secret, bound to the agency and the hold.
const costKey = (secret: string) => createHash('sha256').update(`hold-cost:${secret}`).digest();

export const sealCost = (cost: HoldCost, secret: string, tenantId: string, holdId: string): string =>
  encryptSecret(costKey(secret), tenantId, `hold-cost:${holdId}`, JSON.stringify([cost.wholesale, cost.markup, cost.agentMarkup]));

/** The cost sealed in verified claims, or null (a token from before the cost was kept). */
export function openCost(claims: Pick<HoldClaims, 'cost' | 'tenantId' | 'holdId'>, secret: string): HoldCost | null {
  if (!claims.cost) return null;
  const plain = decryptSecret(costKey(secret), claims.tenantId, `hold-cost:${claims.holdId}`, claims.cost);
  if (plain === null) return null;
  // A token sealed before the agent's markup was kept has two numbers: no agent markup.
  const [wholesale, markup, agentMarkup = 0] = JSON.parse(plain) as [number, number, number?];
  return Number.isSafeInteger(wholesale) && Number.isSafeInteger(markup) && Number.isSafeInteger(agentMarkup) ? { wholesale, markup, agentMarkup } : null;
}

const mac = (payload: string, secret: string) => createHmac('sha256', `hold-token:${secret}`).update(payload).digest('base64url');

export function signHold(claims: HoldClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** The claims of a token this server signed, or null (tampered, malformed). Expiry is the caller's. */
export function verifyHold(token: string, secret: string): HoldClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as HoldClaims;
    return claims.v === 2 ? claims : null;
  } catch {
    return null;
  }
}
