import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PriceBreakdown } from '@tripfront/domain/booking/hotel-api';
import type { CancellationTerms, Board } from '@tripfront/suppliers';

// A hold is answered as a signed token: the browser keeps it while the traveller pays and sends it
// with the booking. It binds the supplier's hold to this agency, this traveller and the price they
// accepted, without a table of holds on our side.

export interface HoldClaims {
  v: 1;
  tenantId: string;
  userId: string;
  holdId: string;
  rateId: string;
  /** ISO date-time. */
  expiresAt: string;
  price: PriceBreakdown;
  hotel: { propertyId: string; name: string; address: string; stars: number; city: string; countryCode: string };
  room: { roomTypeId: string; name: string };
  plan: { name: string; board: Board } & CancellationTerms;
  stay: { checkin: string; checkout: string; nights: number; occupancy: string[] };
  /** The hold's slots under the per-user and per-address caps (hold-limits.ts), freed when it is used. */
  slots?: string[];
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
    return claims.v === 1 ? claims : null;
  } catch {
    return null;
  }
}
