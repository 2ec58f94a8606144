import { describe, expect, it } from 'vitest';
import { formatMoney, LANGUAGES, type Agency } from '@tripfront/domain';
import { termsSentence } from '@tripfront/domain/booking/cancellation-terms';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { ConfirmationFacts } from '../booking/product.ts';
import { bookingCancellationEmail, bookingConfirmationEmail } from './emails.ts';
import { EMAIL_TEXTS, refundTexts } from './email-texts.ts';

/** The page's language and direction, as a mail client reads them from <html>. */
const expectPage = (html: string, language: string) => {
  const tag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  expect(tag).toContain(`lang="${language}"`);
  expect(tag).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
};

const agency = { agencyName: 'Sunrise Travel', contactEmailId: 'hello@sunrise.example', logo: '', primaryColor: '#0b7285' } as Agency;
const flight: ConfirmationFacts = {
  product: 'flight',
  route: 'LHR → JFK',
  trip: 'return',
  airline: 'Duffel Airways',
  fareBrand: 'Basic',
  passengers: 2,
  recordLocator: 'PNR123',
};
const hotel: ConfirmationFacts = { product: 'hotel', name: 'Hôtel Lumière', nights: 3, room: 'Double Room' };

const email = (facts: ConfirmationFacts, language: string, terms: CancellationTerms = { refundable: true, freeCancellationUntil: '2099-02-26T23:59:00Z' }) =>
  bookingConfirmationEmail(
    agency,
    'ada@example.com',
    {
      name: 'Ada',
      reference: 'TF-ABC123',
      facts,
      dates: { startDate: '2099-03-01', endDate: '2099-03-04' },
      total: { amount: 123_456, currency: 'EUR' },
      terms,
      language,
    },
    'https://sunrise.example/mytrip/mytrips',
  );

describe('bookingConfirmationEmail', async () => {
  it.each(LANGUAGES)('speaks %s: the reference, the route and the record locator, the page in its language and direction', async (language) => {
    const mail = await email(flight, language);
    const words = EMAIL_TEXTS[language].confirmation;
    expect(mail.subject).toBe(words.subject('LHR → JFK', 'TF-ABC123'));
    expect(mail.text).toContain('TF-ABC123');
    expect(mail.text).toContain(words.recordLocator('PNR123'));
    expect(mail.text).toContain(words.viewTrips);
    expectPage(mail.html, language);
    // Every language words the terms itself.
    if (language !== 'en') expect(mail.text).not.toContain('Free cancellation');
  });

  it('words a hotel stay in French: dates, nights, room, total and terms the French way', async () => {
    const mail = await email(hotel, 'fr');
    expect(mail.subject).toBe('Réservation confirmée : Hôtel Lumière (TF-ABC123)');
    expect(mail.text).toContain('Votre réservation est confirmée : Hôtel Lumière. Référence : TF-ABC123. 1–4 mars 2099 (3 nuits), Double Room.');
    expect(mail.text).toMatch(/Total payé : 1\s234,56\s€\./);
    // The terms are the pages' sentence (domain cancellation-terms.ts), at the place's time: UTC without a zone.
    expect(mail.text).toContain("Annulation gratuite jusqu'au 26 févr. 2099, 23:59 (heure locale), puis non remboursable.");
  });

  it.each(LANGUAGES)(
    'words a cruise in %s: ship, nights, cabin in the language, guests, and the line’s policy instead of all-or-nothing terms',
    async (language) => {
      const cruise: ConfirmationFacts = {
        product: 'cruise',
        title: '7-Night Western Caribbean',
        ship: 'Mardi Gras',
        line: 'Carnival Cruise Line',
        nights: 7,
        cabin: 'balcony',
        guests: 2,
        fullRefundUntil: '2098-12-16',
      };
      const tiers: CancellationTerms = {
        refundable: true,
        freeCancellationUntil: null,
        tiers: [
          { until: '2098-12-16', refundShare: 1 },
          { until: '2099-01-15', refundShare: 0.5 },
        ],
        timeZone: 'America/New_York',
      };
      const mail = await email(cruise, language, tiers);
      const words = EMAIL_TEXTS[language].confirmation;
      expect(mail.subject).toBe(words.subject('7-Night Western Caribbean', 'TF-ABC123'));
      expect(mail.text).toContain('Mardi Gras');
      expect(mail.text).toContain(words.cabins.balcony);
      expect(mail.text).toContain(termsSentence(tiers, { now: new Date(), language, currency: 'EUR' }));
      if (language === 'en') {
        expect(mail.text).toContain('aboard Mardi Gras, Balcony cabin, 2 guests.');
        expect(mail.text).toContain('Cancelling refunds 100% until Dec 16, 2098; 50% until Jan 15, 2099 (local time), then nothing.');
      }
    },
  );

  it.each(LANGUAGES)(
    'words in %s the taxes and fees due at the property, in its currency, apart from the total paid; none when none is due',
    async (language) => {
      const mail = await email({ ...hotel, dueAtProperty: { amount: 2400, currency: 'USD' } }, language);
      const words = EMAIL_TEXTS[language].confirmation;
      const amount = formatMoney({ amountMinor: 2400, currency: 'USD' }, { locale: EMAIL_TEXTS[language].locale });
      expect(mail.text).toContain(words.dueAtProperty(amount));
      expect(mail.text.indexOf(words.dueAtProperty(amount))).toBeGreaterThan(
        mail.text.indexOf(words.total(formatMoney({ amountMinor: 123_456, currency: 'EUR' }, { locale: EMAIL_TEXTS[language].locale }))),
      );
      expect((await email(hotel, language)).text).not.toContain(words.dueAtProperty(amount));
      if (language === 'en') expect(mail.text).toContain('Total paid: €1,234.56. Due at the property: $24 in taxes and fees, not included in the total paid.');
    },
  );

  it.each(LANGUAGES)('words in %s a car paid at pick-up: nothing charged, its price due at the counter, in place of the total paid', async (language) => {
    const car: ConfirmationFacts = {
      product: 'car',
      title: 'Volkswagen Golf or similar',
      pickup: 'Lisbon Airport',
      dropoff: 'Lisbon Airport',
      supplier: 'Hertz',
      driver: 'Ana Silva',
      confirmationNumber: null,
      dueAtPickup: { amount: 17_520, currency: 'EUR' },
    };
    const words = EMAIL_TEXTS[language].confirmation;
    const { locale } = EMAIL_TEXTS[language];
    const mail = await email(car, language);
    expect(mail.text).toContain(words.dueAtPickup(formatMoney({ amountMinor: 17_520, currency: 'EUR' }, { locale })));
    expect(mail.text).not.toContain(words.total(formatMoney({ amountMinor: 123_456, currency: 'EUR' }, { locale })));
    if (language === 'en') expect(mail.text).toContain('Nothing was charged now. Due at pick-up: €175.20, paid to the rental company at the counter.');
  });

  it('keeps English for English, and for a language that is not one of the interface languages', async () => {
    for (const language of ['en', 'xx']) {
      const mail = await email(hotel, language, { refundable: false, freeCancellationUntil: null });
      expect(mail.subject).toBe('Booking confirmed: Hôtel Lumière (TF-ABC123)');
      expect(mail.text).toMatch(/Mar 1\s–\s4, 2099 \(3 nights\), Double Room\. Total paid: €1,234\.56\./);
      expect(mail.text).toContain('Non-refundable: cancelling refunds nothing.');
      expectPage(mail.html, 'en');
    }
  });

  it('shows a one-way flight by its departure date only, without a record locator until the airline gives one', async () => {
    const mail = await email({ ...flight, trip: 'oneWay', passengers: 1, recordLocator: null }, 'en');
    expect(mail.text).toContain('One way, Mar 1, 2099, Duffel Airways Basic, 1 passenger.');
    expect(mail.text).not.toContain('PNR');
  });
});

describe('bookingCancellationEmail', async () => {
  const cancelled = (language: string, refund: number, refundStatus: 'refunded' | 'not_refundable' | 'failed' = refund > 0 ? 'refunded' : 'not_refundable') =>
    bookingCancellationEmail(
      agency,
      'ada@example.com',
      { name: 'Ada', reference: 'TF-ABC123', title: 'LHR → JFK', refund: { amount: refund, currency: 'EUR' }, refundStatus, language },
      'https://sunrise.example/mytrip/mytrips',
    );

  it.each(LANGUAGES)('states the refund made in %s, in its language and direction', async (language) => {
    const mail = await cancelled(language, 32_550);
    const words = refundTexts(language);
    const amount = formatMoney({ amountMinor: 32_550, currency: 'EUR' }, { locale: EMAIL_TEXTS[language].locale });
    expect(mail.subject).toBe(words.subject('LHR → JFK', 'TF-ABC123'));
    expect(mail.text).toContain(words.refunded(amount));
    expectPage(mail.html, language);
    if (language !== 'en') expect(mail.text).not.toContain('Refund:');
  });

  it('says when nothing is refunded, and when a refund failed and is left to staff', async () => {
    expect((await cancelled('en', 0)).text).toContain('Your booking is cancelled: LHR → JFK. Reference: TF-ABC123. No refund is due');
    expect((await cancelled('en', 32_550, 'failed')).text).toContain('Your refund of €325.50 could not be issued yet');
  });
});
