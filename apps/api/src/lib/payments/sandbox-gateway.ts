import { randomUUID } from 'node:crypto';
import { sandboxTokenScenario } from '@tripfront/domain/payments/sandbox-card';
import type { PaymentGateway } from './gateway.ts';

/**
 * The sandbox gateway: the browser's tokenizer (packages/domain/src/payments/sandbox-card.ts)
 * turns a test card into a token naming the scenario; this side answers it. It moves no money
 * and keeps no state, so capture, void and refund always succeed. The extra-authentication
 * outcome comes from the browser's test dialog (a real gateway would ask its own API instead).
 */
export function createSandboxGateway(): PaymentGateway {
  const ref = (kind: string) => `sbx_${kind}_${randomUUID().replaceAll('-', '')}`;
  return {
    name: 'sandbox',
    acceptsToken: (token) => sandboxTokenScenario(token) !== null,
    async authorize({ token }) {
      switch (sandboxTokenScenario(token)) {
        case 'success':
          return { status: 'authorized', reference: ref('pay') };
        case 'authenticate':
          return { status: 'requires_action', reference: ref('pay') };
        case 'decline':
          return { status: 'declined', reference: ref('pay'), message: 'Your card was declined.' };
        default:
          return { status: 'error', reference: null, message: 'Unknown payment token.' };
      }
    },
    async completeAction(reference, { authentication }) {
      if (authentication === 'approved') return { status: 'authorized', reference };
      if (authentication === 'declined') return { status: 'declined', reference, message: 'The card issuer could not authenticate the payment.' };
      return { status: 'requires_action', reference };
    },
    capture: async (reference) => ({ ok: true, reference }),
    void: async (reference) => ({ ok: true, reference }),
    refund: async () => ({ ok: true, reference: ref('re') }),
  };
}
