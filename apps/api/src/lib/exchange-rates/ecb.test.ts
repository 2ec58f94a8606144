import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RatesFormatError } from '@tripfront/domain';
import { parseEcbDaily } from './ecb.ts';

const recorded = readFileSync(new URL('../../../test/fixtures/ecb/eurofxref-daily-2026-11-27.xml', import.meta.url), 'utf8');
const withDay = (inner: string, time = '2026-11-27') =>
  recorded.replace(/<Cube time='[^']*'>[\s\S]*?<\/Cube>\s*<\/Cube>/, `<Cube time='${time}'>${inner}</Cube></Cube>`);

describe('parseEcbDaily', () => {
  it("reads a recorded answer: the day and every currency's rate as the decimal string published", () => {
    const day = parseEcbDaily(recorded);
    expect(day).toMatchObject({ source: 'ecb', date: '2026-11-27', base: 'EUR' });
    expect(Object.keys(day.rates)).toHaveLength(29);
    expect(day.rates.USD).toBe('1.1720');
    expect(day.rates.GBP).toBe('0.87410');
  });

  it.each([
    ['a truncated document', recorded.slice(0, recorded.length / 2), /not a gesmes:Envelope/],
    ['an HTML page (a proxy or captive portal)', '<!doctype html><html><body>Sign in</body></html>', /not a gesmes:Envelope/],
    [
      'two days',
      recorded.replace("<Cube time='2026-11-27'>", "<Cube time='2026-11-26'><Cube currency='USD' rate='1.1'/></Cube><Cube time='2026-11-27'>"),
      /2 days/,
    ],
    ['a day that does not exist', withDay("<Cube currency='USD' rate='1.1'/>", '2026-02-30'), /not a real day/],
    ['a currency twice', withDay("<Cube currency='USD' rate='1.1'/><Cube currency='USD' rate='1.2'/>"), /USD twice/],
    ['a rate of zero', withDay("<Cube currency='USD' rate='1.1'/><Cube currency='JPY' rate='0.000'/>"), /JPY rate is zero/],
    ['a rate that is not a plain decimal', withDay("<Cube currency='USD' rate='1,1720'/>"), /something other than rates/],
    ['something else inside the day', withDay("<Cube currency='USD' rate='1.1'/><note>estimate</note>"), /something other than rates/],
    ['no USD to rebase with', withDay("<Cube currency='JPY' rate='182.37'/>"), /no USD rate/],
    ['no rates at all', withDay(''), /no rates/],
  ])('refuses %s', (_what, xml, message) => {
    expect(() => parseEcbDaily(xml)).toThrow(RatesFormatError);
    expect(() => parseEcbDaily(xml)).toThrow(message);
  });
});
