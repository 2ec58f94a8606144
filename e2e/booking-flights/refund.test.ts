import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterPay, payWith } from '../booking-hotels/helpers.ts';
import { HOSTS, open, visit, waitForPath } from '../shell/helpers.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { chooseFirstOffer, fillPassengers, newTraveller, searchRoundTrip, settledOffers, waitForHold } from './helpers.ts';

/**
 * Issue #38 acceptance: the refund a traveller is promised is the refund they get. A refundable
 * flight whose fare keeps a fee: the cancel dialog's promised refund is the refund the booking shows
 * afterwards and the one the cancellation email states.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

/** '$1,234' or '1.234,50 €' as a number (and the currency's sign), to compare what the page and the email say. */
function amountOf(text: string): { value: number; sign: string } {
  const m = /([^\d\s.,]*)\s?([\d.,]+)\s?([^\d\s.,]*)/.exec(text.trim())!;
  const digits = m[2]!;
  // The last separator followed by exactly two digits is the decimal one.
  const decimal = /[.,]\d{2}$/.test(digits) ? digits.slice(-3, -2) : null;
  const whole = decimal ? digits.slice(0, -3) : digits;
  const value = Number(whole.replace(/[.,]/g, '')) + (decimal ? Number(digits.slice(-2)) / 100 : 0);
  return { value, sign: (m[1] || m[3])! };
}

async function outbox(page: Page): Promise<{ subject: string; text: string }[]> {
  return page.evaluate(async () => ((await (await fetch('/api/dev/outbox')).json()) as { data: { subject: string; text: string }[] }).data);
}

describe('refund of a cancelled flight', { timeout: 240_000 }, () => {
  it('a traveller cancels a refundable flight: the dialog’s promised refund is the refund on the booking and in the email', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);

    await visit(page, HOSTS.sunrise, '/booknow/flights');
    // A refundable fare that keeps a fee (its card: "Cancelling until … refunds the total less a
    // … fee, then non-refundable."): the case the dialog used to get wrong. The sandbox's cheapest
    // business fare is one.
    await page.getByLabel('Cabin class').selectOption('business');
    await searchRoundTrip(page, { adults: 1, infants: 0 }, 52, 59);
    await waitForPath(page, /^\/booknow\/flights\/search\?/);
    const keepsAFee = ' fee, then non-refundable';
    await settledOffers(page, (texts) => texts.some((t) => t.includes(keepsAFee)));
    await chooseFirstOffer(page, keepsAFee);
    await waitForHold(page);
    await fillPassengers(page, [{ given: 'Ella', family: 'Explorer', born: '1988-04-12', gender: 'female' }]);
    await payWith(page, '4242 4242 4242 4242');
    const paid = await afterPay(page, '/booknow/flights/confirmation');
    expect(paid.said, paid.answers).toBe('confirmed');
    const reference = new URL(page.url()).searchParams.get('reference')!;

    await visit(page, HOSTS.sunrise, `/mytrip/mytrips/${reference}`);
    await page.getByRole('heading', { name: `Booking ${reference}` }).waitFor();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.waitFor();
    const said = await dialog.innerText();
    const promisedText = /Under the airline's fare rules you will be refunded (.+?)\.\n/.exec(`${said}\n`)?.[1];
    expect(promisedText, said).toBeDefined();
    // The rule in words: the total less the airline's fee.
    expect(said).toContain("the total less the airline's refund fee of");
    const promised = amountOf(promisedText!);
    expect(promised.value).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect.poll(() => page.locator('.tf-booking-status').textContent(), { timeout: 20_000 }).toBe('Cancelled');
    const shown = await page.locator('.tf-booking-refund').innerText();
    const refunded = /^Cancelled\. (.+) has been refunded to your card\.$/.exec(shown.trim())?.[1];
    expect(refunded, shown).toBeDefined();
    expect(amountOf(refunded!).value).toBe(promised.value);

    let mail: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          mail = (await outbox(page)).find((m) => m.subject.startsWith('Booking cancelled') && m.subject.includes(reference));
          return mail !== undefined;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const inEmail = /Refund: (.+?)\.(\s|$)/.exec(mail!.text)?.[1];
    expect(inEmail, mail!.text).toBeDefined();
    expect(amountOf(inEmail!).value).toBe(promised.value);

    assertNoConsoleErrors(page);
    await context.close();
  });
});
