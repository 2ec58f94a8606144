import { describe, expect, it } from 'vitest';
import { findCardNumberField, findPanLikeRuns, looksLikeCardNumber, luhnValid, redactPanLikeRuns } from './pan.ts';

describe('luhnValid', () => {
  it.each<[string, boolean]>([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000002760003184', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['', false],
    ['4242x', false],
  ])('%s → %s', (digits, expected) => expect(luhnValid(digits)).toBe(expected));
});

describe('findPanLikeRuns', () => {
  it.each<[string, string[]]>([
    ['card 4242424242424242 here', ['4242424242424242']],
    ['4242 4242 4242 4242', ['4242 4242 4242 4242']],
    ['4000-0027-6000-3184', ['4000-0027-6000-3184']],
    ['{"pan":"378282246310005"}', ['378282246310005']],
    ['4242424242424241 fails Luhn', []],
    ['12 digits only 424242424242', []],
    ['inside an id abc4242424242424242', []],
    ['uuid tail 5d2a4b1c-1234-5678-9012-345678901234', []],
    ['dates 2027-02-21 and 2027-02-24', []],
    ['decimals of a float 122.58416799999759', []],
    ['a number ending a sentence: 4242424242424242.', ['4242424242424242']],
    ['epoch ms 1795240233650 is 13 digits but fails Luhn', []],
    ['an epoch ms that passes Luhn still counts: 1795240233654', ['1795240233654']],
    ['in an email address: e2e.hotel.1795240233654@example.com', []],
    ['in an email address: ella+1795240233654@example.com, 1795240233654.x@example.com', []],
    ['in an email domain: ella@1795240233654.example', []],
    ['next to an email is still a card: 4242424242424242 ella@example.com', ['4242424242424242']],
    ['a card before an at sign with a space: 4242424242424242 @ the desk', ['4242424242424242']],
    ['phone numbers with a leading 0 pass Luhn but are no card: 0044 7700 900106, 0301234567008', []],
  ])('%s', (text, expected) => expect(findPanLikeRuns(text)).toEqual(expected));
});

describe('looksLikeCardNumber', () => {
  it.each<[string | number, boolean]>([
    ['4242 4242 4242 4242', true],
    [4242424242424242, true],
    ['+4242424242424242', false], // reads as a phone number
    ['tok_sbx_success_0123456789abcdef', false],
    ['Jane', false],
  ])('%s → %s', (value, expected) => expect(looksLikeCardNumber(value)).toBe(expected));
});

describe('findCardNumberField', () => {
  it('names the first field that holds a card number, however deep', () => {
    expect(findCardNumberField({ payment: { token: 'tok', last4: '4242' }, guests: [{ name: 'A' }, { note: 'my card 4000 0000 0000 0002' }] })).toBe(
      'guests.1.note',
    );
    expect(findCardNumberField({ payment: { cardNumber: 4242424242424242 } })).toBe('payment.cardNumber');
    expect(findCardNumberField({ '4242424242424242': true })).toBe('4242424242424242');
    expect(findCardNumberField('4242424242424242')).toBe('body');
  });

  it('passes a body with tokens, last4 and phone numbers', () => {
    expect(findCardNumberField({ payment: { token: 'tok_sbx_success_abcdef0123456789', brand: 'visa', last4: '4242' }, phone: '+44 20 7946 0958' })).toBeNull();
    expect(findCardNumberField({ guest: { email: 'e2e.hotel.1795240233654@example.com', phone: '00447700900106' } })).toBeNull();
    expect(findCardNumberField(null)).toBeNull();
  });

  it('walks 20,000-deep arrays and objects without overflowing the stack', () => {
    const deepArray = JSON.parse('['.repeat(20_000) + ']'.repeat(20_000)) as unknown;
    expect(findCardNumberField(deepArray)).toBeNull();
    const deepObject = JSON.parse('{"a":'.repeat(20_000) + '"4242424242424242"' + '}'.repeat(20_000)) as unknown;
    expect(findCardNumberField(deepObject)).toBe(Array(20_000).fill('a').join('.'));
  });
});

describe('redactPanLikeRuns', () => {
  it.each<[string, string]>([
    ['/hotel-api/search?q=4242424242424242&page=1', '/hotel-api/search?q=[redacted]&page=1'],
    ['/x?card=4242%20', '/x?card=4242%20'],
    ['/api/bookings/TF-7K3M9Q2X', '/api/bookings/TF-7K3M9Q2X'],
    ['/x?a=4242 4242 4242 4242', '/x?a=[redacted]'],
    ['/x?n=1234567890123', '/x?n=1234567890123'],
    ['/x?email=e2e.1795240233654@example.com', '/x?email=e2e.1795240233654@example.com'],
  ])('%s → %s', (input, expected) => {
    expect(redactPanLikeRuns(input)).toBe(expected);
  });
});
