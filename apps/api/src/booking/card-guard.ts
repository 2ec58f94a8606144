import type { FastifyRequest } from 'fastify';
import { CARD_NUMBER_REFUSED, findCardNumberField } from '@tripfront/domain/payments/pan';
import { badRequest } from '../lib/http-errors.ts';

/**
 * Card numbers must never reach this server (they are entered in the gateway's own fields in the
 * browser). A body field or query value that looks like one is refused with 400 before anything
 * reads or logs it.
 */
export async function refuseCardNumbers(request: FastifyRequest): Promise<void> {
  const field = findCardNumberField(request.body) ?? findCardNumberField(request.query);
  if (field !== null) throw badRequest(`${field}: ${CARD_NUMBER_REFUSED}`, field);
}
