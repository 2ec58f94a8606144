import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { eq } from 'drizzle-orm';
import { findBookingByReference, findTenantIdByHost, getAgency, schema } from '@tripfront/db';
import { formatMoney, type Agency } from '@tripfront/domain';
import { receiptListAnswerSchema } from '@tripfront/domain/receipts';
import { bookingVoucher } from '../src/documents/booking-documents.ts';
import { proposalPdf } from '../src/documents/proposal.ts';
import { emailAttachments } from '../src/lib/email-attachments.ts';
import { drainOutbox, type OutgoingEmail } from '../src/lib/mailer.ts';
import { createTestApp, NORDIC, signInPeople, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, guest, hold, holdAndBook, steadyRate } from './booking-helpers.ts';
import { proposalItem, proposalOf, proposalSnapshot } from './proposal-fixtures.ts';

// Branded PDF documents (decision 0118): a booking's voucher and receipts for whoever may read the
// booking, in English and Arabic, and a proposal's; their text is read back as a PDF reader would.

let t: TestApp;
let traveller: string;
let otherTraveller: string;
let owner: string;
let nordicOwner: string;
let reference: string;
let supplierReference: string;
let total: { amount: number; currency: string };
let agency: Agency;

const get = (url: string, token: string, host = SUNRISE) => t.call(host, { method: 'GET', url, cookies: cookie(token) });

/** The text of every page as a PDF reader extracts it, Arabic presentation forms folded to letters. */
async function pdfText(bytes: Buffer | string): Promise<string> {
  const data = new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes, 'binary') : bytes);
  const doc = await getDocument({ data, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').normalize('NFKC');
}

/** The PDF of an answer: its body's bytes as sent. */
const pdfOf = (res: Awaited<ReturnType<typeof get>>) => res.rawPayload;

const money = (m: { amount: number; currency: string }, locale: string) => formatMoney({ amountMinor: m.amount, currency: m.currency }, { locale });
/** The digits of an amount as printed (Arabic puts the currency on the other side; the number reads the same). */
const digitsOf = (m: { amount: number; currency: string }) => money(m, 'en').replace(/[^\d.,]/g, '');

beforeAll(async () => {
  t = await createTestApp();
  ({ traveller, otherTraveller, owner, nordicOwner } = await signInPeople(t, 'someone-else@example.com'));
  const res = await holdAndBook(t, SUNRISE, traveller, await steadyRate(t, SUNRISE));
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { reference: string; supplierReference: string; total: { amount: number; currency: string } };
  ({ reference, supplierReference, total } = data);
  const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  agency = (await t.db.withTenant(tenantId, (tx) => getAgency(tx, tenantId)))!.agency;
});
afterAll(() => t.close());

describe('GET /api/bookings/{reference}/voucher.pdf', () => {
  it('answers the traveller a PDF attachment in English with the guest, both references and the total', async () => {
    const res = await get(`/api/bookings/${reference}/voucher.pdf?lang=en`, traveller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="voucher-${reference}.pdf"`);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(pdfOf(res).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdfOf(res));
    expect(text).toContain('Booking voucher');
    expect(text).toContain(`${guest.firstName} ${guest.lastName}`);
    expect(text).toContain(reference);
    expect(text).toContain(supplierReference);
    expect(text).toContain(money(total, 'en'));
    expect(text).toContain('Sunrise Travel');
  });

  it('answers it in Arabic: Arabic labels, the same names, references and amount', async () => {
    const res = await get(`/api/bookings/${reference}/voucher.pdf?lang=ar`, traveller);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(pdfOf(res));
    // Each word of "قسيمة الحجز" (booking voucher) and "المسافر الرئيسي" (lead traveller), as letters.
    for (const word of ['قسيمة', 'الحجز', 'المسافر', 'الرئيسي', 'سياسة', 'الإلغاء']) expect(text).toContain(word);
    expect(text).not.toContain('Booking voucher');
    expect(text).toContain(guest.firstName);
    expect(text).toContain(guest.lastName);
    expect(text).toContain(reference);
    expect(text).toContain(supplierReference);
    expect(text).toContain(digitsOf(total));
  });

  it("speaks the reader's language when none is asked", async () => {
    const text = await pdfText(pdfOf(await get(`/api/bookings/${reference}/voucher.pdf`, traveller)));
    expect(text).toContain('Booking voucher');
  });

  it('answers the agency owner (staff with the Bookings permission) too', async () => {
    const res = await get(`/api/bookings/${reference}/voucher.pdf?lang=en`, owner);
    expect(res.statusCode).toBe(200);
    expect(await pdfText(pdfOf(res))).toContain(supplierReference);
  });

  it.each([
    ['another traveller of the agency', () => get(`/api/bookings/${reference}/voucher.pdf`, otherTraveller)],
    ["another agency's owner", () => get(`/api/bookings/${reference}/voucher.pdf`, nordicOwner, NORDIC)],
    ['an unknown reference', () => get('/api/bookings/TF-NOPE0000/voucher.pdf', traveller)],
  ])('answers 404 to %s', async (_, call) => {
    const res = await call();
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toBe('application/pdf');
  });

  it('answers 401 without a session and 400 naming lang for a language the site does not speak', async () => {
    expect((await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}/voucher.pdf` })).statusCode).toBe(401);
    const res = await get(`/api/bookings/${reference}/voucher.pdf?lang=xx`, traveller);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('lang');
  });
});

describe('GET /api/bookings/{reference}/receipts/{number}/pdf', () => {
  let number: number;
  let label: string;
  beforeAll(async () => {
    const list = receiptListAnswerSchema.parse((await get(`/api/bookings/${reference}/receipts`, traveller)).json()).data;
    expect(list).toHaveLength(1);
    ({ number, label } = list[0]!);
  });

  it('answers the payment receipt in English: its number, the booking, the guest and the amount', async () => {
    const res = await get(`/api/bookings/${reference}/receipts/${number}/pdf?lang=en`, traveller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${label}.pdf"`);
    const text = await pdfText(pdfOf(res));
    expect(text).toContain('Receipt');
    expect(text).toContain(label);
    expect(text).toContain(reference);
    expect(text).toContain(supplierReference);
    expect(text).toContain(`${guest.firstName} ${guest.lastName}`);
    expect(text).toContain(money(total, 'en'));
  });

  it('answers it in Arabic', async () => {
    const text = await pdfText(pdfOf(await get(`/api/bookings/${reference}/receipts/${number}/pdf?lang=ar`, traveller)));
    for (const word of ['إيصال', 'المبلغ', 'المدفوع']) expect(text).toContain(word);
    expect(text).toContain(label);
    expect(text).toContain(reference);
    expect(text).toContain(supplierReference);
    expect(text).toContain(guest.lastName);
    expect(text).toContain(digitsOf(total));
  });

  it.each([
    ['another traveller of the agency', () => get(`/api/bookings/${reference}/receipts/1/pdf`, otherTraveller)],
    ["another agency's owner", () => get(`/api/bookings/${reference}/receipts/1/pdf`, nordicOwner, NORDIC)],
    ['a number this booking has no receipt of', () => get(`/api/bookings/${reference}/receipts/999999/pdf`, traveller)],
  ])('answers 404 to %s', async (_, call) => {
    expect((await call()).statusCode).toBe(404);
  });
});

describe('names in other alphabets', () => {
  it('prints a Greek traveller and a Cyrillic hotel name as their letters, not boxes', async () => {
    const held = await hold(t, SUNRISE, traveller, await steadyRate(t, SUNRISE));
    expect(held.statusCode, held.body).toBe(201);
    const res = await book(t, SUNRISE, traveller, held.json().data, { guest: { ...guest, firstName: 'Ελένη', lastName: 'Παπαδοπούλου' } });
    expect(res.statusCode, res.body).toBe(201);
    const greek = (res.json().data as { reference: string }).reference;
    // The traveller's name as the route prints it.
    expect(await pdfText(pdfOf(await get(`/api/bookings/${greek}/voucher.pdf?lang=en`, traveller)))).toContain('Ελένη Παπαδοπούλου');
    // A supplier's hotel name in Cyrillic (the sandbox's hotels have Latin names), beside the Greek traveller.
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const row = (await t.db.withTenant(tenantId, (tx) => findBookingByReference(tx, tenantId, greek)))!;
    const job = bookingVoucher(t.app.deps.bookingAdapters, row, agency, 'ar');
    if (job.kind !== 'voucher' || job.booking.product !== 'hotel') throw new Error('expected a hotel voucher');
    const text = await pdfText(
      await t.app.deps.documents.make({ ...job, booking: { ...job.booking, hotel: { ...job.booking.hotel, name: 'Гостиница Москва' } } }, tenantId),
    );
    expect(text).toContain('Гостиница Москва');
    expect(text).toContain('Ελένη Παπαδοπούλου');
  });
});

describe('the confirmation email', () => {
  it('carries the voucher, made when it is sent', async () => {
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const queued = await t.db.withTenant(tenantId, (tx) => tx.select().from(schema.outbox).where(eq(schema.outbox.tenantId, tenantId)));
    const confirmation = queued.find((m) => m.subject.includes(reference));
    expect(confirmation?.attachments).toEqual([{ kind: 'voucher', bookingId: expect.any(String), language: 'en' }]);
    const sent: OutgoingEmail[] = [];
    await drainOutbox({ db: t.db, send: async (email) => void sent.push(email), mailFrom: 'no-reply@mail.tripfront.example', attach: emailAttachments(t.app) });
    const email = sent.find((m) => m.subject.includes(reference));
    expect(email?.attachments).toHaveLength(1);
    const [file] = email?.attachments ?? [];
    expect(file?.filename).toBe(`voucher-${reference}.pdf`);
    expect(file?.contentType).toBe('application/pdf');
    expect(await pdfText(file!.content)).toContain(supplierReference);
  });
});

describe('proposalPdf', () => {
  const proposal = proposalOf({
    message: 'Two options for your stay, and a walking tour.',
    items: [
      proposalItem('a', 1, proposalSnapshot()),
      proposalItem(
        'b',
        2,
        proposalSnapshot({
          title: 'Montmartre Walking Tour',
          lines: ['2 participants'],
          price: { ...proposalSnapshot().price, total: { amount: 9000, currency: 'EUR' } },
        }),
        {
          product: 'activity',
          note: 'Meet at the funicular.',
        },
      ),
    ],
    total: { amount: 75000, currency: 'EUR' },
  });

  it('prints every item, its price and the total in English', async () => {
    const text = await pdfText(await proposalPdf(proposal, agency, 'en'));
    for (const expected of [
      'Travel proposal',
      'PR-7K3M9Q2X',
      'Grace Hopper',
      'Sam Sales',
      'Hôtel Lumière Montmartre',
      'Montmartre Walking Tour',
      'Meet at the funicular.',
    ])
      expect(text).toContain(expected);
    expect(text).toContain(money({ amount: 66000, currency: 'EUR' }, 'en'));
    expect(text).toContain(money({ amount: 75000, currency: 'EUR' }, 'en'));
  });

  it('prints it in Arabic, the items’ own names kept as they are', async () => {
    const text = await pdfText(await proposalPdf({ ...proposal, language: 'ar' }, agency, 'ar'));
    for (const word of ['عرض', 'سفر', 'الإجمالي']) expect(text).toContain(word);
    expect(text).toContain('Hôtel Lumière Montmartre');
    expect(text).toContain('Montmartre Walking Tour');
    expect(text).toContain(digitsOf({ amount: 75000, currency: 'EUR' }));
  });
});

describe("the agency's logo", () => {
  /** A real 1×1 PNG. */
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const images = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

  it('prints the logo the owner uploaded in the back-office, not only the name', async () => {
    expect(images(pdfOf(await get(`/api/bookings/${reference}/voucher.pdf?lang=en`, traveller)))).toBe(0);
    const upload = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/agency/settings/images?slot=logo',
      payload: PNG,
      headers: { 'content-type': 'image/png' },
      cookies: cookie(owner),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const settings = (await get('/api/agency/settings', owner)).json().data;
    const saved = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/agency/settings/website',
      payload: { version: settings.version, settings: { ...settings.website, agency: { ...settings.website.agency, logo: upload.json().data.url } } },
      cookies: cookie(owner),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await get(`/api/bookings/${reference}/voucher.pdf?lang=en`, traveller);
    expect(res.statusCode, res.body).toBe(200);
    // The picture (and its transparency, a second image of its own).
    expect(images(pdfOf(res))).toBeGreaterThan(0);
  });
});
