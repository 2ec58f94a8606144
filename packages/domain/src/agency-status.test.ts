import { describe, expect, it } from 'vitest';
import { agencyIsBlocked } from './agency-status.ts';

describe('agencyIsBlocked (spec §3)', () => {
  it.each([
    ['Active', false],
    ['Inactive', true],
  ] as const)('%s → %s', (status, blocked) => {
    expect(agencyIsBlocked({ status })).toBe(blocked);
  });
});
