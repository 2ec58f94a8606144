import { describe, expect, it } from 'vitest';
import { checkPaymentForm, type PaymentFormValues } from './payment-form-rules.ts';

const form = (overrides: Partial<PaymentFormValues>): PaymentFormValues => ({
  currentGateway: 'stripe',
  publishableKey: '',
  secretKey: '',
  webhookSecret: '',
  legalName: '',
  registrationNumber: '',
  taxNumber: '',
  ...overrides,
});
const PK = 'pk_test_51Abcdefgh';
const SK = 'sk_test_51Abcdefgh';

describe('checkPaymentForm', () => {
  it.each([
    ['the sandbox needs no keys', form({ currentGateway: 'sandbox' }), null, []],
    ['Stripe with both keys', form({ publishableKey: PK, secretKey: SK }), null, []],
    ['Stripe keeps a stored secret when the field is left empty', form({ publishableKey: ` ${PK} ` }), 'sk_test_…4242', []],
    ['a restricted key is a secret key too', form({ publishableKey: PK, secretKey: 'rk_live_51Abcdefgh' }), null, []],
    [
      'Stripe without keys',
      form({}),
      null,
      [
        { field: 'publishableKey', message: 'payment.errors.publishableRequired' },
        { field: 'secretKey', message: 'payment.errors.secretRequired' },
      ],
    ],
    [
      'keys swapped',
      form({ publishableKey: SK, secretKey: PK }),
      'sk_test_…4242',
      [
        { field: 'publishableKey', message: 'payment.errors.publishableFormat' },
        { field: 'secretKey', message: 'payment.errors.secretFormat' },
      ],
    ],
    ['a webhook signing secret', form({ publishableKey: PK, secretKey: SK, webhookSecret: 'whsec_51Abcdefgh' }), null, []],
    [
      'a key pasted as the webhook signing secret',
      form({ publishableKey: PK, secretKey: SK, webhookSecret: SK }),
      null,
      [{ field: 'webhookSecret', message: 'payment.errors.webhookSecretFormat' }],
    ],
    [
      'a malformed key is refused on the sandbox too',
      form({ currentGateway: 'sandbox', publishableKey: 'pk_prod_1' }),
      null,
      [{ field: 'publishableKey', message: 'payment.errors.publishableFormat' }],
    ],
    [
      'legal details in plain text',
      form({ currentGateway: 'sandbox', legalName: 'Smith & Søn ApS', registrationNumber: 'CVR 12345678', taxNumber: 'DK12345678' }),
      null,
      [],
    ],
    [
      'legal details with markup or a line break',
      form({ currentGateway: 'sandbox', legalName: '<b>Smith</b>', taxNumber: 'DK1234\n5678' }),
      null,
      [
        { field: 'legalName', message: 'payment.errors.legalPlainText' },
        { field: 'taxNumber', message: 'payment.errors.legalPlainText' },
      ],
    ],
  ])('%s', (_name, values, hint, expected) => {
    expect(checkPaymentForm(values, hint)).toEqual(expected);
  });
});
