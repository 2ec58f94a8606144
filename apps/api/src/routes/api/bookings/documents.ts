import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReceiptsForBooking, type BookingRow } from '@tripfront/db';
import type { Agency, LanguageCode } from '@tripfront/domain';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { recipientLanguage } from '@tripfront/domain/email-language';
import { sessionOf, signedIn, type RouteAuth } from '../../../lib/auth.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { SIGN_IN_TO_BOOK } from '../../../booking/errors.ts';
import { toReceipt } from '../../../booking/receipts.ts';
import { visibleBooking } from '../../../booking/visible-booking.ts';
import { languageQuery, pdfAnswer, sendPdf } from '../../../documents/send.ts';
import { bookingReceipt, bookingVoucher, receiptFileName, voucherFileName } from '../../../documents/booking-documents.ts';
import type { DocumentJob } from '../../../documents/render.ts';

// A booking's PDF documents (decision 0118): its voucher and its receipts, made when asked and
// never stored, for whoever may read the booking (GET /api/bookings/:reference's rule).

const errors = { 400: bookingErrorSchema, 401: bookingErrorSchema, 403: bookingErrorSchema, 404: bookingErrorSchema, 503: bookingErrorSchema };
const BOOKINGS: { auth: RouteAuth } = { auth: { permission: 'bookings' } };
export const RECEIPT_NOT_FOUND = 'This booking has no receipt with that number.';

/** One of a booking's documents: what to make of the booking in a language, and its file's name. */
type BookingDocument = (row: BookingRow, language: LanguageCode, agency: Agency) => Promise<{ job: DocumentJob; fileName: string }>;

const bookingDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bookingAdapters: adapters, documents } = app.deps;
  signedIn(app, { message: SIGN_IN_TO_BOOK, allowGuests: true });

  /**
   * What every booking document does: the booking as its reader may see it (404 otherwise), in the
   * language asked for, else the reader's, made on the documents' threads and sent as a file.
   */
  async function sendBookingDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    asked: { reference: string; lang: LanguageCode | undefined },
    document: BookingDocument,
  ) {
    const { tenant } = request;
    const session = sessionOf(request);
    const row = await visibleBooking(db, tenant.id, asked.reference, session);
    const language = asked.lang ?? recipientLanguage(session.user.language, tenant.agency.defaultLanguage);
    const { job, fileName } = await document(row, language, tenant.agency);
    return sendPdf(reply, await documents.make(job, tenant.id), fileName);
  }

  app.get(
    '/:reference/voucher.pdf',
    {
      config: BOOKINGS,
      schema: {
        tags: ['bookings'],
        summary: "The booking's voucher as a PDF, in the agency's branding (its traveller or agency staff with the Bookings permission)",
        description:
          'What the traveller shows and the supplier needs: references, lead traveller, dates, address or meeting point, what to bring, the cancellation policy and the total. ' +
          "In `lang`, else the reader's language; Arabic reads right to left. Made when asked, never stored.",
        params: z.object({ reference: z.string().min(1).max(40) }),
        querystring: languageQuery,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errors },
      },
    },
    (request, reply) =>
      sendBookingDocument(request, reply, { reference: request.params.reference, lang: request.query.lang }, async (row, language, agency) => ({
        job: bookingVoucher(adapters, row, agency, language),
        fileName: voucherFileName(row.reference),
      })),
  );

  app.get(
    '/:reference/receipts/:number/pdf',
    {
      config: BOOKINGS,
      schema: {
        tags: ['bookings'],
        summary: 'One receipt of the booking as a PDF (its traveller or agency staff with the Bookings permission)',
        description: "`number` is the receipt's number (GET /api/bookings/:reference/receipts). In `lang`, else the reader's language.",
        params: z.object({ reference: z.string().min(1).max(40), number: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: languageQuery,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errors },
      },
    },
    (request, reply) =>
      sendBookingDocument(request, reply, { reference: request.params.reference, lang: request.query.lang }, async (row, language, agency) => {
        const rows = await db.withTenant(request.tenant.id, (tx) => listReceiptsForBooking(tx, request.tenant.id, row.id), { readOnly: true });
        const found = rows.find((r) => r.number === request.params.number);
        if (!found) throw new HttpError(404, RECEIPT_NOT_FOUND, 'number');
        const receipt = toReceipt(found);
        return { job: bookingReceipt(row, receipt, agency, language), fileName: receiptFileName(receipt.label) };
      }),
  );
};

export default bookingDocumentRoutes;
