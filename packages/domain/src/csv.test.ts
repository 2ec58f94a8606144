import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';
import { decimalAmount } from './money.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [12.5, '12.5'],
    [-3, '-3'],
    [Number.NaN, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+33 1 23', "'+33 1 23"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'],
    ['Café Zoë — 東京', 'Café Zoë — 東京'],
  ] as const)('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['a', 1, null, '=1'])).toBe("a,1,,'=1\r\n");
  });
});

describe('decimalAmount', () => {
  it.each([
    [123456, 'USD', '1234.56'],
    [5, 'USD', '0.05'],
    [-5, 'USD', '-0.05'],
    [0, 'EUR', '0.00'],
    [1234, 'JPY', '1234'],
    [1234, 'KWD', '1.234'],
  ] as const)('%d %s → %s', (minor, currency, expected) => {
    expect(decimalAmount(minor, currency)).toBe(expected);
  });
});
