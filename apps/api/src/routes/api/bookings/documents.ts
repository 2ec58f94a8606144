import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReceiptsForBooking, type SessionWithUser } from '@tripfront/db';
import type { Agency, LanguageCode } from '@tripfront/domain';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { recipientLanguage } from '@tripfront/domain/email-language';
import { sessionOf, signedIn, type RouteAuth } from '../../../lib/auth.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { SIGN_IN_TO_BOOK } from '../../../booking/errors.ts';
import { toReceipt } from '../../../booking/receipts.ts';
import { visibleBooking } from '../../../booking/visible-booking.ts';
import { languageQuery, pdfAnswer, sendPdf } from '../../../documents/send.ts';
import { bookingReceiptPdf, bookingVoucherPdf, receiptFileName, voucherFileName } from '../../../documents/booking-documents.ts';

// A booking's PDF documents (decision 0118): its voucher and its receipts, made when asked and
// never stored, for whoever may read the booking (GET /api/bookings/:reference's rule).

const errors = { 400: bookingErrorSchema, 401: bookingErrorSchema, 403: bookingErrorSchema, 404: bookingErrorSchema };
const BOOKINGS: { auth: RouteAuth } = { auth: { permission: 'bookings' } };
export const RECEIPT_NOT_FOUND = 'This booking has no receipt with that number.';

/** The language asked for, else the reader's. */
const readerLanguage = (asked: LanguageCode | undefined, session: SessionWithUser, agency: Agency): LanguageCode =>
  asked ?? recipientLanguage(session.user.language, agency.defaultLanguage);

const bookingDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const adapters = app.deps.bookingAdapters;
  signedIn(app, { message: SIGN_IN_TO_BOOK, allowGuests: true });

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
    async (request, reply) => {
      const { tenant } = request;
      const session = sessionOf(request);
      const row = await visibleBooking(db, tenant.id, request.params.reference, session);
      const language = readerLanguage(request.query.lang, session, tenant.agency);
      return sendPdf(reply, await bookingVoucherPdf(adapters, row, tenant.agency, language), voucherFileName(row.reference));
    },
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
    async (request, reply) => {
      const { tenant } = request;
      const session = sessionOf(request);
      const row = await visibleBooking(db, tenant.id, request.params.reference, session);
      const rows = await db.withTenant(tenant.id, (tx) => listReceiptsForBooking(tx, tenant.id, row.id), { readOnly: true });
      const found = rows.find((r) => r.number === request.params.number);
      if (!found) throw new HttpError(404, RECEIPT_NOT_FOUND, 'number');
      const receipt = toReceipt(found);
      const language = readerLanguage(request.query.lang, session, tenant.agency);
      return sendPdf(reply, await bookingReceiptPdf(row, receipt, tenant.agency, language), receiptFileName(receipt.label));
    },
  );
};

export default bookingDocumentRoutes;
