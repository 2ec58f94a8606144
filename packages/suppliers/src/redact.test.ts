import { describe, expect, it } from 'vitest';
import { redactCredentials } from './redact.ts';

describe('redactCredentials', () => {
  it.each<[string, string]>([
    ['Header Authorization: Bearer duffel_test_abc123XYZ is invalid', 'Header Authorization: Bearer [redacted] is invalid'],
    ['Bearer abc.def.ghi', 'Bearer [redacted]'],
    ['{"Authorization":"Basic dXNlcjpwYXNz"}', '{"Authorization":"Basic [redacted]"}'],
    ['api_key=k_1234567890, next', 'api_key=[redacted], next'],
    ['x-api-key: 0123456789abcdef', 'x-api-key: [redacted]'],
    ['token duffel_live_Zz-09_aa leaked', 'token [redacted] leaked'],
    ['key sk_live_51Habc', 'key [redacted]'],
    ["Field 'born_on' must be a date in the past, got 2031-04-02", "Field 'born_on' must be a date in the past, got 2031-04-02"],
  ])('%j → %j', (text, expected) => {
    expect(redactCredentials(text)).toBe(expected);
  });

  it('takes out a known secret word for word, whatever its shape', () => {
    expect(redactCredentials('you sent my-own-token-42 twice: my-own-token-42', ['my-own-token-42'])).toBe('you sent [redacted] twice: [redacted]');
  });
});
