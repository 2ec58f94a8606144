import { describe, expect, it } from 'vitest';
import { auditValue, isSecretField } from './audit-values.ts';

describe('auditValue', () => {
  it.each<[unknown, ReturnType<typeof auditValue>]>([
    [null, { kind: 'empty' }],
    ['', { kind: 'empty' }],
    [undefined, { kind: 'empty' }],
    [true, { kind: 'yes' }],
    [false, { kind: 'no' }],
    [1000, { kind: 'text', text: '1000', full: '1000' }],
    ['#e8590c', { kind: 'text', text: '#e8590c', full: '#e8590c' }],
    [['en', 'ar'], { kind: 'text', text: 'en, ar', full: 'en, ar' }],
    [
      [
        { id: 3, title: 'Activities', active: true },
        { id: 4, title: 'Cruise', active: false },
      ],
      { kind: 'text', text: 'Activities, Cruise (off)', full: 'Activities, Cruise (off)' },
    ],
    [[{ name: 'English', code: 'en', value: 'en' }], { kind: 'text', text: 'English', full: 'English' }],
    [{ linkedin: 'https://x.example' }, { kind: 'text', text: '{"linkedin":"https://x.example"}', full: '{"linkedin":"https://x.example"}' }],
    ['<p>Hello <b>world</b></p>', { kind: 'text', text: 'Hello world', full: '<p>Hello <b>world</b></p>' }],
  ])('%j', (value, expected) => {
    expect(auditValue(value)).toEqual(expected);
  });

  it('shortens long values to 60 characters with an ellipsis, keeping the whole value', () => {
    const long = 'a'.repeat(100);
    const shown = auditValue(long);
    expect(shown).toEqual({ kind: 'text', text: `${'a'.repeat(59)}…`, full: long });
  });
});

describe('isSecretField', () => {
  it.each([
    ['stripe.secretKey', true],
    ['payment.stripe.secretKeyHint', true],
    ['stripe.publishableKey', false],
    ['agency.metaData.title', false],
  ])('%s → %s', (field, expected) => {
    expect(isSecretField(field)).toBe(expected);
  });
});
