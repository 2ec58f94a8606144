import type { FastifyInstance } from 'fastify';
import { findBookingById, getAgency } from '@tripfront/db';
import { recipientLanguage } from '@tripfront/domain/email-language';
import { bookingVoucher, voucherFileName } from '../documents/booking-documents.ts';
import type { MailAttachment, MakeAttachments } from './mailer.ts';

/**
 * The documents an outbox message names, made when it is sent (decision 0118: never stored): a
 * booking's voucher, as the booking is at that moment, made on the documents' threads as a
 * download is. A booking no longer there (retention) sends the email without it; any other
 * failure (every thread busy too) fails the attempt, which is retried.
 */
export function emailAttachments(app: FastifyInstance): MakeAttachments {
  const { db, bookingAdapters, documents } = app.deps;
  return async (tenantId, attachments) => {
    const files: MailAttachment[] = [];
    for (const attachment of attachments) {
      const found = await db.withTenant(tenantId, async (tx) => ({
        row: await findBookingById(tx, tenantId, attachment.bookingId),
        agency: (await getAgency(tx, tenantId))?.agency ?? null,
      }));
      if (!found.row || !found.agency) continue;
      const language = recipientLanguage(attachment.language, found.agency.defaultLanguage);
      files.push({
        filename: voucherFileName(found.row.reference),
        content: await documents.make(bookingVoucher(bookingAdapters, found.row, found.agency, language), tenantId),
        contentType: 'application/pdf',
      });
    }
    return files;
  };
}
