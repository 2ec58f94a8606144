import { RatesFormatError, type PublishedRates } from '@tripfront/domain';
import type { RatesFeed } from './feed.ts';

export { ECB_DAILY_URL } from './ecb-address.ts';

const ATTR = `(['"])`;
const DAY = new RegExp(`<Cube\\s+time=${ATTR}(\\d{4}-\\d{2}-\\d{2})\\1\\s*>([\\s\\S]*?)</Cube>`, 'g');
const RATE = new RegExp(`<Cube\\s+currency=${ATTR}([A-Z]{3})\\1\\s+rate=${ATTR}(\\d+(?:\\.\\d+)?)\\3\\s*/>`, 'g');

function realDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * The one day of rates in an answer of eurofxref-daily.xml, read strictly: a gesmes envelope with
 * exactly one `<Cube time='YYYY-MM-DD'>` holding only `<Cube currency='XXX' rate='1.2345'/>`
 * entries, each currency once, every rate a positive plain decimal, USD among them. Anything else
 * is refused with a RatesFormatError saying what was wrong.
 */
export function parseEcbDaily(xml: string): PublishedRates {
  if (!/<gesmes:Envelope[\s>]/.test(xml) || !/<\/gesmes:Envelope>\s*$/.test(xml)) {
    throw new RatesFormatError('The ECB answer is not a gesmes:Envelope document');
  }
  const days = [...xml.matchAll(DAY)];
  if (days.length !== 1) throw new RatesFormatError(`The ECB answer has ${days.length} days of rates; eurofxref-daily has exactly one`);
  const [, , date, body] = days[0]!;
  if (!realDate(date!)) throw new RatesFormatError(`The ECB answer's date is not a real day: ${date}`);
  const rates: Record<string, string> = {};
  for (const [, , code, , rate] of body!.matchAll(RATE)) {
    if (rates[code!] !== undefined) throw new RatesFormatError(`The ECB answer lists ${code} twice`);
    if (!/[1-9]/.test(rate!)) throw new RatesFormatError(`The ECB answer's ${code} rate is zero`);
    rates[code!] = rate!;
  }
  const rest = body!.replace(RATE, '').trim();
  if (rest !== '') throw new RatesFormatError(`The ECB answer's day holds something other than rates: ${rest.slice(0, 80)}`);
  if (Object.keys(rates).length === 0) throw new RatesFormatError('The ECB answer has no rates');
  if (rates.USD === undefined) throw new RatesFormatError('The ECB answer has no USD rate');
  if (rates.EUR !== undefined) throw new RatesFormatError('The ECB answer quotes EUR against itself');
  return { source: 'ecb', date: date!, base: 'EUR', rates };
}

/** The ECB feed at `url` (EXCHANGE_RATES_URL): one GET, given up after timeoutMs. */
export function ecbFeed(options: { url: string; timeoutMs: number }): RatesFeed {
  return {
    source: 'ecb',
    async latest() {
      let text: string;
      try {
        const answer = await fetch(options.url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/xml, text/xml' } });
        if (!answer.ok) throw new Error(`answered HTTP ${answer.status}`);
        text = await answer.text();
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        const why = timedOut ? `did not answer within ${options.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
        throw new Error(`The ECB rates at ${options.url}: ${why}`, { cause: error });
      }
      return parseEcbDaily(text);
    },
  };
}
