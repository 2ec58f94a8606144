import { describe, expect, it } from 'vitest';
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
