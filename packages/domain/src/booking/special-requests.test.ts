import { describe, expect, it } from 'vitest';
import type { Product } from './products.ts';
import { specialRequestsBodySchema, specialRequestsEditable, takesSpecialRequests } from './special-requests.ts';

describe('takesSpecialRequests', () => {
  it.each<[Product, boolean]>([
    ['hotel', true],
    ['resort', true],
    ['flight', false],
    ['car', false],
    ['activity', false],
    ['cruise', false],
  ])('%s → %s', (product, takes) => {
    expect(takesSpecialRequests(product)).toBe(takes);
  });
});

describe('specialRequestsEditable (until check-in has begun anywhere)', () => {
  // 2030-03-01 10:00 UTC: it is already 2030-03-02 from UTC+14 (Kiribati) after 10:00 UTC.
  const now = new Date('2030-03-01T10:00:00Z');
  it.each<[string, { product: Product; status: string; startDate: string }, boolean]>([
    ['a confirmed hotel stay next week', { product: 'hotel', status: 'confirmed', startDate: '2030-03-08' }, true],
    ['a pending resort stay next week', { product: 'resort', status: 'pending', startDate: '2030-03-08' }, true],
    ['check-in the day after tomorrow', { product: 'hotel', status: 'confirmed', startDate: '2030-03-03' }, true],
    ['check-in tomorrow, already today at UTC+14', { product: 'hotel', status: 'confirmed', startDate: '2030-03-02' }, false],
    ['check-in today', { product: 'hotel', status: 'confirmed', startDate: '2030-03-01' }, false],
    ['a cancelled stay', { product: 'hotel', status: 'cancelled', startDate: '2030-03-08' }, false],
    ['a failed stay', { product: 'hotel', status: 'failed', startDate: '2030-03-08' }, false],
    ['a flight', { product: 'flight', status: 'confirmed', startDate: '2030-03-08' }, false],
  ])('%s → %s', (_, booking, editable) => {
    expect(specialRequestsEditable(booking, now)).toBe(editable);
  });
});

describe('specialRequestsBodySchema', () => {
  it.each<[unknown, string | null | 'invalid']>([
    [{ specialRequests: '  Late arrival, around 23:00.  ' }, 'Late arrival, around 23:00.'],
    [{ specialRequests: '   ' }, null],
    [{ specialRequests: null }, null],
    [{ specialRequests: 'x'.repeat(500) }, 'x'.repeat(500)],
    [{ specialRequests: ` ${'x'.repeat(500)} ` }, 'x'.repeat(500)],
    [{ specialRequests: 'x'.repeat(501) }, 'invalid'],
    [{ specialRequests: 42 }, 'invalid'],
    [{}, 'invalid'],
  ])('%j → %j', (body, expected) => {
    const parsed = specialRequestsBodySchema.safeParse(body);
    if (expected === 'invalid') expect(parsed.success).toBe(false);
    else expect(parsed.data?.specialRequests).toBe(expected);
  });
});
