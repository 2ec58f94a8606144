import type { Agency, LanguageCode } from '@tripfront/domain';
import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import type { Proposal } from '@tripfront/domain/proposals';
import type { Receipt } from '@tripfront/domain/receipts';
import { proposalPdf } from './proposal.ts';
import { receiptPdf, type ReceiptBooking } from './receipt.ts';
import { voucherPdf } from './voucher.ts';

// What a document's thread is asked to make (decision 0121): plain data, read from the database
// and shaped on the event loop, so that the thread needs no database, no supplier and no session.

export type DocumentJob =
  | { kind: 'voucher'; booking: BookingDetails; agency: Agency; language: LanguageCode }
  | { kind: 'receipt'; receipt: Receipt; booking: ReceiptBooking; agency: Agency; language: LanguageCode }
  | { kind: 'proposal'; proposal: Proposal; agency: Agency; language: LanguageCode };

/** The PDF of one job (on a documents thread; tests may call it directly). */
export function renderDocument(job: DocumentJob): Promise<Buffer> {
  switch (job.kind) {
    case 'voucher':
      return voucherPdf(job.booking, job.agency, job.language);
    case 'receipt':
      return receiptPdf(job.receipt, job.booking, job.agency, job.language);
    case 'proposal':
      return proposalPdf(job.proposal, job.agency, job.language);
  }
}
