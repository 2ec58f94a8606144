import { isPlainLine } from '@tripfront/domain/agency';
import { STRIPE_WEBHOOK_SECRET_PATTERN, type PaymentGatewayName } from '@tripfront/domain/settings';

export interface PaymentFormValues {
  currentGateway: PaymentGatewayName;
  publishableKey: string;
  /** Empty keeps the stored key. */
  secretKey: string;
  /** The webhook endpoint's signing secret; empty keeps the stored one. */
  webhookSecret: string;
  /** The legal details receipts carry; empty: not set. */
  legalName: string;
  registrationNumber: string;
  taxNumber: string;
}

type Message =
  | 'payment.errors.publishableRequired'
  | 'payment.errors.publishableFormat'
  | 'payment.errors.secretRequired'
  | 'payment.errors.secretFormat'
  | 'payment.errors.webhookSecretFormat'
  | 'payment.errors.legalPlainText';
export interface PaymentFormProblem {
  field: 'publishableKey' | 'secretKey' | 'webhookSecret' | 'legalName' | 'registrationNumber' | 'taxNumber';
  message: Message;
}

// The same key shapes as the API's schema (packages/domain/src/settings.ts), checked here so the form
// can say what is wrong in the page's language before anything is sent; the API checks again.
const PUBLISHABLE = /^pk_(test|live)_[A-Za-z0-9]{8,200}$/;
const SECRET = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$/;

/**
 * What the payment form must fix before saving: keys in the wrong shape, for Stripe both keys
 * (the secret one typed now or already stored, `storedSecretHint`), and legal details that are
 * not plain text on one line.
 */
export function checkPaymentForm(values: PaymentFormValues, storedSecretHint: string | null): PaymentFormProblem[] {
  const problems: PaymentFormProblem[] = [];
  const publishable = values.publishableKey.trim();
  const secret = values.secretKey.trim();
  const stripe = values.currentGateway === 'stripe';
  if (publishable === '') {
    if (stripe) problems.push({ field: 'publishableKey', message: 'payment.errors.publishableRequired' });
  } else if (!PUBLISHABLE.test(publishable)) problems.push({ field: 'publishableKey', message: 'payment.errors.publishableFormat' });
  if (secret === '') {
    if (stripe && !storedSecretHint) problems.push({ field: 'secretKey', message: 'payment.errors.secretRequired' });
  } else if (!SECRET.test(secret)) problems.push({ field: 'secretKey', message: 'payment.errors.secretFormat' });
  const webhook = values.webhookSecret.trim();
  if (webhook !== '' && !STRIPE_WEBHOOK_SECRET_PATTERN.test(webhook)) problems.push({ field: 'webhookSecret', message: 'payment.errors.webhookSecretFormat' });
  for (const field of ['legalName', 'registrationNumber', 'taxNumber'] as const) {
    if (!isPlainLine(values[field].trim())) problems.push({ field, message: 'payment.errors.legalPlainText' });
  }
  return problems;
}
