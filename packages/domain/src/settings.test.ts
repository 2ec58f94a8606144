import { describe, expect, it } from 'vitest';
import { agencyLegalSchema } from './agency.ts';
import { PRODUCT_NONE_ACTIVE_MESSAGE, productSettingsSchema } from './settings.ts';

const item = (id: number, active: boolean) => ({ id, title: `Product ${id}`, active });

describe('productSettingsSchema', () => {
  it.each<[string, ReturnType<typeof item>[], string | null]>([
    ['one active of six', [item(3, true), item(1, false), item(5, false), item(6, false), item(2, false), item(4, false)], null],
    ['none active', [item(1, false), item(2, false)], PRODUCT_NONE_ACTIVE_MESSAGE],
    ['an id twice', [item(1, true), item(1, true)], 'Each product can be listed once.'],
    ['empty', [], 'Too small: expected array to have >=1 items'],
  ])('%s', (_name, bookingMenuItemOptions, message) => {
    const result = productSettingsSchema.safeParse({ bookingMenuItemOptions });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('agencyLegalSchema (the legal details receipts carry)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string> | string]>([
    ['nothing given: none set', {}, { name: '', registrationNumber: '', taxNumber: '' }],
    [
      'trimmed; an ampersand and letters of any script are plain text',
      { name: '  Smith & Søn ApS ', registrationNumber: ' CVR 12345678', taxNumber: 'DK12345678 ' },
      { name: 'Smith & Søn ApS', registrationNumber: 'CVR 12345678', taxNumber: 'DK12345678' },
    ],
    ['markup in the name', { name: '<b>Smith</b>' }, 'must be plain text on one line, without < or >'],
    ['a line break in the registration number', { registrationNumber: 'HRB 12345\nBerlin' }, 'must be plain text on one line, without < or >'],
    ['a tax number past 50 characters', { taxNumber: 'DE'.padEnd(51, '1') }, 'Too big: expected string to have <=50 characters'],
  ])('%s', (_name, input, expected) => {
    const result = agencyLegalSchema.safeParse(input);
    expect(result.success ? result.data : result.error.issues[0]?.message).toEqual(expected);
  });
});
